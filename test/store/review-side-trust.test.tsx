// The in-app comparisons read each side's own signature verdicts, as the review report does: the
// baseline's cards verified against the baseline's trusted keys, the workspace's against today's.
// Cards are signed at test time by the A2A SDK; the expected flips are worked out by hand from the
// bank example (one extra caller whose tenant no card but marketing serves).
import { generateAgentCardSignature, type AgentCard as SdkCard } from '@a2a-js/sdk';
import { act, render, screen } from '@testing-library/react';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeDigest } from '../../scripts/review';
import type { WorkspaceTrust } from '../../src/core/card-trust';
import type { CallerContext } from '../../src/core/caller';
import type { PublicJwk, TrustedKey } from '../../src/core/trusted-key';
import type { SignedContent } from '../../src/adapters/signature/workspace-trust';
import MatrixPanel from '../../src/panels/matrix';
import { ChangesDetail } from '../../src/panels/review/changes-detail';
import {
  createWorkbenchStore,
  defaultWorkspace,
  WorkbenchProvider,
  type Workspace,
  type WorkbenchStore,
} from '../../src/store';
import { selectBaseline } from '../../src/store/review/baseline';
import { selectComparison, selectLastEdit } from '../../src/store/review/comparison';
import { verifyContentTrust } from '../../src/store/review/content-trust';
import { workspaceReport } from '../../src/store/review/report/for-workspace';
import { watchContentTrust } from '../../src/store/review/trust-watch';
import { joseRealmWhileRunning } from '../helpers/jose-realm';

const AT = '2026-03-31T09:15:00.000Z';
const SANCTIONS = 'sanctions-screening-agent';
const KYC = 'kyc-refresh-agent';
const MARKETING = 'marketing-copy-agent';
const INVESTIGATOR = 'payments-investigator';

/** A caller of a tenant sanctions does not serve: its sanctions cell is denied before and after. */
const TREASURY: CallerContext = {
  agentId: 'treasury-bot',
  tenant: 'treasury',
  userId: 'u-9',
  scopes: ['delegate'],
  dataClassification: 'internal',
  delegationChain: [],
};

const published = (name: string) => ({
  name,
  description: `The ${name}`,
  version: '1.0.0',
  supportedInterfaces: [
    { url: `https://agents.bank.ae/${name}`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'main', name: 'Main', description: 'Does its work', tags: ['bank'] }],
});

joseRealmWhileRunning();

let bankKey: TrustedKey;
/** sanctions: signed by the bank key; kyc: signed, then edited; marketing: a kid no key has. */
let signedCards: Record<string, string>;

beforeAll(async () => {
  const bank = await generateKeyPair('ES256', { extractable: true });
  const other = await generateKeyPair('ES256', { extractable: true });
  bankKey = {
    name: 'bank key',
    vouchesFor: 'bank.ae',
    jwk: { ...(await exportJWK(bank.publicKey)), kid: 'k1' } as PublicJwk,
  };
  const sign = async (name: string, key: CryptoKey, kid: string) =>
    (await generateAgentCardSignature(key, { alg: 'ES256', kid, typ: 'JOSE' })(
      published(name) as unknown as SdkCard,
    )) as unknown as Record<string, unknown>;
  const kyc = await sign(KYC, bank.privateKey, 'k1');
  signedCards = {
    [SANCTIONS]: JSON.stringify(await sign(SANCTIONS, bank.privateKey, 'k1')),
    [KYC]: JSON.stringify({ ...kyc, description: 'Edited after signing' }),
    [MARKETING]: JSON.stringify(await sign(MARKETING, other.privateKey, 'k-other')),
  };
});

/** The bank example, cards signed, the bank key trusted, the signature rule on. */
function signedWorkspace(): Workspace {
  const ws = defaultWorkspace();
  return {
    ...ws,
    cards: ws.cards.map((card) => ({ ...card, published: signedCards[card.name] })),
    callers: [...ws.callers, TREASURY],
    policy: { ...ws.policy, requireTrustedSignature: true },
    trustedKeys: [bankKey],
  };
}

