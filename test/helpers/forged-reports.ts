// A corpus of forged review reports, one case per way to lie, built from genuine reports that the
// app itself writes (reviewReport and workspaceReport, as the Review panel downloads them). Each
// forgery is made by hand from the genuine text; every edit checks that it found what it edits, so
// a case can never quietly be the genuine report. The expected exit codes and reasons come from
// the rule `npm run review -- verify` documents: 1 for anything that is not exactly what the
// workspace gives, 3 for a review the workspace does not record.
import { nodeDigest } from '../../scripts/review';
import {
  createWorkbenchStore,
  defaultWorkspace,
  type Review,
  type Workspace,
} from '../../src/store';
import { enterpriseWorkspace } from '../../src/store/enterprise-workspace';
import { selectBaseline } from '../../src/store/review/baseline';
import { fingerprintWorkspace, reviewedContent } from '../../src/store/review/content';
import { reviewReport, workspaceReport } from '../../src/store/review/report/for-workspace';
import { reportHtml } from '../../src/store/review/report/report';
import type { DriftRun } from '../../src/core/card-drift';

const AT = '2026-03-31T09:15:00.000Z';

/** A check of the live cards as the Review panel keeps it: one drifted, one unreachable. */
const DRIFT: DriftRun = {
  checkedAt: '2026-03-31T10:00:00.000Z',
  reviewName: 'Q2',
  total: 3,
  rows: [
    {
      card: 'kyc-refresh-agent',
      url: 'https://agents.bank.ae/kyc',
      readFrom: 'https://agents.bank.ae/kyc/.well-known/agent-card.json',
      workspace: {
        status: 'drifted',
        changes: [{ kind: 'version', path: '$.version', before: '1.4.0', after: '1.5.0' }],
      },
      review: {
        status: 'drifted',
        changes: [{ kind: 'version', path: '$.version', before: '1.4.0', after: '1.5.0' }],
      },
    },
    {
      card: 'sanctions-screening-agent',
      url: 'https://agents.bank.ae/sanctions',
      error: 'Could not reach https://agents.bank.ae/sanctions.',
      workspace: { status: 'unreachable', changes: [] },
      review: { status: 'unreachable', changes: [] },
    },
  ],
};

/** `text` with `find` replaced by `by`; throws when `find` is not there, so no case is a no-op. */
function edit(text: string, find: string | RegExp, by: string): string {
  const next = text.replace(find, by);
  if (next === text) throw new Error(`the forgery found nothing to edit: ${String(find)}`);
  return next;
}

/** `text` up to `find`; throws when `find` is not there. */
function cutBefore(text: string, find: string): string {
  const at = text.indexOf(find);
  if (at < 0) throw new Error(`the forgery found nowhere to cut: ${find}`);
  return text.slice(0, at);
}

/** The genuine `<section id="…">…</section>` of a report the app wrote (sections do not nest). */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}">`);
  if (start < 0) throw new Error(`no section ${id}`);
  const end = html.indexOf('</section>', start) + '</section>'.length;
  return html.slice(start, end);
}

/** The matrix with its first denied cell shown as allowed and the counts to match. */
function forgedMatrix(html: string): string {
  const matrix = sectionOf(html, 'matrix');
  const allowed = /(\d+) allowed, (\d+) denied\./.exec(matrix);
  if (allowed === null) throw new Error('no matrix counts');
  return edit(
    edit(matrix, /<span class="deny">✕ [^<]*<\/span>/, '<span class="allow">✓ allow</span>'),
    allowed[0],
    `${Number(allowed[1]) + 1} allowed, ${Number(allowed[2]) - 1} denied.`,
  );
}

