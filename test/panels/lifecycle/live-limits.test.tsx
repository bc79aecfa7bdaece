// A live run's limits in the Lifecycle setup: a value that can't be a limit is never used
// silently. Expected values are worked by hand from the defaults (16 MiB, 10,000 events).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typedLimit } from '../../../src/panels/lifecycle/live/use-live-config';
import { renderPanel, setup } from './render-panel';

describe('a live run’s limits', () => {
  it('reads a limit above zero, events as whole events, and nothing else', () => {
    expect(typedLimit('2.5', false)).toBe(2.5);
    expect(typedLimit(' 300 ', true)).toBe(300);
    expect(typedLimit('7.9', true)).toBe(7);
    // Half an event is no event: never a cap of 0.
    expect(typedLimit('0.5', true)).toBeUndefined();
    expect(typedLimit('0', false)).toBeUndefined();
    expect(typedLimit('-1', false)).toBeUndefined();
    expect(typedLimit('', true)).toBeUndefined();
    expect(typedLimit('lots', false)).toBeUndefined();
  });

  it('says which limit a run uses when the one typed cannot be used', async () => {
    const { user } = renderPanel();
    await user.selectOptions(setup().getByLabelText('Behaviour'), 'Live agent');
    const events = setup().getByLabelText('Read at most (events)');
    expect(events).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(events, { target: { value: '0.5' } });
    expect(events).toHaveAttribute('aria-invalid', 'true');
    expect(events).toHaveAccessibleDescription(
      'Not a number above zero (whole events): the run uses 10,000.',
    );
    const bytes = setup().getByLabelText('Read at most (MiB)');
    fireEvent.change(bytes, { target: { value: '0' } });
    expect(screen.getByText('Not a number above zero: the run uses 16.')).toBeInTheDocument();
    fireEvent.change(bytes, { target: { value: '2' } });
    expect(bytes).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/the run uses 16/)).not.toBeInTheDocument();
  });
});