/** A verifier held until `release`: the comparison's pending state, seen from outside. */
function heldVerifier() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls: SignedContent[] = [];
  const verify = async (content: SignedContent): Promise<WorkspaceTrust> => {
    calls.push(content);
    await gate;
    return verifyContentTrust(content);
  };
  return { verify, calls, release: () => open() };
}

async function reviewed(): Promise<WorkbenchStore> {
  const store = createWorkbenchStore({
    workspace: signedWorkspace(),
    now: () => AT,
    digest: nodeDigest,
  });
  const recorded = await store
    .getState()
    .actions.recordReview({ name: 'Q1', reviewer: 'Ana', note: '' });
  if (!recorded.ok) throw new Error(recorded.error.message);
  return store;
}

const removeKey = (store: WorkbenchStore) =>
  act(() => {
    const ws = store.getState().workspace;
    store.getState().actions.commit('Remove key', { ...ws, trustedKeys: [] });
  });

/**
 * Every side compared is verified: the baseline's, and the version before the last edit's, which
 * is verified on its own and may come later (it did on a loaded CI machine).
 */
const settled = (store: WorkbenchStore) =>
  vi.waitFor(() => {
    expect(selectComparison(store.getState())?.pending.size).toBe(0);
    expect(selectLastEdit(store.getState())?.pending.size ?? 0).toBe(0);
  });

// Worked out by hand. Before: sanctions valid under the bank key; kyc invalid (edited after
// signing); marketing signed by a kid no key matches. After: the bank key gone, sanctions reads
// key unknown; kyc and marketing still have no trusted signature. So only sanctions' cells flip:
// the investigator was allowed (newly denied), treasury-bot was denied its tenant (other codes).
const FLIPS = [
  {
    callerId: INVESTIGATOR,
    agent: SANCTIONS,
    kind: 'newly-denied',
    before: [],
    after: ['SIGNATURE_NOT_TRUSTED'],
  },
  {
    callerId: 'treasury-bot',
    agent: SANCTIONS,
    kind: 'other-codes',
    before: ['TENANT_NOT_PERMITTED'],
    after: ['TENANT_NOT_PERMITTED', 'SIGNATURE_NOT_TRUSTED'],
  },
];
// path-1 is investigator → sanctions; path-2 goes on to kyc, which was denied and is now not
// reached (sanctions, its first hop, is denied).
const HOPS = [
  ['path-1', 0, 'allowed', 'denied'],
  ['path-2', 0, 'allowed', 'denied'],
  ['path-2', 1, 'denied', 'unreachable'],
];

const hopsOf = (store: WorkbenchStore) =>
  selectComparison(store.getState())?.changes.hops.map((h) => [
    h.pathId,
    h.index,
    h.before.status,
    h.after.status,
  ]);

/** The report's flipped cells as `caller → agent|kind` lines. */
function reportFlips(html: string): string[] {
  const start = html.indexOf('<section id="changes">');
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<tr><td>([^<]+ → [^<]+)<\/td><td>([^<]+)<\/td>/g)].map(
    (m) => `${m[1]}|${m[2]}`,
  );
}

