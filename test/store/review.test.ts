import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createWorkbenchStore,
  defaultWorkspace,
  emptyWorkspace,
  type Workspace,
} from '../../src/store';
import { exportWorkspace, parseWorkspaceFile } from '../../src/store/file';
import {
  listingChanges,
  selectComparison,
  selectLastEdit,
} from '../../src/store/review/comparison';
import { selectBaseline } from '../../src/store/review/baseline';
import { decodeShareLink, encodeShareLink } from '../../src/store/share-link';
import { FakeStorage } from './fake-storage';

const AT = '2026-03-31T09:15:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const recorded = async (ws: Workspace = defaultWorkspace(), storage?: FakeStorage) => {
  const store = createWorkbenchStore({ workspace: ws, now: () => AT, ...(storage && { storage }) });
  const result = await store
    .getState()
    .actions.recordReview({ name: 'Q1 sign-off', reviewer: 'Ana Reviewer', note: 'Looks right.' });
  if (!result.ok) throw new Error(result.error.message);
  return { store, review: result.value };
};

describe('recording a review', () => {
  it('stamps the time, the reviewer, and the SHA-256 of the canonical content', async () => {
    const { store, review } = await recorded({
      ...emptyWorkspace(),
      layout: { a: { x: 1, y: 2 } },
    });
    // Written by hand from RFC 8785: sorted keys, no whitespace, no layout, no reviews.
    const canonical =
      '{"behaviours":[],"callbackHosts":[],"callers":[],"cards":[],"name":"Untitled workspace",' +
      '"paths":[],"policy":{"acceptableSchemes":["oauth2","mutualTLS"],"maxDepth":4}}';
    expect(review).toMatchObject({
      id: 'review-1',
      name: 'Q1 sign-off',
      reviewer: 'Ana Reviewer',
      recordedAt: AT,
      note: 'Looks right.',
      fingerprint: `sha256:${sha256(canonical)}`,
    });
    expect(review.workspace).not.toHaveProperty('layout');
    expect(store.getState().workspace.reviews).toEqual([review]);
  });

  it('is one undo step, and names an unnamed review by its number', async () => {
    const { store } = await recorded();
    const second = await store
      .getState()
      .actions.recordReview({ name: ' ', reviewer: '', note: '' });
    expect(second.ok && [second.value.id, second.value.name]).toEqual(['review-2', 'Review 2']);
    store.getState().actions.undo();
    expect(store.getState().workspace.reviews?.map((r) => r.id)).toEqual(['review-1']);
  });

  it('records nothing and says why when there is no WebCrypto', async () => {
    const store = createWorkbenchStore({
      digest: () =>
        Promise.resolve({ ok: false, error: { code: 'NO_WEBCRYPTO', message: 'no WebCrypto' } }),
    });
    const result = await store
      .getState()
      .actions.recordReview({ name: 'x', reviewer: '', note: '' });
    expect(result).toEqual({ ok: false, error: { code: 'NO_WEBCRYPTO', message: 'no WebCrypto' } });
    expect(store.getState().workspace.reviews).toBeUndefined();
    expect(store.getState().history.past).toEqual([]);
  });
});

describe('reviews travel with the workspace', () => {
  it('reads a workspace saved before reviews existed', () => {
    const text = exportWorkspace(defaultWorkspace());
    expect(text).not.toContain('"reviews"');
    const read = parseWorkspaceFile(text);
    expect(read.ok && read.value.reviews).toBeUndefined();
  });

  it('survives export, import and a share link unchanged', async () => {
    const { store } = await recorded();
    const ws = store.getState().workspace;
    expect(parseWorkspaceFile(exportWorkspace(ws))).toEqual({ ok: true, value: ws });
    expect(decodeShareLink(encodeShareLink(ws, 'https://w.example/').url)).toEqual({
      ok: true,
      value: ws,
    });
  });

  it('refuses a review whose fingerprint is malformed, naming the path', async () => {
    const { store } = await recorded();
    const ws = store.getState().workspace;
    const bad = { ...ws, reviews: ws.reviews?.map((r) => ({ ...r, fingerprint: 'md5:00' })) };
    const read = parseWorkspaceFile(JSON.stringify(bad));
    expect(read.ok ? [] : read.error.issues.map((i) => i.path)).toEqual([
      '$.reviews[0].fingerprint',
    ]);
  });

  it('refuses two reviews with one id', async () => {
    const { store } = await recorded();
    const ws = store.getState().workspace;
    const twice = { ...ws, reviews: [...(ws.reviews ?? []), ...(ws.reviews ?? [])] };
    const read = parseWorkspaceFile(JSON.stringify(twice));
    expect(read.ok ? '' : read.error.message).toBe(
      '$.reviews[1].id: the review id "review-1" appears twice',
    );
  });
});

