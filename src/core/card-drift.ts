// Drift between a card as the workbench holds it (the workspace's, or a review's snapshot) and the
// card its agent serves now, field by field with JSON paths, each change sorted into what a
// reviewer asks about: skills added or removed, security, interfaces, signatures, version.
// Platform metadata is never published, so it never drifts. Pure: the fetch happens elsewhere.
import type { AgentCard } from './card';
import { fieldChanges } from './field-diff';
import type { JsonValue } from './json';

/** What kind of change a drifted field is, in the order a reviewer reads them. */
export type DriftKind =
  | 'signature'
  | 'skill-added'
  | 'skill-removed'
  | 'skill-changed'
  | 'security'
  | 'interface'
  | 'version'
  | 'other';

export interface DriftChange {
  readonly kind: DriftKind;
  /** A JSON path from the card's root: `$.skills[2]`, `$.securitySchemes.oauth2.flows`. */
  readonly path: string;
  /** The value the workbench holds; undefined when the field was absent. */
  readonly before: JsonValue | undefined;
  /** The value the agent serves; undefined when the field is gone. */
  readonly after: JsonValue | undefined;
}

/** One side of the comparison: the card as read, and its published `signatures` (none: []). */
export interface DriftSide {
  readonly card: AgentCard;
  readonly signatures: readonly JsonValue[];
}

/** How a card's live form stands against one reference: the table's four words. */
export type DriftStatus = 'in-sync' | 'drifted' | 'signature-changed' | 'unreachable';

const INTERFACE_KEYS: ReadonlySet<string> = new Set([
  'url',
  'preferredTransport',
  'interfaces',
  'additionalInterfaces',
  'supportedInterfaces',
]);
const SECURITY_KEYS: ReadonlySet<string> = new Set([
  'securitySchemes',
  'security',
  'securityRequirements',
]);
const VERSION_KEYS: ReadonlySet<string> = new Set(['version', 'protocolVersion']);

const kindOf = (key: string): DriftKind =>
  INTERFACE_KEYS.has(key)
    ? 'interface'
    : SECURITY_KEYS.has(key)
      ? 'security'
      : VERSION_KEYS.has(key)
        ? 'version'
        : 'other';

/** `skills[0].tags` (field-diff's form) as a JSON path under `prefix`. */
const under = (prefix: string, path: string) =>
  path === '' ? prefix : path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;

const ORDER: readonly DriftKind[] = [
  'signature',
  'skill-removed',
  'skill-added',
  'skill-changed',
  'security',
  'interface',
  'version',
  'other',
];

function skillChanges(before: AgentCard['skills'], after: AgentCard['skills']): DriftChange[] {
  const out: DriftChange[] = [];
  const afterIndex = new Map(after.map((skill, index) => [skill.id, index]));
  const beforeIds = new Set(before.map((skill) => skill.id));
  before.forEach((skill, index) => {
    const at = afterIndex.get(skill.id);
    if (at === undefined) {
      out.push({
        kind: 'skill-removed',
        path: `$.skills[${index}]`,
        before: skill,
        after: undefined,
      });
      return;
    }
    for (const change of fieldChanges(skill, after[at])) {
      out.push({ kind: 'skill-changed', ...change, path: under(`$.skills[${at}]`, change.path) });
    }
  });
  after.forEach((skill, index) => {
    if (!beforeIds.has(skill.id)) {
      out.push({
        kind: 'skill-added',
        path: `$.skills[${index}]`,
        before: undefined,
        after: skill,
      });
    }
  });
  return out;
}

function signatureChanges(
  before: readonly JsonValue[],
  after: readonly JsonValue[],
): DriftChange[] {
  if (before.length > 0 && after.length === 0) {
    return [{ kind: 'signature', path: '$.signatures', before: [...before], after: undefined }];
  }
  if (before.length === 0 && after.length > 0) {
    return [{ kind: 'signature', path: '$.signatures', before: undefined, after: [...after] }];
  }
  return fieldChanges(before, after).map((change) => ({
    kind: 'signature',
    ...change,
    path: under('$.signatures', change.path),
  }));
}

/**
 * The fields compared as they are: not skills (compared by id), not platform (never published),
 * and not the kept published text, whose spacing and key order say nothing (its signatures are
 * compared on their own).
 */
const NOT_COMPARED: ReadonlySet<string> = new Set(['platform', 'skills', 'published']);
const compared = (card: AgentCard) =>
  Object.fromEntries(Object.entries(card).filter(([key]) => !NOT_COMPARED.has(key)));

/**
 * Every change from `held` to `live`, signatures first, then skills removed, added and changed,
 * security, interfaces, version and the rest; empty when the agent serves what is held.
 * @example cardDrift(held, { ...held, card: { ...held.card, version: '2.0.0' } }) // [{ kind: 'version', path: '$.version', … }]
 */
export function cardDrift(held: DriftSide, live: DriftSide): DriftChange[] {
  const rest: DriftChange[] = fieldChanges(compared(held.card), compared(live.card)).map(
    (change) => ({
      kind: kindOf(/^[^.[]+/.exec(change.path)?.[0] ?? ''),
      ...change,
      path: under('$', change.path),
    }),
  );
  const all = [
    ...signatureChanges(held.signatures, live.signatures),
    ...skillChanges(held.card.skills, live.card.skills),
    ...rest,
  ];
  return ORDER.flatMap((kind) => all.filter((change) => change.kind === kind));
}

/** The table's word for a list of changes: a signature change outranks any other. */
export function driftStatus(changes: readonly DriftChange[]): Exclude<DriftStatus, 'unreachable'> {
  if (changes.some((change) => change.kind === 'signature')) return 'signature-changed';
  return changes.length > 0 ? 'drifted' : 'in-sync';
}

/** A card's live form against one reference. */
export interface DriftComparison {
  readonly status: DriftStatus;
  readonly changes: readonly DriftChange[];
}

/** One card's row of the live-card table. */
export interface DriftRow {
  readonly card: string;
  readonly url: string;
  /** Where the live card was read from, when it was read. */
  readonly readFrom?: string;
  /** Why no card could be read, when none was. */
  readonly error?: string;
  readonly workspace: DriftComparison;
  /** Against the newest review's snapshot of the card; absent when no review holds the card. */
  readonly review?: DriftComparison;
}

/** A check of every card: when, against which review, and the rows done (all, unless stopped). */
export interface DriftRun {
  /** When the check started, ISO 8601. */
  readonly checkedAt: string;
  readonly reviewName?: string;
  /** Cards in the workspace when the check started. */
  readonly total: number;
  readonly rows: readonly DriftRow[];
}

/** What a reviewer reads for each status. */
export const DRIFT_STATUS_TEXT: Readonly<Record<DriftStatus, string>> = {
  'in-sync': 'in sync',
  drifted: 'drifted',
  'signature-changed': 'signature changed',
  unreachable: 'unreachable',
};

/** What a reviewer reads for each kind of change. */
export const DRIFT_KIND_TEXT: Readonly<Record<DriftKind, string>> = {
  signature: 'signature',
  'skill-added': 'skill added',
  'skill-removed': 'skill removed',
  'skill-changed': 'skill changed',
  security: 'security',
  interface: 'interface',
  version: 'version',
  other: 'field',
};
