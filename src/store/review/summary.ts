// The one-line summary of a comparison: each kind of change with its count, in a fixed order,
// worded once for the panels' summary line and the report.
import type { ItemChanges, WorkspaceChanges } from '../../core/compare';

export type ChangeKind =
  | 'newly-allowed'
  | 'newly-denied'
  | 'other-codes'
  | 'newly-visible'
  | 'newly-hidden'
  | 'hops'
  | 'cards'
  | 'callers'
  | 'paths'
  | 'behaviours'
  | 'keys'
  | 'policy'
  | 'hosts';

export interface ChangeCount {
  readonly kind: ChangeKind;
  readonly count: number;
  /** "2 newly allowed", "1 card changed". */
  readonly text: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const itemText = (items: ItemChanges, one: string, many?: string) =>
  [
    items.added.length > 0 && `${plural(items.added.length, one, many)} added`,
    items.removed.length > 0 && `${plural(items.removed.length, one, many)} removed`,
    items.changed.length > 0 && `${plural(items.changed.length, one, many)} changed`,
  ]
    .filter(Boolean)
    .join(', ');

const itemCount = (items: ItemChanges) =>
  items.added.length + items.removed.length + items.changed.length;

/** Every kind of change with a non-zero count, flips first. */
export function changeCounts(changes: WorkspaceChanges): ChangeCount[] {
  const { counts, callbackHosts } = changes;
  const hosts = callbackHosts.added.length + callbackHosts.removed.length;
  const all: ChangeCount[] = [
    {
      kind: 'newly-allowed',
      count: counts.newlyAllowed,
      text: `${counts.newlyAllowed} newly allowed`,
    },
    { kind: 'newly-denied', count: counts.newlyDenied, text: `${counts.newlyDenied} newly denied` },
    {
      kind: 'other-codes',
      count: counts.otherCodes,
      text: `${plural(counts.otherCodes, 'denial')} with other codes`,
    },
    {
      kind: 'newly-visible',
      count: counts.newlyVisible,
      text: `${counts.newlyVisible} newly listed`,
    },
    { kind: 'newly-hidden', count: counts.newlyHidden, text: `${counts.newlyHidden} newly hidden` },
    {
      kind: 'hops',
      count: counts.hops,
      text: `${plural(counts.hops, 'planned hop')} with another outcome`,
    },
    { kind: 'cards', count: itemCount(changes.cards), text: itemText(changes.cards, 'card') },
    {
      kind: 'callers',
      count: itemCount(changes.callers),
      text: itemText(changes.callers, 'caller'),
    },
    { kind: 'paths', count: itemCount(changes.paths), text: itemText(changes.paths, 'path') },
    {
      kind: 'behaviours',
      count: itemCount(changes.behaviours),
      text: itemText(changes.behaviours, 'behaviour script'),
    },
    {
      kind: 'keys',
      count: itemCount(changes.trustedKeys),
      text: itemText(changes.trustedKeys, 'trusted key'),
    },
    {
      kind: 'policy',
      count: changes.policy.length,
      text: `policy: ${changes.policy.map((f) => f.path).join(', ')} changed`,
    },
    {
      kind: 'hosts',
      count: hosts,
      text: `allow-list: ${[
        callbackHosts.added.length > 0 && `${plural(callbackHosts.added.length, 'host')} added`,
        callbackHosts.removed.length > 0 &&
          `${plural(callbackHosts.removed.length, 'host')} removed`,
      ]
        .filter(Boolean)
        .join(', ')}`,
    },
  ];
  return all.filter((c) => c.count > 0);
}