describe('in-app comparisons read the baseline’s own signature verdicts', () => {
  it('a trusted key removed since the review flips exactly the cells it vouched for, as the report says', async () => {
    const store = await reviewed();
    removeKey(store);
    const stop = watchContentTrust(store);
    await settled(store);
    const comparison = selectComparison(store.getState());
    expect(comparison?.changes.cells).toEqual(FLIPS);
    expect(comparison?.changes.counts).toMatchObject({
      newlyDenied: 1,
      otherCodes: 1,
      newlyAllowed: 0,
      hops: 3,
    });
    expect(hopsOf(store)).toEqual(HOPS);
    // The last edit was the key's removal: its what-if reads the version before it the same way.
    expect(selectLastEdit(store.getState())?.changes.cells).toEqual(FLIPS);

    const report = await workspaceReport(
      store.getState().workspace,
      selectBaseline(store.getState()),
      nodeDigest,
    );
    if (!report.ok) throw new Error(report.error.message);
    const inApp = comparison?.changes.cells.map(
      (c) =>
        `${c.callerId} → ${c.agent}|${c.kind.replace('-', ' ').replace('other codes', 'other codes')}`,
    );
    expect(reportFlips(report.value.html)).toEqual([
      `${INVESTIGATOR} → ${SANCTIONS}|newly denied`,
      `treasury-bot → ${SANCTIONS}|other codes`,
    ]);
    expect(reportFlips(report.value.html)).toEqual(inApp);
    stop();
  });

  it('the same key taken out and put back (an equal list, not the same one) flips nothing', async () => {
    const store = await reviewed();
    removeKey(store);
    act(() => {
      const ws = store.getState().workspace;
      store.getState().actions.commit('Trust again', { ...ws, trustedKeys: [{ ...bankKey }] });
    });
    const stop = watchContentTrust(store);
    await settled(store);
    const comparison = selectComparison(store.getState());
    expect(comparison?.changes.cells).toEqual([]);
    expect(comparison?.changes.hops).toEqual([]);
    expect(comparison?.changes.trustedKeys).toEqual({ added: [], removed: [], changed: [] });
    stop();
  });

  it('a version still being verified shows no flip its placeholder verdicts would make up', async () => {
    const store = await reviewed();
    const trustAgain = () =>
      act(() => {
        const ws = store.getState().workspace;
        store.getState().actions.commit('Trust again', { ...ws, trustedKeys: [{ ...bankKey }] });
      });
    trustAgain();
    const held = heldVerifier();
    let holding = false;
    const stop = watchContentTrust(store, (content) =>
      holding ? held.verify(content) : verifyContentTrust(content),
    );
    await settled(store);
    expect(selectComparison(store.getState())?.changes.cells).toEqual([]);
    // The baseline's verdicts are known (sanctions valid); today's, after another equal list of
    // keys, are not yet: read as unsigned they would deny sanctions, a flip nothing made.
    holding = true;
    trustAgain();
    const pending = selectComparison(store.getState());
    expect([...(pending?.pending ?? [])].sort()).toEqual([KYC, MARKETING, SANCTIONS]);
    expect(pending?.changes.cells).toEqual([]);
    expect(pending?.changes.hops).toEqual([]);
    expect(selectLastEdit(store.getState())?.changes.cells).toEqual([]);
    held.release();
    await settled(store);
    expect(selectComparison(store.getState())?.changes.cells).toEqual([]);
    stop();
  });

  it('a baseline that trusted no key reads its signed cards as key unknown: the key added now newly allows', async () => {
    const ws = signedWorkspace();
    const store = createWorkbenchStore({
      workspace: { ...ws, trustedKeys: [] },
      now: () => AT,
      digest: nodeDigest,
    });
    expect((await store.getState().actions.baselineFromNow()).ok).toBe(true);
    act(() =>
      store
        .getState()
        .actions.commit('Trust', { ...store.getState().workspace, trustedKeys: [bankKey] }),
    );
    const stop = watchContentTrust(store);
    await settled(store);
    expect(selectComparison(store.getState())?.changes.cells).toEqual(
      FLIPS.map((f) => ({
        ...f,
        kind: f.kind === 'newly-denied' ? 'newly-allowed' : f.kind,
        before: f.after,
        after: f.before,
      })),
    );
    stop();
  });

  it('while a side is being verified, no flip of a signed card shows, and the pending cards are named', async () => {
    const store = await reviewed();
    removeKey(store);
    const held = heldVerifier();
    const stop = watchContentTrust(store, held.verify);
    const pending = selectComparison(store.getState());
    expect([...(pending?.pending ?? [])].sort()).toEqual([KYC, MARKETING, SANCTIONS]);
    expect(pending?.changes.cells).toEqual([]);
    expect(pending?.changes.hops).toEqual([]);
    expect(pending?.changes.counts).toMatchObject({
      newlyDenied: 0,
      otherCodes: 0,
      hops: 0,
      items: 1,
    });
    // Each compared content verified once: the baseline (the review's own copy), the version
    // before the edit, and the workspace now.
    expect(held.calls.map((c) => c.trustedKeys?.length)).toEqual([1, 1, 0]);
    held.release();
    await settled(store);
    expect(selectComparison(store.getState())?.changes.cells).toEqual(FLIPS);
    stop();
  });

  it('with the rule off on both sides, nothing is verified and nothing is pending', async () => {
    const ws = signedWorkspace();
    const store = createWorkbenchStore({
      workspace: { ...ws, policy: { ...ws.policy, requireTrustedSignature: false } },
      now: () => AT,
      digest: nodeDigest,
    });
    expect((await store.getState().actions.baselineFromNow()).ok).toBe(true);
    removeKey(store);
    const held = heldVerifier();
    const stop = watchContentTrust(store, held.verify);
    expect(held.calls).toEqual([]);
    expect(selectComparison(store.getState())?.pending.size).toBe(0);
    expect(selectComparison(store.getState())?.changes.cells).toEqual([]);
    stop();
  });
});

