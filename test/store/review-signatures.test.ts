// A report whose policy has the signature rule on carries the verdicts its verdicts read. Verify
// rebuilds the report with the workspace's own verification when it has a verifier, so a report
// with a trust verdict flipped (consistently, in the evidence and every table) is refused; without
// one, the carried verdicts are the report's word alone and the outcome says so.
import { describe, expect, it } from 'vitest';
import { nodeDigest } from '../../scripts/review';
import type { WorkspaceTrust } from '../../src/core/card-trust';
import { defaultWorkspace, type Workspace } from '../../src/store';
import { workspaceReport } from '../../src/store/review/report/for-workspace';
import { verifyReport } from '../../src/store/review/report/verify';

const SANCTIONS = 'sanctions-screening-agent';
const TRUE_TRUST: WorkspaceTrust = {
  [SANCTIONS]: { verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }] },
};
// The forger's claim: the kyc agent too is signed by the bank's key.
const FLIPPED: WorkspaceTrust = {
  ...TRUE_TRUST,
  'kyc-refresh-agent': {
    verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }],
  },
};

const ruleOn = (): Workspace => {
  const ws = defaultWorkspace();
  return { ...ws, policy: { ...ws.policy, requireTrustedSignature: true } };
};

async function reportWith(ws: Workspace, trust?: WorkspaceTrust) {
  const report = await workspaceReport(ws, undefined, nodeDigest, trust);
  if (!report.ok) throw new Error(report.error.message);
  return report.value.html;
}

const verifier = (trust: WorkspaceTrust) => () => Promise.resolve(trust);

describe('verify, with the signature rule on', () => {
  it('carries the verdicts it read and shows each card’s status', async () => {
    const html = await reportWith(ruleOn(), TRUE_TRUST);
    expect(html).toContain('<h2>Card signatures</h2>');
    expect(html).toContain(
      `<pre data-slot="card-trust">{&quot;${SANCTIONS}&quot;:{&quot;verdicts&quot;:[{&quot;alg&quot;:&quot;ES256&quot;`,
    );
    expect(html).toContain('SIGNATURE_NOT_TRUSTED');
  });

  it('verifies a genuine report against the workspace’s own verification', async () => {
    const ws = ruleOn();
    const report = await reportWith(ws, TRUE_TRUST);
    const result = await verifyReport(
      { report, workspace: ws, verifyTrust: verifier(TRUE_TRUST) },
      nodeDigest,
    );
    expect(result.status).toBe('verified');
  });

  it('refuses a report whose trust verdict was flipped, however consistent', async () => {
    const ws = ruleOn();
    const forged = await reportWith(ws, FLIPPED);
    const result = await verifyReport(
      { report: forged, workspace: ws, verifyTrust: verifier(TRUE_TRUST) },
      nodeDigest,
    );
    expect(result.status).toBe('mismatch');
    expect(result.checks.find((c) => c.status === 'fail')?.text).toMatch(
      /^The report differs from what the workspace gives, first in /,
    );
  });

  it('without a verifier, never calls carried verdicts verified', async () => {
    const ws = ruleOn();
    const report = await reportWith(ws, FLIPPED);
    const result = await verifyReport({ report, workspace: ws }, nodeDigest);
    expect(result.status).toBe('unverified');
    expect(result.checks.map((c) => c.text)).toContain(
      'The signature verdicts not verified: no card signatures were verified here, so the verdicts the report carries are its word alone.',
    );
  });

  it('refuses carried verdicts that are not verdicts, naming where', async () => {
    const ws = ruleOn();
    const genuine = await reportWith(ws, TRUE_TRUST);
    const html = genuine.replace('&quot;valid&quot;', '&quot;trusted&quot;');
    expect(html).not.toBe(genuine);
    const result = await verifyReport({ report: html, workspace: ws }, nodeDigest);
    expect(result.status).toBe('mismatch');
    expect(result.checks.map((c) => c.text).join('\n')).toContain(
      'The signature verdicts the report carries are not signature verdicts: $["sanctions-screening-agent"].verdicts[0]',
    );
  });

  it('the rule off, a report is what it always was: no signatures section, no verdicts', async () => {
    const ws = defaultWorkspace();
    const withTrust = await reportWith(ws, FLIPPED);
    expect(await reportWith(ws)).toBe(withTrust);
    expect(withTrust).not.toContain('card-trust');
    expect(withTrust).not.toContain('SIGNATURE_NOT_TRUSTED');
  });
});
