import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '../../helpers/paste';
import { controls, currentEntry, presets, renderPanel, setup, task } from './render-panel';

describe('lifecycle task actions', () => {
  it('refuses an illegal forced move with the core message and records nothing', async () => {
    const { user, store } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    const frames = store.getState().session.run?.timeline.frames.length;

    await user.selectOptions(task().getByLabelText('Force state'), 'working');
    await user.click(task().getByRole('button', { name: 'Force transition' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'completed is terminal; cannot move to working',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ILLEGAL_TRANSITION');
    expect(store.getState().session.run?.timeline.frames).toHaveLength(frames ?? -1);
    expect(currentEntry()).toHaveTextContent('completed');
  });

  it('records a legal forced move as a new event', async () => {
    const { user } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Step forward (→)' }));
    expect(
      task().getByText(
        'Legal from working: input-required, auth-required, completed, canceled, failed.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(task().getByLabelText('Force state'), 'failed');
    await pasteInto(user, task().getByLabelText('Agent message (optional)'), 'List service down');
    await user.click(task().getByRole('button', { name: 'Force transition' }));
    expect(currentEntry()).toHaveTextContent('forced failed');
    expect(task().getByText('List service down')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the caller in input-required and continues the same task with the reply', async () => {
    const { user, store } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Clarifier' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));

    const reply = task().getByRole('form', { name: 'The agent asks' });
    expect(
      within(reply).getByText('Which jurisdiction should I screen against?'),
    ).toBeInTheDocument();
    const send = within(reply).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await pasteInto(user, within(reply).getByLabelText('Your reply'), 'UAE and UN lists');
    await user.click(send);
    expect(currentEntry()).toHaveTextContent('reply sent');
    expect(task().queryByRole('form', { name: 'The agent asks' })).not.toBeInTheDocument();

    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    expect(currentEntry()).toHaveTextContent('completed');
    const run = store.getState().session.run;
    const frames = run?.timeline.frames ?? [];
    const ids = new Set(frames.map((f) => f.taskId).filter((id) => id !== undefined));
    expect([...ids]).toEqual(['task-1']);
  });

  it('shows TASK_TERMINAL when a finished task is cancelled', async () => {
    const { user } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Cancellation' }));
    expect(currentEntry()).toHaveTextContent('canceled');
    await user.click(task().getByRole('button', { name: 'Cancel task' }));
    expect(currentEntry()).toHaveTextContent('cancel refused: TASK_TERMINAL');
    expect(task().getByText('TASK_TERMINAL')).toBeInTheDocument();
    expect(task().getByText('task task-1 is already canceled')).toBeInTheDocument();
  });

  it('shows every admission denial instead of a task', async () => {
    const { user } = renderPanel();
    await user.selectOptions(setup().getByLabelText('Callee card'), 'marketing-copy-agent');
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    const denials = within(task().getByRole('list', { name: 'Denials' }));
    expect(denials.getByText('CLASSIFICATION_EXCEEDED')).toBeInTheDocument();
    expect(denials.getByText('NO_ACCEPTABLE_AUTH')).toBeInTheDocument();
    expect(task().queryByRole('button', { name: 'Cancel task' })).not.toBeInTheDocument();
  });

  it('says when the workspace changed under the recording and restarts with it', async () => {
    const { user, store } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    store.getState().actions.removeStep('sanctions-screening', 1);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The workspace changed since this delegation started');
    expect(banner).toHaveTextContent('behaviour "Sanctions screening" was edited');
    await user.click(
      within(banner).getByRole('button', { name: 'Restart with current workspace' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    expect(currentEntry()).toHaveTextContent('completed');
  });

  it('sends a reply on Enter and adds a line on Shift+Enter', async () => {
    const { user, store } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Clarifier' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    const box = within(task().getByRole('form', { name: 'The agent asks' })).getByLabelText(
      'Your reply',
    );
    // The keys are what is tested here; the words around them are pasted.
    await pasteInto(user, box, 'UAE lists');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('and UN lists');
    expect(box).toHaveValue('UAE lists\nand UN lists');
    await user.keyboard('{Enter}');
    expect(currentEntry()).toHaveTextContent('reply sent');
    const sent = store.getState().session.run?.actions.at(-1);
    expect(sent?.kind === 'reply' && sent.text).toBe('UAE lists\nand UN lists');
  });

  it('asks before cancelling from an earlier event, naming the events it drops', async () => {
    const { user, store } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Run to end' }));
    const frames = () => store.getState().session.run?.timeline.frames.map((f) => f.label);
    const recorded = frames();
    await user.click(controls().getByRole('button', { name: 'Step back (←)' }));
    await user.click(controls().getByRole('button', { name: 'Step back (←)' }));
    await user.click(task().getByRole('button', { name: 'Cancel task' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Cancel the task from event \d+\?$/ });
    const dropped = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(dropped).toEqual(recorded?.slice(-2));
    await user.click(within(dialog).getByRole('button', { name: 'Keep the recording' }));
    expect(frames()).toEqual(recorded);

    await user.click(task().getByRole('button', { name: 'Cancel task' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Cancel the task and drop 2 later events',
      }),
    );
    expect(frames()).toEqual([...(recorded ?? []).slice(0, -2), 'canceled']);
  });
});
