import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controls, currentEntry, logEntries, presets, renderPanel, setup } from './render-panel';

const figure = () => screen.getByRole('figure');

describe('lifecycle stepper', () => {
  it('starts a streamed screening and steps forward one event at a time to completed', async () => {
    const { user } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Streamed screening' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    expect(logEntries()).toHaveLength(2);
    expect(currentEntry()).toHaveTextContent('submitted');

    const forward = controls().getByRole('button', { name: 'Step forward (→)' });
    await user.click(forward);
    expect(currentEntry()).toHaveTextContent('working');
    await user.click(forward);
    await user.click(forward);
    expect(currentEntry()).toHaveTextContent('completed');
    // Off but still focusable: pressing it on the last event keeps the focus where it was.
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    expect(forward).toHaveFocus();
    await user.click(forward);
    expect(currentEntry()).toHaveTextContent('completed');
    expect(within(figure()).getByText(/Current state: completed\./)).toBeInTheDocument();
    expect(
      within(figure()).getByText(/Path so far: submitted → working → completed\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Event 5 of 5')).toBeInTheDocument();
  });

  it('steps back and jumps to any event in the log, keeping the later ones', async () => {
    const { user } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    expect(currentEntry()).toHaveTextContent('completed');

    await user.click(controls().getByRole('button', { name: 'Step back (←)' }));
    expect(currentEntry()).toHaveTextContent('artifact sanctions-screening');
    expect(logEntries()).toHaveLength(5);

    const log = within(screen.getByRole('list', { name: 'Event log' }));
    await user.click(log.getByRole('button', { name: /^3\s*working/ }));
    expect(currentEntry()).toHaveTextContent('working');
    expect(within(figure()).getByText(/Current state: working\./)).toBeInTheDocument();
    expect(screen.getByText('Event 3 of 5')).toBeInTheDocument();
  });

  it('steps with the arrow keys and jumps with Home and End, but not while typing', async () => {
    const { user } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));

    await user.keyboard('{Home}');
    expect(currentEntry()).toHaveTextContent('ready');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentEntry()).toHaveTextContent('working');
    await user.keyboard('{ArrowLeft}');
    expect(currentEntry()).toHaveTextContent('submitted');
    await user.keyboard('{End}');
    expect(currentEntry()).toHaveTextContent('completed');

    await user.click(setup().getByLabelText('Request'));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(currentEntry()).toHaveTextContent('completed');
    expect(screen.getByText('first / last event', { exact: false })).toBeInTheDocument();
  });

  it('resets to the setup, keeping what was chosen', async () => {
    const { user } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Clarifier' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('list', { name: 'Event log' })).not.toBeInTheDocument();
    expect(setup().getByLabelText('Behaviour')).toHaveDisplayValue('Clarifier');
    expect(setup().getByLabelText('Request')).toHaveValue('Screen this entity');
  });
});
