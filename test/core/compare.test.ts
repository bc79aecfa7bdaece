import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionCodes } from '../../src/core/admission';
import type { AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import {
  compareWorkspaces,
  unchanged,
  type ReviewSubject,
  type WorkspaceChanges,
} from '../../src/core/compare';
import { fieldChanges } from '../../src/core/field-diff';
import { BANK, INVESTIGATOR, KYC_CARD } from '../../src/scenarios/bank';
import { arbSubject } from './workspace-arbitrary';

const bank = (): ReviewSubject => structuredClone(BANK);

const withCard = (ws: ReviewSubject, name: string, edit: (card: AgentCard) => AgentCard) => ({
  ...ws,
  cards: ws.cards.map((card) => (card.name === name ? edit(card) : card)),
});

const platform = (card: AgentCard, fields: Partial<AgentCard['platform']>): AgentCard => ({
  ...card,
  platform: { ...card.platform, ...fields },
});

/**
 * Who may discover whom, written out here from the reference's `discover` (solution.py), not read
 * from the code under test: never itself; only a card listing no tenants or the caller's tenant;
 * only a card cleared for the caller's data (public < internal < confidential < restricted).
 */
const LADDER = ['public', 'internal', 'confidential', 'restricted'];
const expectedVisible = (caller: CallerContext, card: AgentCard): boolean =>
  card.name !== caller.agentId &&
  (card.platform.tenants.length === 0 || card.platform.tenants.includes(caller.tenant)) &&
  LADDER.indexOf(card.platform.maxDataClassification) >= LADDER.indexOf(caller.dataClassification);

describe('compareWorkspaces on the bank example', () => {
  it('finds nothing when a workspace is compared with itself', () => {
    const ws = bank();
    expect(unchanged(compareWorkspaces(ws, ws))).toBe(true);
    expect(unchanged(compareWorkspaces(ws, bank()))).toBe(true);
  });

  it('max depth 4 → 1 denies sanctions anew and adds DEPTH_EXCEEDED to the two denied cards', () => {
    // The investigator's chain is ["orchestrator"], one deep: depth 1 refuses every card.
    const before = bank();
    const after = { ...before, policy: { ...before.policy, maxDepth: 1 } };
    const changes = compareWorkspaces(before, after);
    expect(changes.policy).toEqual([{ path: 'maxDepth', before: 4, after: 1 }]);
    expect(changes.cells).toEqual([
      {
        callerId: 'payments-investigator',
        agent: 'sanctions-screening-agent',
        kind: 'newly-denied',
        before: [],
        after: ['DEPTH_EXCEEDED'],
      },
      {
        callerId: 'payments-investigator',
        agent: 'kyc-refresh-agent',
        kind: 'other-codes',
        before: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
        after: ['DEPTH_EXCEEDED', 'TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      },
      {
        callerId: 'payments-investigator',
        agent: 'marketing-copy-agent',
        kind: 'other-codes',
        before: ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH'],
        after: ['DEPTH_EXCEEDED', 'CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH'],
      },
    ]);
    expect(changes.counts).toMatchObject({ newlyAllowed: 0, newlyDenied: 1, otherCodes: 2 });
    // Depth is not a discovery rule: nothing becomes visible or hidden.
    expect(changes.visibility).toEqual([]);
    // path-1 and path-2 now stop at their first hop; path-2's second hop is no longer reached.
    expect(changes.hops.map((h) => [h.pathId, h.index, h.before.status, h.after.status])).toEqual([
      ['path-1', 0, 'allowed', 'denied'],
      ['path-2', 0, 'allowed', 'denied'],
      ['path-2', 1, 'denied', 'unreachable'],
    ]);
    expect(changes.counts.hops).toBe(3);
    expect(changes.counts.items).toBe(0);
    expect(changes.counts.settings).toBe(1);
  });

  it('serving wholesale and clearing restricted data makes kyc allowed and visible', () => {
    const before = bank();
    const tenants = withCard(before, KYC_CARD.name, (c) =>
      platform(c, { tenants: ['retail', 'wholesale'] }),
    );
    const first = compareWorkspaces(before, tenants);
    expect(first.cells).toEqual([
      {
        callerId: INVESTIGATOR.agentId,
        agent: KYC_CARD.name,
        kind: 'other-codes',
        before: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
        after: ['CLASSIFICATION_EXCEEDED'],
      },
    ]);
    expect(first.visibility).toEqual([]);
    expect(first.cards).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          key: KYC_CARD.name,
          fields: [
            { path: 'platform.tenants', before: ['retail'], after: ['retail', 'wholesale'] },
          ],
        },
      ],
    });

    const cleared = withCard(tenants, KYC_CARD.name, (c) =>
      platform(c, { maxDataClassification: 'restricted' }),
    );
    const second = compareWorkspaces(before, cleared);
    expect(second.cells.map((c) => [c.agent, c.kind, c.after])).toEqual([
      [KYC_CARD.name, 'newly-allowed', []],
    ]);
    expect(second.visibility).toEqual([
      { callerId: INVESTIGATOR.agentId, agent: KYC_CARD.name, visible: true },
    ]);
    // path-2's second hop (sanctions → kyc) was denied for tenant and clearance; now allowed.
    expect(second.hops).toEqual([
      {
        pathId: 'path-2',
        index: 1,
        from: 'sanctions-screening-agent',
        to: KYC_CARD.name,
        before: { status: 'denied', codes: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'] },
        after: { status: 'allowed', codes: [] },
      },
    ]);
  });

  it('keeps kyc hidden when cleared for restricted data: it still serves retail only', () => {
    // The investigator works for wholesale on restricted data; kyc serves retail and handles up
    // to confidential. Clearing it for restricted leaves the tenant rule hiding it.
    const before = bank();
    const after = withCard(before, KYC_CARD.name, (c) =>
      platform(c, { maxDataClassification: 'restricted' }),
    );
    const changes = compareWorkspaces(before, after);
    expect(changes.visibility).toEqual([]);
    expect(changes.cells).toEqual([
      {
        callerId: INVESTIGATOR.agentId,
        agent: KYC_CARD.name,
        kind: 'other-codes',
        before: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
        after: ['TENANT_NOT_PERMITTED'],
      },
    ]);
  });

  it('hides sanctions from the wholesale investigator once it serves retail only', () => {
    const before = bank();
    const after = withCard(before, 'sanctions-screening-agent', (c) =>
      platform(c, { tenants: ['retail'] }),
    );
    const changes = compareWorkspaces(before, after);
    expect(changes.visibility).toEqual([
      { callerId: INVESTIGATOR.agentId, agent: 'sanctions-screening-agent', visible: false },
    ]);
    expect(changes.counts).toMatchObject({ newlyVisible: 0, newlyHidden: 1, newlyDenied: 1 });
  });

  it('lists added and removed cards, callers, paths and hosts without calling them flips', () => {
    const before = bank();
    const after: ReviewSubject = {
      ...before,
      cards: before.cards.filter((c) => c.name !== 'marketing-copy-agent'),
      callers: [...before.callers, { ...INVESTIGATOR, agentId: 'treasury-bot' }],
      paths: [{ id: 'path-3', callerId: 'treasury-bot', hops: ['kyc-refresh-agent'] }],
      callbackHosts: ['hooks.example'],
    };
    const changes = compareWorkspaces(before, after);
    expect(changes.cards).toEqual({ added: [], removed: ['marketing-copy-agent'], changed: [] });
    expect(changes.callers).toEqual({ added: ['treasury-bot'], removed: [], changed: [] });
    expect(changes.paths).toEqual({
      added: ['path-3'],
      removed: ['path-1', 'path-2'],
      changed: [],
    });
    expect(changes.callbackHosts).toEqual({
      added: ['hooks.example'],
      removed: ['agents.bank.ae'],
    });
    expect(changes.cells).toEqual([]);
    expect(changes.hops).toEqual([]);
    expect(changes.counts.items).toBe(5);
    expect(changes.counts.settings).toBe(2);
  });

  it('reads a required scope the caller lacks as newly denied with MISSING_SCOPE', () => {
    const before = bank();
    const after = { ...before, policy: { ...before.policy, requiredScope: 'agents:delegate' } };
    const changes = compareWorkspaces(before, after);
    expect(changes.policy).toEqual([
      { path: 'requiredScope', before: undefined, after: 'agents:delegate' },
    ]);
    expect(changes.cells.map((c) => [c.agent, c.kind, c.after.at(-1)])).toEqual([
      ['sanctions-screening-agent', 'newly-denied', 'MISSING_SCOPE'],
      ['kyc-refresh-agent', 'other-codes', 'MISSING_SCOPE'],
      ['marketing-copy-agent', 'other-codes', 'MISSING_SCOPE'],
    ]);
  });
});