describe('the panels while the baseline’s signatures are being verified', () => {
  it('the review changes and the matrix say it is pending, then show the flipped cells', async () => {
    const store = await reviewed();
    removeKey(store);
    const held = heldVerifier();
    const stop = watchContentTrust(store, held.verify);
    render(
      <WorkbenchProvider store={store}>
        <ChangesDetail />
        <MatrixPanel />
      </WorkbenchProvider>,
    );
    expect(
      screen.getByText(
        `Checking the signatures of 3 cards (${SANCTIONS}, ${KYC}, ${MARKETING}) against each version’s own trusted keys: their verdict changes are left out until the check ends.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/→ sanctions-screening-agent: ALLOW/)).toBeNull();
    expect(screen.getByText(/signatures of 3 agents still being checked/)).toBeInTheDocument();
    const cell = () =>
      screen.getByRole('button', { name: new RegExp(`^${INVESTIGATOR} → ${SANCTIONS}:`) });
    expect(cell()).not.toHaveTextContent('Δ');
    expect(cell()).not.toHaveAccessibleName(/changed since the baseline/);

    await act(async () => {
      held.release();
      await settled(store);
    });
    expect(screen.queryByText(/^Checking the signatures/)).toBeNull();
    expect(
      screen.getByText(`${INVESTIGATOR} → ${SANCTIONS}: ALLOW → DENY (SIGNATURE_NOT_TRUSTED)`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `treasury-bot → ${SANCTIONS}: DENY (TENANT_NOT_PERMITTED) → DENY (TENANT_NOT_PERMITTED, SIGNATURE_NOT_TRUSTED)`,
      ),
    ).toBeInTheDocument();
    expect(cell()).toHaveTextContent('Δ');
    expect(cell()).toHaveAccessibleName(/; changed since the baseline: newly denied, was ALLOW$/);
    stop();
  });

  it('with nothing changed, says no change was found so far, and that nothing changed once checked', async () => {
    const store = await reviewed();
    act(() => {
      const ws = store.getState().workspace;
      store.getState().actions.commit('Trust again', { ...ws, trustedKeys: [{ ...bankKey }] });
    });
    const held = heldVerifier();
    const stop = watchContentTrust(store, held.verify);
    render(
      <WorkbenchProvider store={store}>
        <ChangesDetail />
      </WorkbenchProvider>,
    );
    expect(screen.getByText('No change found so far.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing a review covers has changed.')).toBeNull();
    await act(async () => {
      held.release();
      await settled(store);
    });
    expect(screen.getByText('Nothing a review covers has changed.')).toBeInTheDocument();
    stop();
  });
});
