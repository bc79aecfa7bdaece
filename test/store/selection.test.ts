import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, selectSelectedCaller, selectSelectedCard } from '../../src/store';
import { INVESTIGATOR } from '../../src/scenarios/bank';

describe('selection', () => {
  it('starts on the first caller and follows renames of the selected card and caller', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    expect(selectSelectedCaller(store.getState())?.agentId).toBe(INVESTIGATOR.agentId);
    actions.selectCard('kyc-refresh-agent');
    actions.renameCard('kyc-refresh-agent', 'kyc');
    expect(selectSelectedCard(store.getState())?.name).toBe('kyc');
    actions.updateCaller(INVESTIGATOR.agentId, { ...INVESTIGATOR, agentId: 'analyst' });
    expect(store.getState().selection.callerId).toBe('analyst');
  });

  it('falls back to the first caller when the selected one is gone', () => {
    const store = createWorkbenchStore();
    store.getState().actions.selectCaller('nobody');
    expect(selectSelectedCaller(store.getState())?.agentId).toBe(INVESTIGATOR.agentId);
  });
});