const fingerprint = async (ws: Workspace | Review['workspace']) => {
  const result = await fingerprintWorkspace(ws, nodeDigest);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const content = (ws: Workspace) => {
  const result = reviewedContent(ws);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/**
 * The bank example reviewed twice (Q1, then max depth 1 and kyc serving wholesale, then Q2 by
 * Bo), then edited once more (a callback host): the genuine reports of each state.
 */
export async function genuineReports() {
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
    reviewer: 'Bo',
    note: 'Depth cut to 1.\nkyc serves wholesale.',
  });
  if (!first.ok || !second.ok) throw new Error('recording failed');
  const reviewed = store.getState().workspace;
  const now = async (drift?: DriftRun) => {
    const report = await workspaceReport(
      store.getState().workspace,
      selectBaseline(store.getState()),
      nodeDigest,
      drift,
    );
    if (!report.ok) throw new Error(report.error.message);
    return report.value.html;
  };
  /** Q2's report as the review list downloads it: signed off by Q2, changes since Q1. */
  const signed = (await reviewReport(reviewed.reviews ?? [], second.value)).html;
  /** Q1's report, from the same list: its content is no longer the workspace's. */
  const earlier = (await reviewReport(reviewed.reviews ?? [], first.value)).html;
  /** The workspace now, as the Evidence card downloads it: Q2 signs it off. */
  const signedNow = await now();
  /** The same, after a check of the live cards: its table is the report's observation. */
  const signedWithDrift = await now(DRIFT);
  actions.addCallbackHost('hooks.bank.example');
  const edited = store.getState().workspace;
  if (edited === reviewed) throw new Error('the edit did not happen');
  /** Not signed off, changes since Q2 (the newest review). */
  const unsigned = await now();
  actions.setBaseline({ kind: 'none' });
  const unsignedNoBaseline = await now();
  const fileBaseline = await actions.baselineFromFile('bank.json', defaultWorkspace());
  if (!fileBaseline.ok) throw new Error(fileBaseline.error.message);
  const unsignedFileBaseline = await now();
  return {
    reviewed,
    edited,
    first: first.value,
    second: second.value,
    signed,
    earlier,
    signedNow,
    signedWithDrift,
    unsigned,
    unsignedNoBaseline,
    unsignedFileBaseline,
  };
}

type Genuine = Awaited<ReturnType<typeof genuineReports>>;

export interface ForgedCase {
  /** The lie, in words. */
  readonly name: string;
  readonly report: string | Uint8Array;
  readonly workspace: Workspace;
  /** A --baseline file, when the case gives one. */
  readonly baseline?: Workspace;
  readonly exitCode: 1 | 3;
  /** What the output must say. */
  readonly reason: RegExp;
}

const DIFFERS = (part: string) =>
  new RegExp(`✗ The report differs from what the workspace gives, first in ${part}, line \\d+`);

