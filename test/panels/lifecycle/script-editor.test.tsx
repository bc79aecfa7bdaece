import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SANCTIONS_SCREENING } from '../../../src/core/behaviour';
import { pasteInto } from '../../helpers/paste';
import { renderPanel } from './render-panel';

async function openEditor() {
  const rendered = renderPanel();
  await rendered.user.click(screen.getByRole('tab', { name: 'Behaviour script' }));
  return rendered;
}
const steps = () => within(screen.getByRole('list', { name: 'Steps of Sanctions screening' }));
const script = (store: ReturnType<typeof renderPanel>['store']) =>
  store.getState().workspace.behaviours.find((b) => b.id === 'sanctions-screening');

describe('behaviour script editor', () => {
  it('adds, reorders and removes steps as undoable store edits', async () => {
    const { user, store } = await openEditor();
    await user.selectOptions(screen.getByLabelText('New step'), 'fail');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(script(store)?.steps.map((s) => s.op)).toEqual(['work', 'artifact', 'complete', 'fail']);

    await user.click(steps().getByRole('button', { name: 'Move step 4 (Fail) up' }));
    expect(script(store)?.steps.map((s) => s.op)).toEqual(['work', 'artifact', 'fail', 'complete']);
    await user.click(steps().getByRole('button', { name: 'Remove step 2 (Artifact)' }));
    expect(script(store)?.steps.map((s) => s.op)).toEqual(['work', 'fail', 'complete']);

    store.getState().actions.undo();
    expect(script(store)?.steps.map((s) => s.op)).toEqual(['work', 'artifact', 'fail', 'complete']);
  });

  it('keeps invalid JSON data in the box with its error and stores valid JSON', async () => {
    const { user, store } = await openEditor();
    const data = steps().getByLabelText('Data part (JSON object)');
    await user.clear(data);
    await pasteInto(user, data, '{"matches": 2, "list": "UN"');
    expect(data).toHaveValue('{"matches": 2, "list": "UN"');
    expect(screen.getByRole('alert')).toHaveTextContent('$: not valid JSON');
    // Clearing the box dropped the data part; the invalid text since then changed nothing.
    const step = script(store)?.steps[1];
    expect(step).toMatchObject({ op: 'artifact', name: 'sanctions-screening' });
    expect(step && 'data' in step).toBe(false);

    await user.type(data, '}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(data).toHaveValue('{"matches": 2, "list": "UN"}');
    const stored = script(store)?.steps[1];
    expect(stored?.op === 'artifact' && stored.data).toEqual({ matches: 2, list: 'UN' });
  });

  it('names the JSON path of a value JSON cannot carry and refuses a list', async () => {
    const { user } = await openEditor();
    const data = steps().getByLabelText('Data part (JSON object)');
    await user.clear(data);
    await pasteInto(user, data, '{"score": 1e999}');
    expect(screen.getByRole('alert')).toHaveTextContent('$.score: JSON numbers must be finite');
    await user.clear(data);
    await pasteInto(user, data, '[1]');
    expect(screen.getByRole('alert')).toHaveTextContent('$: a data part needs a JSON object');
    expect(data).toHaveValue('[1]');
  });

  it('refuses an empty question and keeps the stored one', async () => {
    const { user, store } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Behaviour to edit (and run)'), 'clarifier');
    const question = screen.getByLabelText('Question');
    await user.clear(question);
    expect(screen.getByRole('alert')).toHaveTextContent('a question is needed');
    const clarifier = store.getState().workspace.behaviours.find((b) => b.id === 'clarifier');
    expect(clarifier?.steps[1]).toEqual({
      op: 'ask-input',
      question: 'Which jurisdiction should I screen against?',
    });
    expect(store.getState().session.setup.behaviourId).toBe('clarifier');
  });

  it('restores an edited built-in behaviour with one click', async () => {
    const { user, store } = await openEditor();
    await user.click(steps().getByRole('button', { name: 'Remove step 2 (Artifact)' }));
    await user.click(screen.getByRole('button', { name: 'Sanctions screening' }));
    expect(script(store)).toEqual(SANCTIONS_SCREENING);
  });
});
