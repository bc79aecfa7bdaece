import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDelegation } from '../../src/core/admission';
import {
  createWorkbenchStore,
  defaultWorkspace,
  type Review,
  type Workspace,
} from '../../src/store';
import { reviewedContent } from '../../src/store/review/content';
import { REPORT_CSP, reportHtml } from '../../src/store/review/report/report';
import { REPORT_STYLE, STYLE_HASH } from '../../src/store/review/report/style';
import { verifyReport } from '../../src/store/review/report/verify';
import { nodeDigest } from '../../scripts/review';

const AT = '2026-03-31T09:15:00.000Z';

/** The bank example with a first review, an edit (max depth 1, kyc serves wholesale), a second review. */
async function twoReviews() {
  const store = createWorkbenchStore({ now: () => AT, digest: nodeDigest });
  const { actions } = store.getState();
  const first = await actions.recordReview({ name: 'Q1', reviewer: 'Ana', note: 'Baseline.' });
  actions.setPolicy({ ...store.getState().workspace.policy, maxDepth: 1 });
  const kyc = store.getState().workspace.cards[1];
  if (kyc === undefined) throw new Error('no kyc card');
  actions.updateCard(kyc.name, {
    ...kyc,
    platform: { ...kyc.platform, tenants: ['retail', 'wholesale'] },
  });
  const second = await actions.recordReview({
    name: 'Q2',
    reviewer: 'Bo <b>',
    note: 'Depth cut to 1.\nkyc serves wholesale.',
  });
  if (!first.ok || !second.ok) throw new Error('recording failed');
  return { workspace: store.getState().workspace, first: first.value, second: second.value };
}

const reportOf = (review: Review, baseline?: Review): string =>
  reportHtml({
    workspace: review.workspace,
    fingerprint: review.fingerprint,
    signOff: review,
    ...(baseline && {
      baseline: {
        fingerprint: baseline.fingerprint,
        review: { id: baseline.id, name: baseline.name },
        workspace: baseline.workspace,
      },
    }),
  });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sectionText = (html: string, id: string) =>
  parse(html).getElementById(id)?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the review report', () => {
  it('holds no script, no external URL, and a CSP that allows only its own styles by hash', () => {
    const digest = createHash('sha256').update(REPORT_STYLE, 'utf8').digest('base64');
    expect(STYLE_HASH).toBe(`sha256-${digest}`);
    const ws = reviewedContent(defaultWorkspace());
    if (!ws.ok) throw new Error(ws.error.message);
    const html = reportHtml({ workspace: ws.value, fingerprint: `sha256:${'0'.repeat(64)}` });
    expect(html).not.toMatch(/<script|\son\w+=|href=|src=|url\(|@import|https?:/i);
    const doc = parse(html);
    expect(
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe(`default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; form-action 'none'`);
    expect(REPORT_CSP).toContain("default-src 'none'");
    expect(doc.querySelectorAll('style')).toHaveLength(1);
  });

  it('states the policy, every denial reason, the paths with their broken hops and the allow-list', async () => {
    const { second, first } = await twoReviews();
    const html = reportOf(second, first);
    expect(sectionText(html, 'policy')).toContain(
      'Max depth1: a caller whose chain is 1 or longer',
    );
    for (const card of second.workspace.cards) {
      for (const caller of second.workspace.callers) {
        for (const denial of checkDelegation(caller, card, second.workspace.policy)) {
          expect(sectionText(html, 'reasons')).toContain(`${denial.code}: ${denial.reason}`);
        }
      }
    }
    expect(sectionText(html, 'matrix')).toContain('1 caller × 3 agents: 0 allowed, 3 denied.');
    expect(sectionText(html, 'paths')).toContain(
      'path-2: payments-investigator → sanctions-screening-agent → kyc-refresh-agent',
    );
    expect(sectionText(html, 'paths')).toContain('Broken at hop 1.');
    expect(sectionText(html, 'paths')).toContain('not reached: an earlier hop is broken');
    expect(sectionText(html, 'allow-list')).toContain('agents.bank.ae');
    expect(sectionText(html, 'sign-off')).toContain('ReviewerBo <b>');
    expect(sectionText(html, 'sign-off')).toContain('2026-03-31 09:15 UTC');
    expect(parse(html).querySelector('[data-slot="note"]')?.textContent).toBe(
      'Depth cut to 1.\nkyc serves wholesale.',
    );
    expect(parse(html).querySelector('header')?.textContent).toContain(second.fingerprint);
  });

  it('lists the changes since the baseline: policy, flipped cells, hops and card fields', async () => {
    const { second, first } = await twoReviews();
    const changes = sectionText(reportOf(second, first), 'changes');
    expect(changes).toContain(`Compared with review “Q1”, fingerprint ${first.fingerprint}.`);
    expect(changes).toContain('1 newly denied');
    expect(changes).toContain('2 denials with other codes');
    expect(changes).toContain('maxDepth41');
    expect(changes).toContain(
      'payments-investigator → sanctions-screening-agentnewly deniedALLOWDENY DEPTH_EXCEEDED',
    );
    expect(changes).toContain(
      'path-2 hop 2 (sanctions-screening-agent → kyc-refresh-agent): denied → unreachable',
    );
    expect(changes).toContain('platform.tenants["retail"]["retail","wholesale"]');
    // Only the policy and one card changed: no heading, and no empty list, for the rest.
    const html = reportOf(second, first);
    expect(html).toContain('<h3>Agent cards</h3>');
    for (const title of ['Callers', 'Paths', 'Behaviour scripts', 'Trusted keys']) {
      expect(html).not.toContain(`<h3>${title}</h3>`);
    }
    expect(html).not.toContain('Callback allow-list</h3>');
    expect(html).not.toMatch(/<ul[^>]*><\/ul>/);
    expect(sectionText(reportOf(first), 'changes')).toBe(
      'Changes since the baselineNo baseline was set, so this report lists no changes.',
    );
  });

  it('escapes everything a user typed', () => {
    const ws = defaultWorkspace();
    const evil = '<img src=x onerror=alert(1)>';
    const content = reviewedContent({
      ...ws,
      name: `</title><script>alert(1)</script>`,
      cards: ws.cards.map((c, i) => (i === 0 ? { ...c, name: evil } : c)),
      callbackHosts: ['"><script>x</script>'],
    });
    if (!content.ok) throw new Error(content.error.message);
    const html = reportHtml({
      workspace: content.value,
      fingerprint: `sha256:${'a'.repeat(64)}`,
      signOff: {
        id: '"><b>',
        name: '<i>n</i>',
        reviewer: '&amp;',
        recordedAt: 'x"y',
        note: '</p><script>',
      },
    });
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, b, i')).toHaveLength(0);
    expect(doc.title).toBe('Delegation review: </title><script>alert(1)</script>');
    expect(doc.body.textContent).toContain(evil);
    expect(doc.querySelector('[data-slot="reviewer"]')?.textContent).toBe('&amp;');
  });
});