/** Every forged case, against the genuine material `g`. */
export async function forgedCases(g: Genuine): Promise<ForgedCase[]> {
  const { signed, reviewed: ws } = g;
  const matrix = sectionOf(signed, 'matrix');
  const forged = forgedMatrix(signed);
  const reasons = sectionOf(signed, 'reasons');
  const lie = (
    name: string,
    report: string | Uint8Array,
    reason: RegExp,
    more: Partial<ForgedCase> = {},
  ): ForgedCase => ({ name, report, workspace: ws, exitCode: 1, reason, ...more });
  const withoutReviews: Workspace = { ...ws, reviews: [] };
  const onlySecond: Workspace = { ...ws, reviews: [g.second] };
  const enterprise = enterpriseWorkspace();
  const enterpriseReport = reportHtml({
    workspace: content(enterprise),
    fingerprint: await fingerprint(enterprise),
  });
  // Changes counted from a baseline that was never reviewed, the report otherwise consistent.
  const invented = content({ ...ws, callbackHosts: ['anything.example'] });
  const inventedFingerprint = await fingerprint(invented);
  const inventedBaseline = (review?: { id: string; name: string }) =>
    reportHtml({
      workspace: content(ws),
      fingerprint: g.second.fingerprint,
      signOff: g.second,
      baseline: {
        fingerprint: inventedFingerprint,
        workspace: invented,
        ...(review && { review }),
      },
    });
  const signOff = sectionOf(signed, 'sign-off');
  const liveCards = sectionOf(g.signedWithDrift, 'live-cards');
  const driftCarried = /<pre data-slot="drift-results">[^<]*<\/pre>/;
  const driftJson = (run: DriftRun) => {
    const pre = /<pre data-slot="drift-results">[^<]*<\/pre>/.exec(
      sectionOf(reportHtml({ workspace: content(ws), fingerprint: 'x', drift: run }), 'live-cards'),
    );
    if (pre === null) throw new Error('no carried drift');
    return pre[0];
  };
  const inSync = { status: 'in-sync', changes: [] } as const;
  const allInSync: DriftRun = {
    ...DRIFT,
    rows: DRIFT.rows.map((r) => ({ ...r, workspace: inSync, review: inSync })),
  };
  const carried = /<pre data-slot="baseline-content">[^<]*<\/pre>/;

  return [
    // Verdicts edited, sections moved, duplicated, hidden.
    lie(
      'a deny cell edited to "✓ allow" in place',
      edit(signed, matrix, forged),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'a forged matrix placed before the genuine one',
      edit(signed, matrix, forged + matrix),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'a forged matrix placed after the genuine one',
      edit(signed, matrix, matrix + forged),
      DIFFERS('section "reasons"'),
    ),
    lie(
      'the genuine matrix in an HTML comment after a forged one',
      edit(signed, matrix, `${forged}<!--${matrix}-->`),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'the genuine matrix hidden by the hidden attribute, a forged one shown',
      edit(
        signed,
        matrix,
        forged + matrix.replace('<section id="matrix">', '<section id="matrix" hidden>'),
      ),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'the genuine matrix hidden by an inline display:none',
      edit(
        signed,
        matrix,
        forged +
          matrix.replace('<section id="matrix">', '<section id="matrix" style="display:none">'),
      ),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'the genuine matrix in a <template>, a forged one shown',
      edit(signed, matrix, `${forged}<template>${matrix}</template>`),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'a forged matrix in <noscript>',
      edit(signed, matrix, `<noscript>${forged}</noscript>${matrix}`),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'the genuine matrix in upper-case tags beside a forged one',
      edit(signed, matrix, forged + matrix.replace(/<(\/?)section/g, '<$1SECTION')),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'the policy and signatures sections swapped',
      edit(
        signed,
        sectionOf(signed, 'policy') + sectionOf(signed, 'signatures'),
        sectionOf(signed, 'signatures') + sectionOf(signed, 'policy'),
      ),
      DIFFERS('section "policy"'),
    ),
    lie(
      'a verdict in the reasons edited from DENY to ALLOW',
      edit(
        signed,
        reasons,
        edit(reasons, '<span class="deny">DENY</span>', '<span class="allow">ALLOW</span>'),
      ),
      DIFFERS('section "reasons"'),
    ),
    lie(
      'a denial reason removed',
      edit(signed, /<li><code>CLASSIFICATION_EXCEEDED<\/code>[^<]*<\/li>/, ''),
      DIFFERS('section "reasons"'),
    ),
    lie(
      'a broken path shown as allowed',
      edit(
        signed,
        '<span class="deny">Broken at hop 1.</span>',
        '<span class="allow">Every hop is allowed.</span>',
      ),
      DIFFERS('section "paths"'),
    ),
    lie(
      'a host added to the allow-list',
      edit(
        signed,
        '<li><code>agents.bank.ae</code></li>',
        '<li><code>agents.bank.ae</code></li><li><code>evil.example</code></li>',
      ),
      DIFFERS('section "allow-list"'),
    ),
    // Extra markup anywhere, and styles.
    lie(
      'a <style> that hides the matrix, allowed by an edited CSP',
      edit(
        edit(signed, 'style-src &#39;sha256-', 'style-src &#39;unsafe-inline&#39; &#39;sha256-'),
        '</head>',
        '<style>#matrix{display:none}</style></head>',
      ),
      DIFFERS('the head \\(title, policy, styles or marks\\)'),
    ),
    lie(
      'a meta refresh to another file added to the head',
      edit(signed, '</head>', '<meta http-equiv="refresh" content="0; url=forged.html"></head>'),
      DIFFERS('the head \\(title, policy, styles or marks\\)'),
    ),
    lie(
      'an extra attribute: a deny cell given class "allow"',
      edit(
        signed,
        matrix,
        edit(matrix, '<span class="deny">', '<span class="deny" class="allow">'),
      ),
      DIFFERS('section "matrix"'),
    ),
    lie(
      'a forged matrix after </html>',
      `${signed}${forged}`,
      DIFFERS('after the end of the report'),
    ),
    lie(
      'a forged matrix inside the footer',
      edit(signed, '</footer>', `${forged}</footer>`),
      DIFFERS('the footer'),
    ),
    lie(
      'a character reference that shows the same letter (&#68;ENY)',
      edit(signed, '<span class="deny">DENY</span>', '<span class="deny">&#68;ENY</span>'),
      DIFFERS('section "reasons"'),
    ),
    lie(
      'a zero-width space inside a denial code',
      edit(signed, '<code>DEPTH_EXCEEDED</code>', '<code>DEPTH_\u200bEXCEEDED</code>'),
      /\\u200b/,
    ),
    lie(
      'a comment added between sections',
      edit(signed, '<section id="paths">', '<!-- reviewed --><section id="paths">'),
      DIFFERS('section "paths"'),
    ),
    lie('a trailing blank line', `${signed}\n`, DIFFERS('after the end of the report')),
    lie(
      'the report cut after the matrix',
      cutBefore(g.unsignedNoBaseline, '<section id="reasons">'),
      /first in section "reasons", line \d+, column \d+: the workspace gives "<section id=\\"reasons\\">.*", the report has nothing more/,
      { workspace: g.edited },
    ),
    lie(
      'the workspace fingerprint stated twice, a forged one first',
      edit(
        signed,
        '<meta name="workspace-fingerprint"',
        `<meta name="workspace-fingerprint" content="sha256:${'f'.repeat(64)}"><meta name="workspace-fingerprint"`,
      ),
      /Fingerprint differs: the report states "sha256:f{64}"/,
    ),
    lie(
      'the title changed',
      edit(signed, '<title>Delegation review: ', '<title>Approved: '),
      DIFFERS('the head \\(title, policy, styles or marks\\)'),
    ),
    // Bytes and encodings.
    lie(
      'a byte-order mark before the genuine report',
      `\ufeff${signed}`,
      /first in the head \(title, policy, styles or marks\), line 1, column 1: the workspace gives "<!doctype html>.*", the report has "\\ufeff<!doctype html>/,
    ),
    lie('the genuine report in UTF-16', utf16(signed), /is not UTF-8 text/),
    // Sign-offs.
    lie(
      'the reviewer of the sign-off edited',
      edit(signed, 'data-slot="reviewer">Bo<', 'data-slot="reviewer">CISO<'),
      DIFFERS('section "sign-off"'),
    ),
    lie(
      'the note of the sign-off edited',
      edit(
        signed,
        'data-slot="note">Depth cut to 1.',
        'data-slot="note">Approved without reservation.',
      ),
      DIFFERS('section "sign-off"'),
    ),
    lie(
      'a forged sign-off id: a review the workspace does not record',
      edit(signed, 'name="review-id" content="review-2"', 'name="review-id" content="review-9"'),
      /– Sign-off not verified: this workspace records no review "review-9"/,
      { exitCode: 3 },
    ),
    lie(
      'a sign-off naming a recorded review of other content (Q1)',
      edit(signed, 'name="review-id" content="review-2"', 'name="review-id" content="review-1"'),
      /✗ The sign-off names review "Q1", which this workspace records for other content/,
    ),
    lie(
      'an unrecorded sign-off whose note carries raw markup (a forged matrix)',
      edit(
        edit(signed, 'name="review-id" content="review-2"', 'name="review-id" content="review-9"'),
        'kyc serves wholesale.</p>',
        `kyc serves wholesale.</p>${forged}`,
      ),
      DIFFERS('section "sign-off"'),
    ),
    lie(
      "Q2's sign-off pasted into the report of the edited workspace",
      edit(
        edit(g.unsigned, sectionOf(g.unsigned, 'sign-off'), signOff),
        '<meta name="workspace-fingerprint"',
        '<meta name="review-id" content="review-2"><meta name="workspace-fingerprint"',
      ),
      /✗ The sign-off names review "Q2", which this workspace records for other content/,
      { workspace: g.edited },
    ),
    // Other workspaces, removed reviews, baselines.
    lie(
      'a report for another workspace',
      signed,
      /✗ Fingerprint differs: the report states "sha256:[0-9a-f]{64}", the workspace is/,
      { workspace: enterprise },
    ),
    lie(
      "another workspace's report restated with this workspace's fingerprint",
      enterpriseReport.replaceAll(await fingerprint(enterprise), g.second.fingerprint),
      DIFFERS('the head \\(title, policy, styles or marks\\)'),
    ),
    lie(
      'the genuine report against its workspace with the reviews removed',
      signed,
      /– Sign-off not verified: this workspace records no review "review-2"/,
      { workspace: withoutReviews, exitCode: 3 },
    ),
    lie(
      'the baseline not recorded and the changes section rewritten',
      edit(signed, '<li>1 newly denied</li>', '<li>0 newly denied</li>'),
      DIFFERS('section "changes"'),
      { workspace: onlySecond },
    ),
    lie(
      'the baseline not recorded, its carried content swapped for other content',
      signed.replace(carried, sectionOf(inventedBaseline(), 'changes').match(carried)?.[0] ?? ''),
      new RegExp(
        `✗ The baseline content the report carries is ${inventedFingerprint}, not the baseline it states`,
      ),
      { workspace: onlySecond },
    ),
    lie(
      'a consistent report against an invented baseline, named as the recorded Q1',
      inventedBaseline({ id: g.first.id, name: 'Q1' }),
      /✗ The baseline is named review "Q1", which this workspace records for other content/,
    ),
    lie(
      'a consistent report against an invented baseline, named as an unrecorded review',
      inventedBaseline({ id: 'review-0', name: 'Approved baseline' }),
      /– Baseline name not verified: this workspace records no review "review-0"/,
      { exitCode: 3 },
    ),
    lie(
      'a baseline stated but its content removed',
      edit(signed, carried, ''),
      /✗ The report states a baseline but does not carry its content\./,
    ),
    lie(
      'the carried baseline content not JSON',
      edit(signed, carried, '<pre data-slot="baseline-content">{not json</pre>'),
      /✗ The baseline content the report carries is not JSON\./,
    ),
    lie(
      '--baseline naming a file that is not the baseline',
      signed,
      /✗ \S*b\.json is not the report's baseline: its fingerprint is sha256:/,
      { baseline: g.edited },
    ),
    lie(
      'the stated fingerprint in upper case',
      signed.replaceAll(g.second.fingerprint, g.second.fingerprint.toUpperCase()),
      /✗ Fingerprint differs/,
    ),
    lie('an empty file', '', /✗ This is not a workbench review report/),
    lie(
      "an earlier review's report with a verdict edited",
      edit(g.earlier, '<span class="deny">DENY</span>', '<span class="allow">ALLOW</span>'),
      DIFFERS('section "reasons"'),
    ),
    lie(
      "an earlier review's report against a workspace whose record of that review was edited",
      g.earlier,
      /✗ Review "Q1" in this workspace states sha256:[0-9a-f]{64}, but its recorded content is sha256:/,
      {
        workspace: {
          ...ws,
          reviews: (ws.reviews ?? []).map((r) =>
            r.id === g.first.id ? { ...r, workspace: { ...r.workspace, callbackHosts: [] } } : r,
          ),
        },
      },
    ),
    lie(
      "an earlier review's fingerprint restated in a report that names no review",
      g.unsignedNoBaseline.replaceAll(await fingerprint(g.edited), g.first.fingerprint),
      /✗ Fingerprint differs: .* that of review "Q1" recorded in this workspace, which the report does not name as its sign-off/,
    ),
    lie(
      'the carried baseline nested 100,000 deep',
      edit(
        signed,
        carried,
        `<pre data-slot="baseline-content">${'['.repeat(100_000)}${']'.repeat(100_000)}</pre>`,
      ),
      /✗ The baseline content the report carries is not a workspace: the workspace is invalid at \$\.name: /,
    ),
    // The live-card table: the report's observation, rebuilt from the results it carries.
    lie(
      'a drifted live card shown in sync in the table only',
      edit(
        g.signedWithDrift,
        liveCards,
        edit(liveCards, '<span class="deny">drifted</span>', '<span class="allow">in sync</span>'),
      ),
      DIFFERS('section "live-cards"'),
    ),
    lie(
      'the carried live-card results replaced by every card in sync, the table left',
      edit(g.signedWithDrift, driftCarried, driftJson(allInSync)),
      DIFFERS('section "live-cards"'),
    ),
    lie(
      'the live-card results and table both rewritten to every card in sync',
      edit(
        g.signedWithDrift,
        liveCards,
        sectionOf(
          reportHtml({ workspace: content(ws), fingerprint: 'x', drift: allInSync }),
          'live-cards',
        ),
      ),
      /– Live cards not verified: the table is rebuilt from the results the report carries, but what the agents served at 2026-03-31 10:00 UTC is the report's word alone/,
      { exitCode: 3 },
    ),
    lie(
      'the carried live-card results not a check of live cards',
      edit(g.signedWithDrift, driftCarried, '<pre data-slot="drift-results">{"rows":1}</pre>'),
      /✗ The live-card results the report carries are not a check of live cards\./,
    ),
    lie(
      'a forged sign-off id carrying a terminal escape',
      edit(
        signed,
        'name="review-id" content="review-2"',
        'name="review-id" content="\u001b[2Jreview-2"',
      ),
      /– Sign-off not verified: this workspace records no review "\\u001b\[2Jreview-2"/,
      { exitCode: 3 },
    ),
  ];
}

/** `text` as UTF-16LE with its byte-order mark, as an editor may save it. */
function utf16(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes[2 + i * 2] = unit & 0xff;
    bytes[3 + i * 2] = unit >> 8;
  }
  return bytes;
}
