import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showUrl, visibleText } from '../../src/components/display-url';
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

  it('shows a look-alike host as the punycode the browser really reaches', () => {
    // "аgents" starts with U+0430 CYRILLIC SMALL LETTER A.
    render(<SafeLink href={'https://\u0430gents.bank.example/kyc'} />);
    const link = screen.getByRole('link', { name: 'https://xn--gents-3ve.bank.example/kyc' });
    expect(link).toHaveAttribute('href', 'https://xn--gents-3ve.bank.example/kyc');
    expect(screen.queryByText(/\u0430gents/)).toBeNull();
  });

  it('takes a user name dressed as a host out of the address and names the real host', () => {
    render(<SafeLink href="https://agents.bank.example@evil.example/kyc" />);
    const link = screen.getByRole('link', { name: 'https://evil.example/kyc' });
    expect(link).toHaveAttribute('href', 'https://evil.example/kyc');
    expect(
      screen.getByText(
        'The address puts “agents.bank.example” before “@”; it really goes to evil.example.',
      ),
    ).toBeVisible();
  });

  it('shows the host beside a link labelled by other text', () => {
    const { container } = render(
      <SafeLink href={'https://b\u0430nk.example/about'}>Trusted Bank</SafeLink>,
    );
    expect(screen.getByRole('link', { name: 'Trusted Bank' })).toBeVisible();
    expect(container).toHaveTextContent('Trusted Bank (xn--bnk-6cd.example)');
  });
});

describe('showUrl', () => {
  it('never repeats a password', () => {
    expect(showUrl('https://ops:s3cret@agents.example/')).toMatchObject({
      text: 'https://agents.example/',
      userinfo: 'ops:…',
    });
  });

  it('shows text that is not a URL with its invisible characters made visible', () => {
    expect(showUrl('javascript:\u202ealert(1)\u0000').text).toBe(
      'javascript:⟨U+202E⟩alert(1)⟨U+0000⟩',
    );
    expect(visibleText('a\ud800b')).toBe('a\uFFFDb');
  });
});
