// The report shows every card's signature status, rule on or off, and `review verify` verifies each
// published card again (jose, in Node) against the trusted keys the content records, so a status
// edited in a report is refused with its reason. A baseline's verdicts read the baseline's own
// keys. The cards are signed at test time by the A2A SDK.
import { generateAgentCardSignature, type AgentCard as SdkCard } from '@a2a-js/sdk';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDigest, readText } from '../../scripts/review';
import type { WorkspaceTrust } from '../../src/core/card-trust';
import type { PublicJwk, TrustedKey } from '../../src/core/trusted-key';
import { createWorkbenchStore, defaultWorkspace, type Workspace } from '../../src/store';
import { exportWorkspace } from '../../src/store/file';
import { selectBaseline } from '../../src/store/review/baseline';
import { runReviewCommand } from '../../src/store/review/command';
import { workspaceReport } from '../../src/store/review/report/for-workspace';

const AT = '2026-03-31T09:15:00.000Z';
const SANCTIONS = 'sanctions-screening-agent';
const KYC = 'kyc-refresh-agent';
const MARKETING = 'marketing-copy-agent';

const dir = mkdtempSync(join(tmpdir(), 'review-signatures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const write = (text: string, ext: string) => {
  const path = join(dir, `f${(files += 1)}${ext}`);
  writeFileSync(path, text);
  return path;
};
const verify = (report: string, ws: Workspace) =>
  runReviewCommand(['verify', write(report, '.html'), write(exportWorkspace(ws), '.json')], {
    readText,
    digest: nodeDigest,
  });

/** A published 1.0 card named `name`. */
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

let bankKey: TrustedKey;
/** sanctions: signed by the bank key; kyc: signed, then its description edited; marketing: an unknown kid. */
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

/** The bank example with the signed cards' published JSON, the bank key trusted, the rule `on`. */
function signedWorkspace(on: boolean, keys: readonly TrustedKey[] = [bankKey]): Workspace {
  const ws = defaultWorkspace();
  return {
    ...ws,
    cards: ws.cards.map((card) => ({ ...card, published: signedCards[card.name] })),
    policy: { ...ws.policy, requireTrustedSignature: on },
    trustedKeys: [...keys],
  };
}

async function nowReport(ws: Workspace, verifyTrust?: () => Promise<WorkspaceTrust>) {
  const report = await workspaceReport(ws, undefined, nodeDigest, undefined, verifyTrust);
  if (!report.ok) throw new Error(report.error.message);
  return report.value.html;
}

const sectionOf = (html: string, id: string) => {
  const start = html.indexOf(`<section id="${id}">`);
  return html.slice(start, html.indexOf('</section>', start));
};

const VALID = 'Signed by trusted key &quot;bank key&quot; (kid &quot;k1&quot;, ES256).';
const INVALID =
  'The payload check failed: The signature by &quot;bank key&quot; does not match the card: it was signed over other content.';

describe('the report’s card signatures', () => {
  it('shows each card’s status with the rule off: valid by key, invalid with the check, key unknown, unsigned', async () => {
    const ws = signedWorkspace(false);
    ws.cards.push({ ...(ws.cards[2] as (typeof ws.cards)[number]), name: 'plain-agent' });
    delete (ws.cards[3] as { published?: string }).published;
    const section = sectionOf(await nowReport(ws), 'signatures');
    expect(section).toContain(
      `<td>${SANCTIONS}</td><td><span class="allow">Signature valid</span></td><td>${VALID}</td>`,
    );
    expect(section).toContain(
      `<td>${KYC}</td><td><span class="deny">Signature invalid</span></td><td>${INVALID}</td>`,
    );
    expect(section).toContain(
      `<td>${MARKETING}</td><td><span class="deny">Key unknown</span></td><td>Signed with kid &quot;k-other&quot;, which no trusted key matches.</td>`,
    );
    expect(section).toContain(
      '<td>plain-agent</td><td><span class="muted">Unsigned</span></td><td>The card carries no signature, or it has not been verified.</td>',
    );
    expect(section).toContain(
      'The signature rule is off: these statuses decide no verdict; they are shown for the reviewer. Each card’s published JSON was verified against the 1 trusted key this content records: “bank key” (bank.ae).',
    );
  });

  it.each([false, true])(
    'verifies (exit 0) with the rule %s, the statuses checked by verifying each card again',
    async (on) => {
      const ws = signedWorkspace(on);
      const outcome = await verify(await nowReport(ws), ws);
      expect(outcome.stdout).toContain(
        "✓ Card signatures: every card's published JSON, verified here against the 1 trusted key recorded with it, gives the status the report shows.",
      );
      expect(outcome.stdout).toContain('VERIFIED: ');
      expect(outcome.exitCode).toBe(0);
    },
  );

  it('with the rule on, an invalid signature denies SIGNATURE_NOT_TRUSTED and a valid one admits', async () => {
    const html = await nowReport(signedWorkspace(true));
    const matrix = sectionOf(html, 'matrix');
    expect(matrix).toContain('<td><span class="allow">✓ allow</span></td>');
    expect(sectionOf(html, 'reasons')).toContain(
      `<td>${KYC}</td><td><span class="deny">DENY</span></td><td><ul class="plain"><li><code>TENANT_NOT_PERMITTED</code>`,
    );
    expect(sectionOf(html, 'reasons')).toContain('<code>SIGNATURE_NOT_TRUSTED</code>');
  });
});

describe('verify refuses a report whose signature status was edited', () => {
  const forgedTrust = async (): Promise<WorkspaceTrust> => {
    const { verifyWorkspaceTrust } = await import('../../src/adapters/signature/workspace-trust');
    const genuine = await verifyWorkspaceTrust(signedWorkspace(true));
    return {
      ...genuine,
      [KYC]: { verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }] },
    };
  };
  const REASON = `✗ Card signatures: the report says card "${KYC}" is "Signature valid" (Signed by trusted key "bank key" (kid "k1", ES256).), but its published JSON verified here against the 1 trusted key the reviewed content records gives "Signature invalid" (The payload check failed: The signature by "bank key" does not match the card: it was signed over other content.).`;

  it('edited consistently, in the table, the carried verdicts and the matrix it decides: exit 1, naming the card', async () => {
    const ws = signedWorkspace(true);
    const forged = await nowReport(ws, forgedTrust);
    expect(sectionOf(forged, 'signatures')).toContain(
      `<td>${KYC}</td><td><span class="allow">Signature valid</span></td>`,
    );
    const outcome = await verify(forged, ws);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toContain(REASON);
    expect(outcome.stdout).toContain('MISMATCH: ');
  });

  it('edited in the carried verdicts only: exit 1, naming the card', async () => {
    const ws = signedWorkspace(false);
    const genuine = await nowReport(ws);
    const forged = await nowReport(ws, forgedTrust);
    const slot = (html: string) => /<pre data-slot="card-trust">[^<]*<\/pre>/.exec(html)?.[0] ?? '';
    const outcome = await verify(genuine.replace(slot(genuine), slot(forged)), ws);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toContain(REASON);
  });

  it('edited in the shown status only: exit 1, at the signatures section', async () => {
    const ws = signedWorkspace(false);
    const genuine = await nowReport(ws);
    const forged = genuine.replace(
      `<td>${KYC}</td><td><span class="deny">Signature invalid</span></td>`,
      `<td>${KYC}</td><td><span class="allow">Signature valid</span></td>`,
    );
    expect(forged).not.toBe(genuine);
    const outcome = await verify(forged, ws);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toMatch(
      /✗ The report differs from what the workspace gives, first in section "signatures", line \d+, column \d+: the workspace gives "deny\\">Signature invalid<\/span><\/td><td>The paylo", the report has "allow\\">Signature valid<\/span>/,
    );
  });
});

