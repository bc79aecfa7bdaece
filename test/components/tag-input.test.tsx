import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from '../../src/components/tag-input';

function Harness({ initial, suggestions = [] }: { initial: string[]; suggestions?: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <TagInput
        label="Tags"
        itemName="tag"
        values={values}
        onChange={setValues}
        suggestions={suggestions}
      />
      <output aria-label="value">{JSON.stringify(values)}</output>
    </>
  );
}

const value = () => screen.getByLabelText('value').textContent;

describe('TagInput', () => {
  it('adds on Enter and on comma, trimming, and clears the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.type(screen.getByLabelText('Tags'), '  kyc {Enter}aml,');
    expect(value()).toBe('["kyc","aml"]');
    expect(screen.getByLabelText('Tags')).toHaveValue('');
  });

  it('refuses a repeat with a message and keeps the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['kyc']} />);
    await user.type(screen.getByLabelText('Tags'), 'kyc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“kyc” is already in the list');
    expect(screen.getByLabelText('Tags')).toHaveValue('kyc');
    expect(value()).toBe('["kyc"]');
  });

  it('removes only the chip whose button was pressed, even when a value repeats', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b', 'a']} />);
    await user.click(screen.getAllByRole('button', { name: 'Remove tag a' })[1]!);
    expect(value()).toBe('["a","b"]');
  });

  it('offers the suggestions not yet chosen that contain the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['kyc']} suggestions={['kyc', 'sanctions', 'screening', 'aml']} />);
    await user.type(screen.getByLabelText('Tags'), 'S');
    const offered = screen.getAllByRole('button', { name: /^Add tag / }).map((b) => b.textContent);
    expect(offered).toEqual(['+sanctions', '+screening']);
    await user.click(screen.getByRole('button', { name: 'Add tag screening' }));
    expect(value()).toBe('["kyc","screening"]');
  });
});