describe('fieldChanges', () => {
  it.each([
    ['equal values', { a: 1 }, { a: 1 }, []],
    [
      'a changed number',
      { maxDepth: 4 },
      { maxDepth: 1 },
      [{ path: 'maxDepth', before: 4, after: 1 }],
    ],
    [
      'a list of values, whole',
      { t: ['a', 'b'] },
      { t: ['b'] },
      [{ path: 't', before: ['a', 'b'], after: ['b'] }],
    ],
    ['a removed key', { a: 1, b: 2 }, { a: 1 }, [{ path: 'b', before: 2, after: undefined }]],
    [
      'a list of objects, item by item',
      { s: [{ id: 'x', n: 1 }] },
      { s: [{ id: 'x', n: 2 }] },
      [{ path: 's[0].n', before: 1, after: 2 }],
    ],
    [
      'a key that is not an identifier',
      { m: { 'x-y': 1 } },
      { m: { 'x-y': 2 } },
      [{ path: 'm["x-y"]', before: 1, after: 2 }],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(fieldChanges(before, after)).toEqual(expected);
  });
});

type Key = string;
const cellKeys = (c: WorkspaceChanges) => c.cells.map((f) => `${f.callerId}→${f.agent}`).sort();
const sorted = (items: readonly string[]) => [...items].sort();

const MIRROR = { 'newly-allowed': 'newly-denied', 'newly-denied': 'newly-allowed' } as const;

describe('compareWorkspaces properties', () => {
  it('finds nothing comparing any workspace with itself or a copy', () => {
    fc.assert(
      fc.property(arbSubject, (ws) => {
        expect(unchanged(compareWorkspaces(ws, ws))).toBe(true);
        expect(unchanged(compareWorkspaces(ws, structuredClone(ws)))).toBe(true);
      }),
    );
  });

  it('reports exactly the common cells whose independently computed verdicts differ', () => {
    fc.assert(
      fc.property(arbSubject, arbSubject, (a, b) => {
        const changes = compareWorkspaces(a, b);
        const expected: Key[] = [];
        for (const callerB of b.callers) {
          const callerA = a.callers.find((c) => c.agentId === callerB.agentId);
          if (callerA === undefined) continue;
          for (const cardB of b.cards) {
            const cardA = a.cards.find((c) => c.name === cardB.name);
            if (cardA === undefined) continue;
            const was = admissionCodes(callerA, cardA, a.policy);
            const now = admissionCodes(callerB, cardB, b.policy);
            const flip = changes.cells.find(
              (f) => f.callerId === callerB.agentId && f.agent === cardB.name,
            );
            if (was.join() === now.join()) {
              expect(flip).toBeUndefined();
            } else {
              expected.push(`${callerB.agentId}→${cardB.name}`);
              expect(flip?.before).toEqual(was);
              expect(flip?.after).toEqual(now);
              const kind =
                now.length === 0
                  ? 'newly-allowed'
                  : was.length === 0
                    ? 'newly-denied'
                    : 'other-codes';
              expect(flip?.kind).toBe(kind);
            }
            const visible = expectedVisible(callerB, cardB);
            const flipped = changes.visibility.find(
              (v) => v.callerId === callerB.agentId && v.agent === cardB.name,
            );
            expect(flipped?.visible).toBe(
              visible === expectedVisible(callerA, cardA) ? undefined : visible,
            );
          }
        }
        expect(cellKeys(changes)).toEqual(expected.sort());
      }),
    );
  });

  it('mirrors every change when the two versions swap', () => {
    fc.assert(
      fc.property(arbSubject, arbSubject, (a, b) => {
        const ab = compareWorkspaces(a, b);
        const ba = compareWorkspaces(b, a);
        const cells = (c: WorkspaceChanges, swap: boolean) =>
          c.cells
            .map((f) => {
              const kind = swap && f.kind !== 'other-codes' ? MIRROR[f.kind] : f.kind;
              const [before, after] = swap ? [f.after, f.before] : [f.before, f.after];
              return JSON.stringify([f.callerId, f.agent, kind, before, after]);
            })
            .sort();
        expect(cells(ba, true)).toEqual(cells(ab, false));
        const seen = (c: WorkspaceChanges, swap: boolean) =>
          c.visibility
            .map((v) => `${v.callerId}→${v.agent}:${swap ? !v.visible : v.visible}`)
            .sort();
        expect(seen(ba, true)).toEqual(seen(ab, false));
        const hops = (c: WorkspaceChanges, swap: boolean) =>
          c.hops
            .map((h) =>
              JSON.stringify([
                h.pathId,
                h.index,
                swap ? h.after : h.before,
                swap ? h.before : h.after,
              ]),
            )
            .sort();
        expect(hops(ba, true)).toEqual(hops(ab, false));
        for (const what of ['cards', 'callers', 'paths', 'behaviours'] as const) {
          expect(sorted(ba[what].added)).toEqual(sorted(ab[what].removed));
          expect(sorted(ba[what].removed)).toEqual(sorted(ab[what].added));
          const fields = (c: WorkspaceChanges, swap: boolean) =>
            c[what].changed
              .flatMap(({ key, fields: f }) =>
                f.map((x) =>
                  JSON.stringify([
                    key,
                    x.path,
                    swap ? x.after : x.before,
                    swap ? x.before : x.after,
                  ]),
                ),
              )
              .sort();
          expect(fields(ba, true)).toEqual(fields(ab, false));
        }
        expect(ba.policy.map((f) => [f.path, f.after, f.before])).toEqual(
          ab.policy.map((f) => [f.path, f.before, f.after]),
        );
        expect(ba.callbackHosts).toEqual({
          added: ab.callbackHosts.removed,
          removed: ab.callbackHosts.added,
        });
        expect(ba.counts.newlyAllowed).toBe(ab.counts.newlyDenied);
        expect(ba.counts.newlyVisible).toBe(ab.counts.newlyHidden);
      }),
    );
  });
});
