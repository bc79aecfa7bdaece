import { describe, expect, it } from 'vitest';
import { INVESTIGATOR } from '../../src/scenarios/bank';
import type { EditResult, Workspace } from '../../src/store';
import { edits } from '../../src/store';
import { defaultWorkspace } from '../../src/store/workspace';

const value = (result: EditResult<Workspace>): Workspace => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('caller edits', () => {
  it('changing a caller id rewrites the paths that start from it', () => {
    const ws = value(
      edits.updateCaller(defaultWorkspace(), INVESTIGATOR.agentId, {
        ...INVESTIGATOR,
        agentId: 'analyst',
      }),
    );
    expect(ws.paths.map((p) => p.callerId)).toEqual(['analyst', 'analyst']);
  });

  it('refuses a caller id that another caller has', () => {
    const two = value(edits.addCaller(defaultWorkspace()));
    const result = edits.updateCaller(two, 'new-caller', { ...INVESTIGATOR });
    expect(result).toMatchObject({ ok: false, error: { code: 'DUPLICATE_CALLER' } });
  });

  it('deletes a caller', () => {
    const ws = value(edits.deleteCaller(defaultWorkspace(), INVESTIGATOR.agentId));
    expect(ws.callers).toEqual([]);
  });
});

describe('path edits', () => {
  it('adds a path with an id no other path has', () => {
    const ws = value(
      edits.addPath(defaultWorkspace(), INVESTIGATOR.agentId, ['kyc-refresh-agent']),
    );
    expect(ws.paths.at(-1)).toEqual({
      id: 'path-3',
      callerId: INVESTIGATOR.agentId,
      hops: ['kyc-refresh-agent'],
    });
  });

  it('adds, moves and removes hops', () => {
    let ws = value(edits.addHop(defaultWorkspace(), 'path-2', 'marketing-copy-agent', 0));
    expect(ws.paths[1]?.hops).toEqual([
      'marketing-copy-agent',
      'sanctions-screening-agent',
      'kyc-refresh-agent',
    ]);
    ws = value(edits.moveHop(ws, 'path-2', 0, 2));
    expect(ws.paths[1]?.hops).toEqual([
      'sanctions-screening-agent',
      'kyc-refresh-agent',
      'marketing-copy-agent',
    ]);
    ws = value(edits.removeHop(ws, 'path-2', 1));
    expect(ws.paths[1]?.hops).toEqual(['sanctions-screening-agent', 'marketing-copy-agent']);
  });

  it('refuses a hop position that does not exist rather than editing another hop', () => {
    expect(edits.removeHop(defaultWorkspace(), 'path-1', 5)).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_INDEX', message: 'there is no item at position 6' },
    });
    expect(edits.moveHop(defaultWorkspace(), 'path-9', 0, 0)).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_PATH' },
    });
  });
});

describe('behaviour edits', () => {
  it('adds, edits, reorders and removes steps', () => {
    let ws = value(edits.addStep(defaultWorkspace(), 'clarifier', { op: 'fail', reason: 'no' }, 0));
    expect(ws.behaviours[1]?.steps[0]).toEqual({ op: 'fail', reason: 'no' });
    ws = value(edits.moveStep(ws, 'clarifier', 0, 4));
    expect(ws.behaviours[1]?.steps.map((s) => s.op)).toEqual([
      'work',
      'ask-input',
      'work',
      'complete',
      'fail',
    ]);
    ws = value(edits.updateStep(ws, 'clarifier', 4, { op: 'reject', reason: 'out of scope' }));
    ws = value(edits.removeStep(ws, 'clarifier', 0));
    expect(ws.behaviours[1]?.steps.map((s) => s.op)).toEqual([
      'ask-input',
      'work',
      'complete',
      'reject',
    ]);
  });

  it('gives an added behaviour a unique id', () => {
    const ws = value(edits.addBehaviour(defaultWorkspace(), defaultWorkspace().behaviours[0]));
    expect(ws.behaviours.map((b) => b.id)).toEqual([
      'sanctions-screening',
      'clarifier',
      'sanctions-screening-2',
    ]);
  });
});

describe('settings edits', () => {
  it('adds a callback host as the URL parser writes it and refuses repeats and junk', () => {
    const ws = value(edits.addCallbackHost(defaultWorkspace(), ' Hooks.Example.COM '));
    expect(ws.callbackHosts).toEqual(['agents.bank.ae', 'hooks.example.com']);
    expect(edits.addCallbackHost(ws, 'hooks.example.com')).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_HOST' },
    });
    expect(edits.addCallbackHost(ws, 'https://evil.example/x')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_HOST' },
    });
  });

  it('pins and forgets node positions', () => {
    const ws = value(
      edits.setNodePosition(defaultWorkspace(), 'kyc-refresh-agent', { x: 3, y: 4 }),
    );
    expect(ws.layout).toEqual({ 'kyc-refresh-agent': { x: 3, y: 4 } });
    expect(value(edits.resetLayout(ws)).layout).toEqual({});
  });

  it('keeps a node id named __proto__ as plain data', () => {
    const ws = value(edits.setNodePosition(defaultWorkspace(), '__proto__', { x: 1, y: 1 }));
    expect(Object.getPrototypeOf(ws.layout)).toBe(Object.prototype);
    expect(Object.keys(ws.layout)).toEqual(['__proto__']);
  });
});
