// Comparisons in words, for the panels' marks and the what-if lines: pure text, so the components
// that show it need no domain types.
import type { DenialCode } from '../../core/admission';
import type { CellFlip, HopFlip, HopOutcome, WorkspaceChanges } from '../../core/compare';
import type { FieldChange } from '../../core/field-diff';
import type { JsonValue } from '../../core/json';

/** A verdict in a few words: `ALLOW`, `DENY (TENANT_NOT_PERMITTED, …)`. */
export const verdictText = (codes: readonly DenialCode[]): string =>
  codes.length === 0 ? 'ALLOW' : `DENY (${codes.join(', ')})`;

/** What a flipped cell was, for a mark beside its current verdict: `was ALLOW`. */
export const wasText = (flip: Pick<CellFlip, 'before'>): string =>
  `was ${verdictText(flip.before)}`;

/** A mark's words for a flipped cell: `newly denied`, `newly allowed`, `other codes`. */
export const flipWords = (flip: Pick<CellFlip, 'kind'>): string =>
  flip.kind === 'other-codes' ? 'other codes' : flip.kind.replace('-', ' ');

/** One flipped cell in full: `a → b: ALLOW → DENY (DEPTH_EXCEEDED)`. */
export const flipText = (flip: CellFlip): string =>
  `${flip.callerId} → ${flip.agent}: ${verdictText(flip.before)} → ${verdictText(flip.after)}`;

const outcomeText = (o: HopOutcome) =>
  o.status === 'denied' ? verdictText(o.codes) : o.status.replace('-', ' ');

/** What a hop's outcome was: `was allowed`, `was DENY (…)`. */
export const hopWasText = (flip: HopFlip): string =>
  `was ${flip.before.status === 'allowed' ? 'allowed' : outcomeText(flip.before)}`;

/** A JSON value as a reviewer reads it; an absent field says so. */
const valueText = (value: JsonValue | undefined): string =>
  value === undefined ? '(absent)' : JSON.stringify(value);

export interface FieldLine {
  readonly path: string;
  readonly before: string;
  readonly after: string;
}

export const fieldLines = (fields: readonly FieldChange[]): FieldLine[] =>
  fields.map((f) => ({ path: f.path, before: valueText(f.before), after: valueText(f.after) }));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How many cells a comparison flips, by kind: `flips 3 cells: 1 newly denied, 2 with other codes`. */
function flipSummary(changes: WorkspaceChanges): string {
  const { newlyAllowed, newlyDenied, otherCodes } = changes.counts;
  const total = newlyAllowed + newlyDenied + otherCodes;
  if (total === 0) return 'flips no verdict';
  const kinds = [
    newlyAllowed > 0 && `${newlyAllowed} newly allowed`,
    newlyDenied > 0 && `${newlyDenied} newly denied`,
    otherCodes > 0 && `${otherCodes} with other codes`,
  ].filter(Boolean);
  return `flips ${plural(total, 'cell')}: ${kinds.join(', ')}`;
}

/**
 * What is not yet known of a comparison: `Checking the signatures of 2 cards against each
 * version's own trusted keys: their verdict changes are left out until the check ends.`
 */
export const pendingText = (pending: ReadonlySet<string>): string =>
  `Checking the signatures of ${plural(pending.size, 'card')} (${[...pending].join(', ')}) against each version’s own trusted keys: their verdict changes are left out until the check ends.`;

/** The what-if sentence for an edit: `This edit flips 2 cells: …; 1 planned hop changes outcome.` */
function effectSummary(changes: WorkspaceChanges): string {
  const { hops, newlyVisible, newlyHidden } = changes.counts;
  const extra = [
    hops > 0 && `${plural(hops, 'planned hop')} ${hops === 1 ? 'changes' : 'change'} outcome`,
    newlyVisible + newlyHidden > 0 &&
      `${plural(newlyVisible + newlyHidden, 'card')} ${newlyVisible + newlyHidden === 1 ? 'is' : 'are'} newly listed or hidden`,
  ].filter(Boolean);
  return `This edit ${flipSummary(changes)}${extra.length > 0 ? `; ${extra.join('; ')}` : ''}.`;
}

/** An ISO instant as a reader expects it: `2026-03-31 09:15 UTC`; anything else as written. */
export function readableInstant(iso: string): string {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/.exec(iso);
  return m === null ? iso : `${m[1]} ${m[2]} UTC`;
}

/** The what-if sentence, and what is not yet known of it when signatures are being checked. */
export const whatIfText = (effect: {
  readonly changes: WorkspaceChanges;
  readonly pending: ReadonlySet<string>;
}): string =>
  effect.pending.size === 0
    ? effectSummary(effect.changes)
    : `${effectSummary(effect.changes)} ${pendingText(effect.pending)}`;