describe('verifying a report against a workspace', () => {
  const verify = (report: string, workspace: Workspace, baseline?: Workspace) =>
    verifyReport(
      {
        report,
        workspace,
        ...(baseline && { baseline: { fileName: 'b.json', workspace: baseline } }),
      },
      nodeDigest,
    );

  it('verifies the report of the workspace, checking the changes and the sign-off it records', async () => {
    const { workspace, first, second } = await twoReviews();
    const result = await verify(reportOf(second, first), workspace);
    // Fingerprint, baseline, signatures of each side, the whole report, sign-off.
    expect(result.checks.map((c) => c.status)).toEqual(Array(7).fill('pass'));
    expect(result.checks.at(-1)?.text).toBe(
      'Sign-off: this workspace records review "Q2" by Bo <b>, 2026-03-31 09:15 UTC, of this fingerprint.',
    );
    expect(result.status).toBe('verified');
  });

  it("checks a review's report against the review the workspace records once the workspace has changed", async () => {
    const { workspace, first, second } = await twoReviews();
    const changed = { ...workspace, callbackHosts: ['hooks.example'] };
    const result = await verify(reportOf(second, first), changed);
    expect(result.checks[0]?.text).toBe(
      `Fingerprint ${second.fingerprint} is that of review "Q2", which this workspace records: the report is checked against that review's content (the workspace has changed since).`,
    );
    expect(result.status).toBe('verified');
  });

  it('rejects an unsigned report of content the workspace no longer has, naming the review that had it', async () => {
    const { workspace, second } = await twoReviews();
    const changed = { ...workspace, callbackHosts: ['hooks.example'] };
    const unsigned = reportHtml({ workspace: second.workspace, fingerprint: second.fingerprint });
    const result = await verify(unsigned, changed);
    expect(result.status).toBe('mismatch');
    expect(result.checks[0]?.text).toMatch(
      /^Fingerprint differs: the report states "sha256:[0-9a-f]{64}", the workspace is sha256:[0-9a-f]{64}\. The report's fingerprint is that of review "Q2" recorded in this workspace, which the report does not name as its sign-off/,
    );
  });

  it('rejects a report whose verdicts were edited but whose fingerprint was not, saying where', async () => {
    const { workspace, first, second } = await twoReviews();
    const doctored = reportOf(second, first).replace(
      'CLASSIFICATION_EXCEEDED</code>: kyc',
      'OK</code>: kyc',
    );
    const result = await verify(doctored, workspace);
    expect(result.status).toBe('mismatch');
    expect(result.checks.find((c) => c.status === 'fail')?.text).toMatch(
      /^The report differs from what the workspace gives, first in section "reasons", line \d+, column \d+: the workspace gives "CLASSIFICATION_EXCEEDED<\/code>: kyc/,
    );
  });

  it('checks the changes from the baseline the report carries, recorded or not, and --baseline against it', async () => {
    const { workspace, first, second } = await twoReviews();
    const withoutFirst = { ...workspace, reviews: [second] };
    const report = reportOf(second, first);
    const carried = await verify(report, withoutFirst);
    expect(carried.checks.map((c) => c.status)).toEqual([
      'pass',
      'pass',
      'unchecked',
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
    expect(carried.checks[2]?.text).toBe(
      'Baseline name not verified: this workspace records no review "review-1", so the name the report gives its baseline is the report\'s word alone.',
    );
    expect(carried.status).toBe('unverified');

    const baselineFile = { ...defaultWorkspace(), ...first.workspace };
    const checked = await verify(report, workspace, baselineFile);
    expect(checked.checks.map((c) => c.status)).toEqual(Array(8).fill('pass'));
    expect(checked.checks[2]?.text).toBe("b.json is the report's baseline.");
    expect(checked.status).toBe('verified');

    const wrong = await verify(report, workspace, { ...defaultWorkspace(), callbackHosts: [] });
    expect(wrong.checks[2]?.text).toMatch(/^b\.json is not the report's baseline/);
    expect(wrong.status).toBe('mismatch');
  });

  it('refuses a file that is not a review report', async () => {
    const result = await verify('<html><body>hello</body></html>', defaultWorkspace());
    expect(result).toEqual({
      status: 'mismatch',
      checks: [
        {
          status: 'fail',
          text: 'This is not a workbench review report: it states no workspace fingerprint.',
        },
      ],
    });
  });
});
