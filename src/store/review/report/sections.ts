// The review report's sections that state the reviewed content, each a pure function of it, so a
// workspace file alone rebuilds them. Verdicts read as words and codes; colour only repeats them.
import { admissionCodes, checkDelegation, type DenialCode } from '../../../core/admission';
import { normalizeHost } from '../../../core/callbacks';
import { offeredSchemeTypes } from '../../../core/card';
import { trustOf, type WorkspaceTrust } from '../../../core/card-trust';
import { canonicalJson } from '../../../core/canonical-json';
import { evaluatePath, type HopVerdict } from '../../../core/paths';
import { signatureView } from '../../signature-view';
import { DENIAL_TEXT } from '../../verdict-view';
import type { ReviewedWorkspace } from '../../workspace';
import { el, table, text } from './html';

/** Wider than this, the matrix is left to the per-caller verdict tables. */
const GRID_MAX_AGENTS = 12;

const verdictWord = (codes: readonly DenialCode[]) => (codes.length === 0 ? 'ALLOW' : 'DENY');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const listOr = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ');

export const facts = (rows: ReadonlyArray<readonly [string, string]>, attrs = {}) =>
  el(
    'dl',
    { class: 'facts', ...attrs },
    rows.flatMap(([dt, dd]) => [el('dt', {}, text(dt)), el('dd', {}, dd)]),
  );

export function policySection(ws: ReviewedWorkspace): string {
  const { maxDepth, acceptableSchemes, requiredScope } = ws.policy;
  return el(
    'section',
    { id: 'policy' },
    el('h2', {}, 'Admission policy'),
    facts([
      [
        'Max depth',
        text(`${maxDepth}: a caller whose chain is ${maxDepth} or longer is denied DEPTH_EXCEEDED`),
      ],
      [
        'Acceptable schemes',
        text(listOr(acceptableSchemes, '(none: every card is denied NO_ACCEPTABLE_AUTH)')),
      ],
      [
        'Required scope',
        requiredScope === undefined ? text('(none)') : el('code', {}, text(requiredScope)),
      ],
      // Written only when on, so a report of a policy without the rule reads as it always did.
      ...(ws.policy.requireTrustedSignature === true
        ? [
            [
              'Signature rule',
              text(
                'on: a card without a valid signature from a trusted key is denied SIGNATURE_NOT_TRUSTED',
              ),
            ] as const,
          ]
        : []),
    ]),
  );
}

export function matrixSection(ws: ReviewedWorkspace, trust: WorkspaceTrust): string {
  const cells = ws.callers.length * ws.cards.length;
  let allowed = 0;
  for (const caller of ws.callers)
    for (const card of ws.cards)
      if (admissionCodes(caller, card, ws.policy, trustOf(trust, card.name)).length === 0)
        allowed += 1;
  const summary = el(
    'p',
    {},
    text(
      `${plural(ws.callers.length, 'caller')} × ${plural(ws.cards.length, 'agent')}: ${allowed} allowed, ${cells - allowed} denied.`,
    ),
  );
  if (cells === 0 || ws.cards.length > GRID_MAX_AGENTS) {
    return el(
      'section',
      { id: 'matrix' },
      el('h2', {}, 'Policy matrix'),
      summary,
      el('p', { class: 'muted' }, text('Every verdict is listed per caller below.')),
    );
  }
  const rows = ws.callers.map((caller) => [
    el('strong', {}, text(caller.agentId)),
    ...ws.cards.map((card) => {
      const codes = admissionCodes(caller, card, ws.policy, trustOf(trust, card.name));
      const label =
        codes.length === 0 ? '✓ allow' : `✕ ${codes.map((c) => DENIAL_TEXT[c].abbr).join(' ')}`;
      return el('span', { class: codes.length === 0 ? 'allow' : 'deny' }, text(label));
    }),
  ]);
  return el(
    'section',
    { id: 'matrix' },
    el('h2', {}, 'Policy matrix'),
    summary,
    table(
      'Caller (rows) delegating to agent (columns)',
      ['Caller \\ Agent', ...ws.cards.map((c) => c.name)],
      rows,
      { class: 'grid' },
    ),
    el(
      'p',
      { class: 'muted' },
      text(
        `Codes: ${Object.entries(DENIAL_TEXT)
          .filter(([code]) => code !== 'SIGNATURE_NOT_TRUSTED' || ws.policy.requireTrustedSignature)
          .map(([code, t]) => `${t.abbr} = ${code}`)
          .join('; ')}.`,
      ),
    ),
  );
}

