import { describe, expect, it } from 'vitest';
import { createWorkbenchStore } from '../../src/store';

describe('createWorkbenchStore', () => {
  it('opens the bank example and renames a card as one undoable step', () => {
    const store = createWorkbenchStore();
    const result = store.getState().actions.renameCard('kyc-refresh-agent', 'kyc');
    expect(result.ok).toBe(true);
    expect(store.getState().workspace.paths[1]?.hops).toEqual(['sanctions-screening-agent', 'kyc']);
    store.getState().actions.undo();
    expect(store.getState().workspace.paths[1]?.hops).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
    ]);
  });
});