describe('the baseline', () => {
  it('is the newest review by default, and survives a reload with the workspace', async () => {
    const storage = new FakeStorage();
    const { store } = await recorded(defaultWorkspace(), storage);
    expect(selectBaseline(store.getState())?.label).toBe('review “Q1 sign-off”');
    expect(selectComparison(store.getState())?.changes.cells).toEqual([]);

    const { actions } = store.getState();
    actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 1 });
    const reloaded = createWorkbenchStore({ storage });
    const comparison = selectComparison(reloaded.getState());
    expect(comparison?.baseline.review?.id).toBe('review-1');
    expect(comparison?.changes.counts).toMatchObject({ newlyDenied: 1, otherCodes: 2 });
  });

  it('can be none, a snapshot of now, or a file', async () => {
    const store = createWorkbenchStore({ now: () => AT });
    expect(selectBaseline(store.getState())).toBeUndefined();
    const { actions } = store.getState();
    expect((await actions.baselineFromNow()).ok).toBe(true);
    expect(selectBaseline(store.getState())?.label).toBe('snapshot of 09:15 UTC');
    actions.renameCard('kyc-refresh-agent', 'kyc');
    expect(selectComparison(store.getState())?.changes.cards).toMatchObject({
      added: ['kyc'],
      removed: ['kyc-refresh-agent'],
    });

    const file = { ...defaultWorkspace(), callbackHosts: [] };
    expect((await actions.baselineFromFile('old.workbench.json', file)).ok).toBe(true);
    expect(selectBaseline(store.getState())?.label).toBe('file old.workbench.json');
    expect(selectComparison(store.getState())?.changes.callbackHosts.added).toEqual([
      'agents.bank.ae',
    ]);

    actions.setBaseline({ kind: 'none' });
    expect(selectComparison(store.getState())).toBeUndefined();
  });

  it('returns the same comparison object until something reviewed changes', async () => {
    const { store } = await recorded();
    const first = selectComparison(store.getState());
    store.getState().actions.setNodePosition('kyc-refresh-agent', { x: 5, y: 5 });
    expect(selectComparison(store.getState())).toBe(first);
    store.getState().actions.setName('Renamed');
    const renamed = selectComparison(store.getState());
    expect(renamed?.renamed).toBe(true);
    expect(renamed?.changes).toBe(first?.changes);
  });
});

describe('the effect of the last edit', () => {
  it('counts the cells an edit flips against the state before it, and undo takes it away', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    expect(selectLastEdit(store.getState())).toBeUndefined();
    actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 1 });
    const effect = selectLastEdit(store.getState());
    expect(effect?.label).toBe('Edit policy');
    expect(effect?.changes.counts).toMatchObject({ newlyDenied: 1, otherCodes: 2 });
    actions.undo();
    expect(selectLastEdit(store.getState())).toBeUndefined();
    actions.redo();
    expect(selectLastEdit(store.getState())?.changes.counts.newlyDenied).toBe(1);
  });

  // Opening a scenario, importing a file or opening a shared link edits no one item: the Callers,
  // Cards and Admission panels said "What this edit did: this edit flips 1 cell" after one.
  it('is not shown for a whole workspace put in place, nor after undoing and redoing it', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    const before = store.getState().workspace;
    const other = { ...before, policy: { ...before.policy, maxDepth: 1 } };
    actions.replaceWorkspace(other, 'Open Enterprise example');
    expect(store.getState().workspace).toBe(other);
    expect(selectLastEdit(store.getState())).toBeUndefined();
    actions.undo();
    actions.redo();
    expect(store.getState().workspace).toBe(other);
    expect(selectLastEdit(store.getState())).toBeUndefined();
    // The next real edit is measured against the workspace put in place.
    actions.setPolicy({ ...other.policy, maxDepth: 4 });
    expect(selectLastEdit(store.getState())?.changes.counts).toMatchObject({ newlyDenied: 0 });
    expect(selectLastEdit(store.getState())?.label).toBe('Edit policy');
  });
});

describe('listingChanges', () => {
  it('says which cards a caller newly sees or no longer sees for the same tags', () => {
    const before = defaultWorkspace();
    const after: Workspace = {
      ...before,
      cards: before.cards.map((card) =>
        card.name === 'kyc-refresh-agent'
          ? {
              ...card,
              platform: { ...card.platform, tenants: [], maxDataClassification: 'restricted' },
            }
          : card.name === 'sanctions-screening-agent'
            ? { ...card, platform: { ...card.platform, tenants: ['retail'] } }
            : card,
      ),
    };
    const changes = listingChanges(before, after, 'payments-investigator', []);
    expect([...(changes?.newlyListed ?? [])]).toEqual(['kyc-refresh-agent']);
    expect([...(changes?.newlyHidden ?? [])]).toEqual(['sanctions-screening-agent']);
    // With a tag only kyc carries, sanctions was never listed: nothing newly hidden.
    const tagged = listingChanges(before, after, 'payments-investigator', ['kyc']);
    expect([...(tagged?.newlyHidden ?? [])]).toEqual([]);
    expect(listingChanges(before, after, 'payments-investigator', ['kyc'])).toBe(tagged);
  });

  it('says when the caller is new since the baseline', () => {
    const before = { ...defaultWorkspace(), callers: [] };
    expect(listingChanges(before, defaultWorkspace(), 'payments-investigator', [])).toMatchObject({
      callerKnown: false,
    });
  });
});