export function reasonsSection(ws: ReviewedWorkspace, trust: WorkspaceTrust): string {
  const perCaller = ws.callers.map((caller) => {
    const rows = ws.cards.map((card) => {
      const denials = checkDelegation(caller, card, ws.policy, trustOf(trust, card.name));
      const verdict = el(
        'span',
        { class: denials.length === 0 ? 'allow' : 'deny' },
        text(verdictWord(denials.map((d) => d.code))),
      );
      const reasons =
        denials.length === 0
          ? text('')
          : el(
              'ul',
              { class: 'plain' },
              denials.map((d) => el('li', {}, el('code', {}, text(d.code)), text(`: ${d.reason}`))),
            );
      return [text(card.name), verdict, reasons];
    });
    return (
      el('h3', {}, text(`Caller ${caller.agentId}`)) +
      el(
        'p',
        { class: 'muted' },
        text(
          `tenant ${caller.tenant || '(none)'} · data ${caller.dataClassification} · scopes ${listOr(caller.scopes, '(none)')} · chain ${listOr(caller.delegationChain, '(empty)')}`,
        ),
      ) +
      table(`Verdicts for ${caller.agentId}`, ['Agent', 'Verdict', 'Denial reasons'], rows)
    );
  });
  const cards = table(
    'Agent cards and the platform metadata admission reads',
    ['Agent', 'Owner', 'Tenants', 'Cleared up to', 'Authentication'],
    ws.cards.map((card) => [
      text(card.name),
      text(card.platform.owner || '(none)'),
      text(listOr(card.platform.tenants, 'all tenants')),
      text(card.platform.maxDataClassification),
      text(listOr(offeredSchemeTypes(card), '(none)')),
    ]),
  );
  return el(
    'section',
    { id: 'reasons' },
    el('h2', {}, 'Every verdict and denial reason'),
    ws.callers.length === 0 || ws.cards.length === 0
      ? el('p', {}, text('There are no callers or no agent cards, so there are no verdicts.'))
      : perCaller.join(''),
    ws.cards.length === 0 ? '' : cards,
  );
}

const hopOutcome = (hop: HopVerdict) => {
  switch (hop.status) {
    case 'allowed':
      return 'ALLOW';
    case 'denied':
      return 'DENY';
    case 'unknown-agent':
      return 'BROKEN: no agent card by this name';
    case 'unreachable':
      return 'not reached: an earlier hop is broken';
  }
};

export function pathsSection(ws: ReviewedWorkspace, trust: WorkspaceTrust): string {
  const cards = new Map(ws.cards.map((c) => [c.name, c]));
  const paths = ws.paths.map((path) => {
    const caller = ws.callers.find((c) => c.agentId === path.callerId);
    const title = el('h3', {}, text(`${path.id}: ${[path.callerId, ...path.hops].join(' → ')}`));
    if (caller === undefined) {
      return (
        title +
        el(
          'p',
          {},
          el(
            'span',
            { class: 'deny' },
            text(`BROKEN: there is no caller ${path.callerId}; no hop was evaluated.`),
          ),
        )
      );
    }
    const verdict = evaluatePath(path, caller, cards, ws.policy, trust);
    const status =
      verdict.brokenAt === undefined
        ? el('p', {}, el('span', { class: 'allow' }, text('Every hop is allowed.')))
        : el(
            'p',
            {},
            el('span', { class: 'deny' }, text(`Broken at hop ${verdict.brokenAt + 1}.`)),
          );
    const rows = verdict.hops.map((hop) => {
      const outcome = el(
        'span',
        { class: hop.status === 'allowed' ? 'allow' : 'deny' },
        text(hopOutcome(hop)),
      );
      return [
        text(String(hop.index + 1)),
        text(`${hop.from} → ${hop.to}`),
        outcome,
        hop.denials.length === 0
          ? ''
          : el(
              'ul',
              { class: 'plain' },
              hop.denials.map((d) =>
                el('li', {}, el('code', {}, text(d.code)), text(`: ${d.reason}`)),
              ),
            ),
      ];
    });
    return (
      title +
      status +
      table(`Hops of ${path.id}`, ['Hop', 'Delegation', 'Outcome', 'Denial reasons'], rows)
    );
  });
  return el(
    'section',
    { id: 'paths' },
    el('h2', {}, 'Planned paths'),
    paths.length === 0 ? el('p', {}, text('No delegation paths are planned.')) : paths.join(''),
  );
}