describe('a baseline’s verdicts read the baseline’s own keys', () => {
  async function reviewedThenKeyRemoved(keysAtReview: readonly TrustedKey[] | undefined) {
    const reviewed = signedWorkspace(true);
    if (keysAtReview === undefined) delete reviewed.trustedKeys;
    else reviewed.trustedKeys = [...keysAtReview];
    const store = createWorkbenchStore({ workspace: reviewed, now: () => AT, digest: nodeDigest });
    const recorded = await store
      .getState()
      .actions.recordReview({ name: 'Q1', reviewer: 'Ana', note: '' });
    if (!recorded.ok) throw new Error(recorded.error.message);
    const current = store.getState().workspace;
    store.getState().actions.commit('Keys', {
      ...current,
      trustedKeys: keysAtReview === undefined ? [bankKey] : [],
    });
    const ws = store.getState().workspace;
    const report = await workspaceReport(ws, selectBaseline(store.getState()), nodeDigest);
    if (!report.ok) throw new Error(report.error.message);
    return { ws, html: report.value.html };
  }

  it('a key removed since the review flips the cell it vouched for: newly denied, and verify agrees', async () => {
    const { ws, html } = await reviewedThenKeyRemoved([bankKey]);
    expect(sectionOf(html, 'changes')).toContain(
      `<tr><td>payments-investigator → ${SANCTIONS}</td><td>newly denied</td><td>ALLOW</td><td>DENY SIGNATURE_NOT_TRUSTED</td></tr>`,
    );
    expect(sectionOf(html, 'baseline-signatures')).toContain(
      `<td>${SANCTIONS}</td><td><span class="allow">Signature valid</span></td>`,
    );
    expect(sectionOf(html, 'changes')).toContain(
      '<h3>Trusted keys</h3><ul class="plain"><li>Key bank key: removed</li></ul>',
    );
    expect(sectionOf(html, 'changes')).toContain('<li>1 trusted key removed</li>');
    expect(sectionOf(html, 'signatures')).toContain(
      `<td>${SANCTIONS}</td><td><span class="deny">Key unknown</span></td>`,
    );
    const outcome = await verify(html, ws);
    expect(outcome.stdout).toContain(
      "✓ Baseline card signatures: every card's published JSON, verified here against the 1 trusted key recorded with it, gives the status the report shows.",
    );
    expect(outcome.exitCode).toBe(0);
  });

  it('a snapshot that records no keys says so, and its signed cards read as key unknown', async () => {
    const { ws, html } = await reviewedThenKeyRemoved(undefined);
    const baseline = sectionOf(html, 'baseline-signatures');
    expect(baseline).toContain(
      'The baseline’s content records no trusted keys, so each signed card in it reads as key unknown: these are the baseline’s own verdicts, not those of the keys trusted now.',
    );
    expect(baseline).toContain(
      `<td>${SANCTIONS}</td><td><span class="deny">Key unknown</span></td>`,
    );
    // Trusted now: the cell is newly allowed against a baseline that could not vouch for it.
    expect(sectionOf(html, 'changes')).toContain(
      `<tr><td>payments-investigator → ${SANCTIONS}</td><td>newly allowed</td><td>DENY SIGNATURE_NOT_TRUSTED</td><td>ALLOW</td></tr>`,
    );
    expect((await verify(html, ws)).exitCode).toBe(0);
  });
});

describe('npm run review -- verify, from the command line', () => {
  it('verifies a report with the signature rule on (exit 0): the script verifies signatures with jose in Node', async () => {
    const ws = signedWorkspace(true);
    const report = write(await nowReport(ws), '.html');
    const workspace = write(exportWorkspace(ws), '.json');
    const run = spawnSync('npx', ['tsx', 'scripts/review.ts', 'verify', report, workspace], {
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('✓ Card signatures: ');
    expect(run.stdout).toContain('VERIFIED: ');
    expect(run.status).toBe(0);
  });
});
