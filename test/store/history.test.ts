import { describe, expect, it } from 'vitest';
import {
  HISTORY_DEPTH,
  createWorkbenchStore,
  selectCanRedo,
  selectCanUndo,
  selectRedoLabel,
  selectUndoLabel,
} from '../../src/store';
import { setName } from '../../src/store/edits/settings';

describe('undo history', () => {
  it('labels each step and undoes and redoes it', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    actions.renameCard('kyc-refresh-agent', 'kyc');
    actions.setPolicy({ maxDepth: 2, acceptableSchemes: ['oauth2'] });
    expect(selectUndoLabel(store.getState())).toBe('Edit policy');

    actions.undo();
    expect(store.getState().workspace.policy.maxDepth).toBe(4);
    expect(selectUndoLabel(store.getState())).toBe('Rename card');
    expect(selectRedoLabel(store.getState())).toBe('Edit policy');

    actions.undo();
    expect(store.getState().workspace.cards[1]?.name).toBe('kyc-refresh-agent');
    expect(selectCanUndo(store.getState())).toBe(false);

    actions.redo();
    actions.redo();
    expect(store.getState().workspace.cards[1]?.name).toBe('kyc');
    expect(store.getState().workspace.policy.maxDepth).toBe(2);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('a new edit after undo clears what could be redone', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    actions.addCard();
    actions.undo();
    actions.addCaller();
    expect(selectCanRedo(store.getState())).toBe(false);
    expect(selectUndoLabel(store.getState())).toBe('Add caller');
  });

  it(`keeps the last ${HISTORY_DEPTH} steps`, () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    for (let i = 1; i <= HISTORY_DEPTH + 5; i += 1) actions.setName(`name ${i}`);
    expect(store.getState().history.past).toHaveLength(HISTORY_DEPTH);
    for (let i = 0; i < HISTORY_DEPTH; i += 1) actions.undo();
    expect(store.getState().workspace.name).toBe('name 5');
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('a refused edit leaves the workspace and the history alone', () => {
    const store = createWorkbenchStore();
    const before = store.getState().workspace;
    const result = store.getState().actions.renameCard('kyc-refresh-agent', 'marketing-copy-agent');
    expect(result.ok).toBe(false);
    expect(store.getState().workspace).toBe(before);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('commits that change nothing add no step', () => {
    const store = createWorkbenchStore();
    const { actions, workspace } = store.getState();
    actions.commit('Nothing', workspace);
    actions.renameCard('kyc-refresh-agent', 'kyc-refresh-agent');
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('undoes a run of commits sharing a merge key as one step', () => {
    const store = createWorkbenchStore();
    const type = (text: string) => {
      const { workspace, actions } = store.getState();
      const next = setName(workspace, text);
      if (next.ok) actions.commit('Rename workspace', next.value, { mergeKey: 'name' });
    };
    type('B');
    type('Ba');
    type('Bank');
    expect(store.getState().history.past).toHaveLength(1);
    store.getState().actions.undo();
    expect(store.getState().workspace.name).toBe('Bank delegation example');
    store.getState().actions.redo();
    expect(store.getState().workspace.name).toBe('Bank');
  });

  it('every edit action is undoable', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    const original = store.getState().workspace;
    const run = [
      () => actions.addCard(),
      () => actions.duplicateCard('kyc-refresh-agent'),
      () => actions.deleteCard('marketing-copy-agent'),
      () => actions.addCaller(),
      () => actions.deleteCaller('new-caller'),
      () => actions.addPath('payments-investigator'),
      () => actions.addHop('path-1', 'kyc-refresh-agent'),
      () => actions.moveHop('path-1', 0, 1),
      () => actions.removeHop('path-1', 0),
      () => actions.updatePath('path-1', { hops: [] }),
      () => actions.deletePath('path-2'),
      () => actions.addBehaviour(),
      () => actions.describeBehaviour('clarifier', { name: 'Asker' }),
      () => actions.addStep('clarifier', { op: 'work' }),
      () => actions.removeStep('clarifier', 0),
      () => actions.moveStep('clarifier', 0, 1),
      () => actions.updateStep('clarifier', 0, { op: 'work' }),
      () => actions.deleteBehaviour('behaviour'),
      () => actions.addCallbackHost('hooks.example.com'),
      () => actions.removeCallbackHost('agents.bank.ae'),
      () => actions.setCallbackHosts(['a.example']),
      () => actions.setNodePosition('kyc-refresh-agent', { x: 1, y: 1 }),
      () => actions.resetLayout(),
      () => actions.setName('Renamed'),
    ];
    for (const step of run) expect(step().ok).toBe(true);
    actions.replaceWorkspace({ ...original, name: 'Replaced' });
    expect(store.getState().history.past).toHaveLength(run.length + 1);
    while (selectCanUndo(store.getState())) actions.undo();
    expect(store.getState().workspace).toBe(original);
  });
});
