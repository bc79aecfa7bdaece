// The results of a live-card check as data: one row per card, against the workspace's card and
// against the newest review's snapshot of it. A run lives in the Review panel's view state for the
// page's life (never saved or shared: it is an observation of the agents at one moment), and the
// review report carries it, so its schema reads a run back from a report as untrusted input.
import { z } from 'zod';
import {
  DRIFT_KIND_TEXT,
  DRIFT_STATUS_TEXT,
  type DriftComparison,
  type DriftRow,
  type DriftRun,
} from '../../core/card-drift';
import type { AgentCard } from '../../core/card';
import { jsonValueSchema } from '../../core/json';
import type { DriftReferences } from '../../live/check-cards';
import { newestReview } from '../review/baseline';
import type { Workspace } from '../workspace';

const statusSchema = z.enum(['in-sync', 'drifted', 'signature-changed', 'unreachable']);

const changeSchema = z.object({
  kind: z.enum([
    'signature',
    'skill-added',
    'skill-removed',
    'skill-changed',
    'security',
    'interface',
    'version',
    'other',
  ]),
  path: z.string(),
  before: jsonValueSchema.optional(),
  after: jsonValueSchema.optional(),
});

const comparisonSchema = z.object({
  status: statusSchema,
  changes: z.array(changeSchema),
});

const rowSchema = z.object({
  card: z.string(),
  url: z.string(),
  /** Where the live card was read from, when it was read. */
  readFrom: z.string().optional(),
  /** Why no card could be read, when none was. */
  error: z.string().optional(),
  workspace: comparisonSchema,
  /** Against the newest review's snapshot of the card; absent when no review holds the card. */
  review: comparisonSchema.optional(),
});

const driftRunSchema = z.object({
  /** When the check started, ISO 8601. */
  checkedAt: z.string(),
  /** The review whose snapshot the `review` column compares with. */
  reviewName: z.string().optional(),
  /** Cards in the workspace when the check started; more than `rows` when it was stopped. */
  total: z.number().int().nonnegative(),
  rows: z.array(rowSchema),
});

/** A run as a report carries it, read back as untrusted input; undefined when it is not one. */
export function readDriftRun(value: unknown): DriftRun | undefined {
  const parsed = driftRunSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const comparison = (c: z.infer<typeof comparisonSchema>): DriftComparison => ({
    status: c.status,
    changes: c.changes.map((change) => ({
      kind: change.kind,
      path: change.path,
      before: change.before,
      after: change.after,
    })),
  });
  const { rows, ...run } = parsed.data;
  return {
    ...run,
    rows: rows.map(({ workspace, review, ...row }) => ({
      ...row,
      workspace: comparison(workspace),
      ...(review && { review: comparison(review) }),
    })),
  };
}

/** The Review panel's view key the last run is kept under. */
export const DRIFT_VIEW = 'review:drift';

/** A comparison's status in words, or why there is none. */
export const statusText = (comparison: DriftComparison | undefined): string =>
  comparison === undefined ? 'not reviewed' : DRIFT_STATUS_TEXT[comparison.status];

/** A row's changes in one line: `skill added $.skills[1]; version $.version`. */
function changesText(row: DriftRow): string {
  if (row.error !== undefined) return row.error;
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const change of [...row.workspace.changes, ...(row.review?.changes ?? [])]) {
    const part = `${DRIFT_KIND_TEXT[change.kind]} ${change.path}`;
    if (!seen.has(part)) parts.push(part);
    seen.add(part);
  }
  return parts.length === 0 ? 'none' : parts.join('; ');
}

/** The table's header and cells as plain text, shared by CSV, Markdown and the report. */
export const DRIFT_HEADER = [
  'Card',
  'URL',
  'Against the workspace',
  'Against the review',
  'Changes',
] as const;

export const rowCells = (row: DriftRow): readonly string[] => [
  row.card,
  row.url,
  statusText(row.workspace),
  statusText(row.review),
  changesText(row),
];

/** How a value shows in a change line: JSON, or "(absent)". */
const shown = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** A comparison's changes as lines for `FieldChanges`: `skill added $.skills[1]`, before, after. */
export const driftLines = (comparison: DriftComparison | undefined) =>
  (comparison?.changes ?? []).map((change) => ({
    path: `${DRIFT_KIND_TEXT[change.kind]} ${change.path}`,
    before: shown(change.before),
    after: shown(change.after),
  }));

/** What a check of `cards` compares with: those cards, and `ws`'s newest review's snapshot. */
export function driftReferencesOf(ws: Workspace, cards: readonly AgentCard[]): DriftReferences {
  const review = newestReview(ws);
  return {
    cards,
    ...(review && { review: { name: review.name, cards: review.workspace.cards } }),
  };
}
