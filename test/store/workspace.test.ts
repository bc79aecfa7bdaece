import { describe, expect, it } from 'vitest';
import {
  defaultWorkspace,
  emptyWorkspace,
  workspaceSchema,
  workspacesEqual,
} from '../../src/store';

describe('workspace', () => {
  it('the default workspace is the bank example and passes its own schema', () => {
    const ws = defaultWorkspace();
    expect(ws.cards.map((c) => c.name)).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
    ]);
    expect(ws.callers.map((c) => c.agentId)).toEqual(['payments-investigator']);
    expect(workspaceSchema.safeParse(ws).success).toBe(true);
    expect(workspaceSchema.safeParse(emptyWorkspace()).success).toBe(true);
  });

  it('each call gives a fresh copy that edits cannot leak between', () => {
    const a = defaultWorkspace();
    a.cards[0]!.platform.tenants.push('leak');
    expect(defaultWorkspace().cards[0]!.platform.tenants).toEqual(['wholesale', 'retail']);
  });

  it('compares workspaces by content, not key order', () => {
    const parsed = workspaceSchema.parse(JSON.parse(JSON.stringify(defaultWorkspace())));
    expect(workspacesEqual(parsed, defaultWorkspace())).toBe(true);
    expect(workspacesEqual(parsed, { ...parsed, name: 'other' })).toBe(false);
  });
});
