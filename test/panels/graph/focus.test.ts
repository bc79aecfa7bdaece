import { describe, expect, it } from 'vitest';
import {
  FOCUS_ALL,
  focusFrom,
  focusSet,
  focusValue,
  knownFocus,
  sameFocus,
} from '../../../src/panels/graph/focus';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { agent, caller, reportsOf, workspaceWith } from './fixture';

const ws = workspaceWith(
  [
    { id: 'p1', callerId: 'desk', hops: ['a', 'b'] },
    { id: 'p2', callerId: 'ops', hops: ['c', 'b'] },
  ],
  { callers: [caller('desk'), caller('ops')], cards: ['a', 'b', 'c', 'd'].map((n) => agent(n)) },
);
const flow = toFlow(ws, reportsOf(ws));

describe('graph focus', () => {
  it('counts a focus worked out again after an edit as the same while it holds the same ids', () => {
    const p1 = { kind: 'path', pathId: 'p1' } as const;
    const renamedD = {
      ...ws,
      cards: ws.cards.map((c) => (c.name === 'd' ? { ...c, name: 'e' } : c)),
    };
    const again = focusSet(toFlow(renamedD, reportsOf(renamedD)), p1);
    expect(again).not.toBe(focusSet(flow, p1));
    expect(sameFocus(focusSet(flow, p1), again)).toBe(true);
    const longer = {
      ...ws,
      paths: ws.paths.map((p) => (p.id === 'p1' ? { ...p, hops: ['a', 'b', 'c'] } : p)),
    };
    expect(sameFocus(focusSet(flow, p1), focusSet(toFlow(longer, reportsOf(longer)), p1))).toBe(
      false,
    );
    expect(sameFocus(focusSet(flow, p1), focusSet(flow, { kind: 'path', pathId: 'p2' }))).toBe(
      false,
    );
    expect(sameFocus(undefined, focusSet(flow, FOCUS_ALL))).toBe(true);
    expect(sameFocus(undefined, focusSet(flow, p1))).toBe(false);
  });

  it('dims nothing when every path is shown', () => {
    expect(focusSet(flow, FOCUS_ALL)).toBeUndefined();
  });

  it('keeps one caller, its paths’ hops and the agents they touch', () => {
    const shown = focusSet(flow, { kind: 'caller', callerId: 'ops' });
    expect([...(shown?.nodes ?? [])].sort()).toEqual(['b', 'c', 'caller:ops']);
    expect([...(shown?.edges ?? [])].sort()).toEqual(['hop:p2:0', 'hop:p2:1']);
  });

  it('keeps one path, including hops that leave an agent shared with other paths', () => {
    const shown = focusSet(flow, { kind: 'path', pathId: 'p1' });
    expect([...(shown?.nodes ?? [])].sort()).toEqual(['a', 'b', 'caller:desk']);
    expect([...(shown?.edges ?? [])].sort()).toEqual(['hop:p1:0', 'hop:p1:1']);
  });

  it('keeps a caller without paths in focus on its own', () => {
    const shown = focusSet(flow, { kind: 'caller', callerId: 'nobody' });
    expect([...(shown?.nodes ?? [])]).toEqual(['caller:nobody']);
    expect(shown?.edges.size).toBe(0);
  });

  it('reads back every focus from its option value, ids with colons included', () => {
    for (const focus of [
      FOCUS_ALL,
      { kind: 'caller', callerId: 'desk:eu' },
      { kind: 'path', pathId: 'p:1' },
    ] as const) {
      expect(focusFrom(focusValue(focus))).toEqual(focus);
    }
  });
});

describe('a focus saved before a reload', () => {
  it('stays while its caller or path is in the workspace', () => {
    expect(knownFocus({ kind: 'caller', callerId: 'ops' }, ws.callers, ws.paths)).toEqual({
      kind: 'caller',
      callerId: 'ops',
    });
    expect(knownFocus({ kind: 'path', pathId: 'p2' }, ws.callers, ws.paths)).toEqual({
      kind: 'path',
      pathId: 'p2',
    });
  });

  it('falls back to every path when what it names is gone, rather than dimming everything', () => {
    expect(knownFocus({ kind: 'caller', callerId: 'p1' }, ws.callers, ws.paths)).toBe(FOCUS_ALL);
    expect(knownFocus({ kind: 'path', pathId: 'desk' }, ws.callers, ws.paths)).toBe(FOCUS_ALL);
    expect(knownFocus(focusFrom('path:'), ws.callers, ws.paths)).toBe(FOCUS_ALL);
  });
});
