// The report's "changes since the baseline": what flipped and what was edited, as the comparison
// in the core found it. The section carries the baseline's own content (its canonical JSON, whose
// SHA-256 is the baseline's fingerprint), so `review verify` rebuilds the changes from the report
// and the workspace alone.
import type { ItemChanges, WorkspaceChanges } from '../../../core/compare';
import type { FieldChange } from '../../../core/field-diff';
import type { JsonValue } from '../../../core/json';
import { el, table, text } from './html';
import { changeCounts } from '../summary';

const show = (value: JsonValue | undefined) =>
  value === undefined ? '(absent)' : JSON.stringify(value);

const fieldRows = (fields: readonly FieldChange[]) =>
  fields.map((f) => [
    el('code', {}, text(f.path)),
    el('code', {}, text(show(f.before))),
    el('code', {}, text(show(f.after))),
  ]);

function itemsBlock(title: string, noun: string, items: ItemChanges): string {
  const lines = [
    ...items.added.map((k) => el('li', {}, text(`${noun} ${k}: added`))),
    ...items.removed.map((k) => el('li', {}, text(`${noun} ${k}: removed`))),
  ];
  const changed = items.changed.map(({ key, fields }) =>
    table(`${noun} ${key}: changed`, ['Field', 'Before', 'After'], fieldRows(fields)),
  );
  if (lines.length === 0 && changed.length === 0) return '';
  return (
    el('h3', {}, text(title)) +
    (lines.length > 0 ? el('ul', { class: 'plain' }, lines) : '') +
    changed.join('')
  );
}

export interface BaselineInfo {
  readonly fingerprint: string;
  /** The baseline's canonical JSON: the text whose SHA-256 is `fingerprint`. */
  readonly canonical: string;
  /** The recorded review the baseline is, if it is one. */
  readonly review?: { readonly id: string; readonly name: string };
}

const comparedWith = (baseline: BaselineInfo) =>
  baseline.review === undefined
    ? text('the baseline workspace below')
    : text('review “') +
      el('strong', { 'data-slot': 'baseline-review-name' }, text(baseline.review.name)) +
      text('”');

/** The section for `changes` against `baseline`; says so plainly when there is no baseline. */
export function changesSection(
  baseline: BaselineInfo | undefined,
  changes: WorkspaceChanges | undefined,
): string {
  if (baseline === undefined || changes === undefined) {
    return el(
      'section',
      { id: 'changes' },
      el('h2', {}, 'Changes since the baseline'),
      el('p', {}, text('No baseline was set, so this report lists no changes.')),
    );
  }
  const counts = changeCounts(changes);
  const cellRows = changes.cells.map((f) => [
    text(`${f.callerId} → ${f.agent}`),
    text(f.kind.replace('-', ' ')),
    text(f.before.length === 0 ? 'ALLOW' : `DENY ${f.before.join(', ')}`),
    text(f.after.length === 0 ? 'ALLOW' : `DENY ${f.after.join(', ')}`),
  ]);
  const hostLines = [
    ...changes.callbackHosts.added.map((h) => el('li', {}, text(`${h}: added`))),
    ...changes.callbackHosts.removed.map((h) => el('li', {}, text(`${h}: removed`))),
  ];
  return el(
    'section',
    { id: 'changes' },
    el('h2', {}, 'Changes since the baseline'),
    el(
      'p',
      {},
      text('Compared with '),
      comparedWith(baseline),
      text(', fingerprint '),
      el('code', { class: 'fingerprint' }, text(baseline.fingerprint)),
      text('.'),
    ),
    counts.length === 0
      ? el('p', {}, text('Nothing a review covers has changed.'))
      : el(
          'ul',
          { class: 'counts' },
          counts.map((c) => el('li', {}, text(c.text))),
        ),
    changes.policy.length === 0
      ? ''
      : el('h3', {}, 'Policy') +
          table(
            'Policy fields that changed',
            ['Field', 'Before', 'After'],
            fieldRows(changes.policy),
          ),
    cellRows.length === 0
      ? ''
      : el('h3', {}, 'Verdicts that flipped') +
          table(
            'Caller × agent cells whose verdict or codes changed',
            ['Cell', 'Change', 'Before', 'After'],
            cellRows,
          ),
    changes.visibility.length === 0
      ? ''
      : el('h3', {}, 'Discovery') +
          el(
            'ul',
            { class: 'plain' },
            changes.visibility.map((v) =>
              el(
                'li',
                {},
                text(`${v.agent} is now ${v.visible ? 'listed for' : 'hidden from'} ${v.callerId}`),
              ),
            ),
          ),
    changes.hops.length === 0
      ? ''
      : el('h3', {}, 'Planned hops') +
          el(
            'ul',
            { class: 'plain' },
            changes.hops.map((h) =>
              el(
                'li',
                {},
                text(
                  `${h.pathId} hop ${h.index + 1} (${h.from} → ${h.to}): ${h.before.status} → ${h.after.status}${h.after.codes.length > 0 ? ` (${h.after.codes.join(', ')})` : ''}`,
                ),
              ),
            ),
          ),
    itemsBlock('Agent cards', 'Card', changes.cards),
    itemsBlock('Callers', 'Caller', changes.callers),
    itemsBlock('Paths', 'Path', changes.paths),
    itemsBlock('Behaviour scripts', 'Behaviour', changes.behaviours),
    itemsBlock('Trusted keys', 'Key', changes.trustedKeys),
    hostLines.length === 0
      ? ''
      : el('h3', {}, 'Callback allow-list') + el('ul', { class: 'plain' }, hostLines),
    el(
      'details',
      {},
      el(
        'summary',
        {},
        text('The baseline’s reviewed content: canonical JSON whose SHA-256 is its fingerprint'),
      ),
      el('pre', { 'data-slot': 'baseline-content' }, text(baseline.canonical)),
    ),
  );
}