export function allowListSection(ws: ReviewedWorkspace): string {
  const items = ws.callbackHosts.map((host) =>
    normalizeHost(host) === undefined
      ? el(
          'li',
          {},
          el('code', {}, text(host)),
          ' ',
          el('span', { class: 'flag' }, text('ignored: not a bare host name')),
        )
      : el('li', {}, el('code', {}, text(host))),
  );
  return el(
    'section',
    { id: 'allow-list' },
    el('h2', {}, 'Callback allow-list'),
    el(
      'p',
      {},
      text(
        'A push callback must be https, carry no credentials, name one of these hosts exactly on the default port, and come with a token.',
      ),
    ),
    items.length === 0
      ? el(
          'p',
          {},
          el('span', { class: 'deny' }, text('The list is empty: no callback host is allowed.')),
        )
      : el('ul', { class: 'plain' }, ...items),
  );
}

const keyList = (ws: ReviewedWorkspace) =>
  (ws.trustedKeys ?? []).map((k) => `“${k.name}” (${k.vouchesFor || 'vouches for nothing named'})`);

/** Which keys the statuses were verified with, or plainly that the content records none. */
function keysLine(ws: ReviewedWorkspace, baseline: boolean): string {
  const keys = keyList(ws);
  if (keys.length === 0) {
    return baseline
      ? 'The baseline’s content records no trusted keys, so each signed card in it reads as key unknown: these are the baseline’s own verdicts, not those of the keys trusted now.'
      : 'This content records no trusted keys, so each signed card reads as key unknown.';
  }
  const whose = baseline ? 'the baseline’s content records' : 'this content records';
  return `Each card’s published JSON was verified against the ${plural(keys.length, 'trusted key')} ${whose}: ${keys.join(', ')}.`;
}

const ruleLine = (ws: ReviewedWorkspace, baseline: boolean) =>
  ws.policy.requireTrustedSignature === true
    ? `The ${baseline ? 'baseline’s ' : ''}signature rule is on: these statuses decide SIGNATURE_NOT_TRUSTED${baseline ? ' in its verdicts' : ' above'}.`
    : `The ${baseline ? 'baseline’s ' : ''}signature rule is off: these statuses decide no verdict; they are shown for the reviewer.`;

/**
 * Each card's signature status (valid by a named key, invalid with the check that failed, key
 * unknown, unsigned) and what its signatures do not cover, with the verdicts as canonical JSON.
 * Shown whether or not the policy's signature rule is on; verify verifies every published card
 * again against the content's own trusted keys and checks this section too (`slot` names the
 * baseline's).
 */
export function signaturesSection(
  ws: ReviewedWorkspace,
  trust: WorkspaceTrust,
  slot = 'card-trust',
): string {
  const baseline = slot !== 'card-trust';
  // fromEntries defines each name as an own key, `__proto__` included.
  const read = Object.fromEntries(
    ws.cards.flatMap((card) => {
      const verdicts = trustOf(trust, card.name);
      return verdicts === undefined ? [] : [[card.name, verdicts] as const];
    }),
  );
  const evidence = canonicalJson(read);
  const rows = ws.cards.map((card) => {
    const own = trustOf(trust, card.name);
    const view = signatureView(own);
    const uncovered = own?.uncovered ?? [];
    const tone = view.status === 'valid' ? 'allow' : view.status === 'unsigned' ? 'muted' : 'deny';
    return [
      text(card.name),
      el('span', { class: tone }, text(view.label)),
      text(
        view.detail +
          (uncovered.length === 0 ? '' : ` Not covered by the signature: ${uncovered.join(', ')}.`),
      ),
    ];
  });
  return el(
    'section',
    { id: baseline ? 'baseline-signatures' : 'signatures' },
    el('h2', {}, baseline ? 'Baseline card signatures' : 'Card signatures'),
    el('p', {}, text(`${ruleLine(ws, baseline)} ${keysLine(ws, baseline)}`)),
    ws.cards.length === 0
      ? el('p', {}, text('There are no agent cards.'))
      : table(
          baseline ? 'Each baseline card’s signature status' : 'Each card’s signature status',
          ['Agent', 'Status', 'What was seen'],
          rows,
        ),
    el(
      'details',
      {},
      el('summary', {}, text('The signature verdicts as JSON, which verify checks')),
      el('pre', { 'data-slot': slot }, text(evidence.ok ? evidence.value : '{}')),
    ),
  );
}
