import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeLink, safeHref } from '../../src/components/safe-link';

describe('SafeLink', () => {
  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['/relative/path'],
    ['not a url'],
    [''],
  ])('renders %j as plain text, never as a link', (href) => {
    const { container } = render(<SafeLink href={href}>the link</SafeLink>);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('the link')).toBeVisible();
    expect(safeHref(href)).toBeUndefined();
  });

  it('links an https URL in a new tab without opener or referrer', () => {
    render(<SafeLink href="https://agents.bank.ae/kyc" />);
    const link = screen.getByRole('link', { name: 'https://agents.bank.ae/kyc' });
    expect(link).toHaveAttribute('href', 'https://agents.bank.ae/kyc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the normalised URL the parser produced, not the raw text', () => {
    expect(safeHref('HTTP://Example.COM/a/../b')).toBe('http://example.com/b');
  });
});
