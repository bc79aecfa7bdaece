// A short run of items is a select of every one; a long one is a number field that picks only a
// number in range and says what it picked. Labels and counts worked by hand.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IndexPicker } from '../../src/components/index-picker';

function Harness({ count, start = 0 }: { readonly count: number; readonly start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="pick">Step shown</label>
      <IndexPicker
        id="pick"
        count={count}
        value={value}
        labelOf={(i) => `Step ${i + 1} of ${count}`}
        afterNumber={(i) => `of ${count} · event ${i + 1}`}
        onPick={setValue}
      />
      <output>picked {value}</output>
    </>
  );
}

describe('IndexPicker', () => {
  it('lists up to 500 items as options', async () => {
    const user = userEvent.setup();
    render(<Harness count={500} />);
    const select = screen.getByRole('combobox', { name: 'Step shown' });
    expect(screen.getAllByRole('option')).toHaveLength(500);
    await user.selectOptions(select, 'Step 500 of 500');
    expect(screen.getByRole('status')).toHaveTextContent('picked 499');
  });

  it('takes a number past 500 on Enter or on leaving, a step up or down at once', async () => {
    const user = userEvent.setup();
    render(<Harness count={10_002} start={10_001} />);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    const field = screen.getByRole('spinbutton', { name: 'Step shown' });
    expect(field).toHaveValue(10_002);
    expect(screen.getByText('of 10002 · event 10002')).toBeInTheDocument();
    const picked = () => screen.getByRole('status').textContent;

    await user.clear(field);
    // Nothing typed is no step: the last pick stands, and the field says what it takes.
    expect(picked()).toBe('picked 10001');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not a step: 1 to 10,002')).toBeInTheDocument();

    await user.type(field, '420');
    // Typed, not yet taken: no jump at 4, 42 or 420.
    expect(picked()).toBe('picked 10001');
    expect(screen.getByText('Enter to show step 420')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(picked()).toBe('picked 419');
    expect(screen.getByText('of 10002 · event 420')).toBeInTheDocument();

    // The arrow keys step at once; typing a number one step away is not taken until Enter.
    await user.keyboard('{ArrowUp}');
    expect(picked()).toBe('picked 420');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(picked()).toBe('picked 418');
    await user.clear(field);
    await user.type(field, '418');
    expect(picked()).toBe('picked 418');
    await user.keyboard('{Enter}');
    expect(picked()).toBe('picked 417');
    await user.keyboard('{ArrowUp}');
    expect(picked()).toBe('picked 418');

    // Past the end is not a step: leaving the field keeps the step picked and shows it.
    await user.clear(field);
    await user.type(field, '20000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(picked()).toBe('picked 418');
    expect(field).toHaveValue(419);
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
