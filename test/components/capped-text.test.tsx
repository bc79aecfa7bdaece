// Long text shows its first 2,000 characters and a count of the rest; the button shows them all.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CappedText } from '../../src/components/capped-text';

describe('CappedText', () => {
  it('shows short text whole, with no button', () => {
    const text = 'a'.repeat(2_000);
    const { container } = render(<CappedText text={text} />);
    expect(container).toHaveTextContent(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first 2,000 characters of long text and the rest on request', async () => {
    const user = userEvent.setup();
    const text = `${'a'.repeat(2_000)}${'b'.repeat(3_500)}`;
    const { container } = render(<CappedText text={text} />);
    expect(container.textContent).toBe(`${'a'.repeat(2_000)}… Show 3,500 more characters`);
    await user.click(screen.getByRole('button', { name: 'Show 3,500 more characters' }));
    expect(container.textContent).toBe(`${text} Show less`);
  });

  it('never cuts a character in two', () => {
    // An emoji (two UTF-16 units) straddling the cut is left whole for the rest.
    const text = `${'a'.repeat(1_999)}😀${'b'.repeat(10)}`;
    const { container } = render(<CappedText text={text} />);
    expect(container.textContent).toBe(`${'a'.repeat(1_999)}… Show 12 more characters`);
  });
});
