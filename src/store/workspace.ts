// The workspace: everything a reviewer edits, as one plain JSON value. Saved state, imported files
// and share links all arrive as untrusted JSON and pass through `workspaceSchema` first.
import { z } from 'zod';
import { behaviourScriptSchema } from '../core/behaviour';
import { agentCardSchema } from '../core/card';
import { callerContextSchema } from '../core/caller';
import { delegationPathSchema } from '../core/paths';
import { admissionPolicySchema } from '../core/policy';
import { FINGERPRINT_PATTERN } from '../core/fingerprint';
import { jsonEqual, type JsonValue } from '../core/json';
import { BANK } from '../scenarios/bank';
import { trustedKeySchema } from '../core/trusted-key';

export const positionSchema = z.object({ x: z.number(), y: z.number() });
export type Position = z.infer<typeof positionSchema>;

/** Flags a second item with the same key, at that item's key path. */
function unique<T>(items: readonly T[], key: (item: T) => string, field: string, what: string) {
  return (ctx: z.RefinementCtx, at: string) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [at, index, field],
          message: `${what} ${JSON.stringify(value)} appears twice`,
        });
      }
      seen.add(value);
    });
  };
}

/** What a review covers: the workspace without graph positions and without the reviews. */
const contentShape = {
  name: z.string(),
  cards: z.array(agentCardSchema),
  callers: z.array(callerContextSchema),
  policy: admissionPolicySchema,
  paths: z.array(delegationPathSchema),
  behaviours: z.array(behaviourScriptSchema),
  callbackHosts: z.array(z.string()),
  /** Public keys trusted to vouch for cards; absent in workspaces saved before signatures. */
  trustedKeys: z.array(trustedKeySchema).optional(),
};

type Content = z.infer<z.ZodObject<typeof contentShape>>;

function uniqueItems(ws: Content, ctx: z.RefinementCtx) {
  unique(ws.cards, (c) => c.name, 'name', 'the card name')(ctx, 'cards');
  unique(ws.callers, (c) => c.agentId, 'agentId', 'the caller')(ctx, 'callers');
  unique(ws.paths, (p) => p.id, 'id', 'the path id')(ctx, 'paths');
  unique(ws.behaviours, (b) => b.id, 'id', 'the behaviour id')(ctx, 'behaviours');
  unique(ws.trustedKeys ?? [], (k) => k.name, 'name', 'the trusted key')(ctx, 'trustedKeys');
}

/** The reviewed content of a workspace, as a review keeps it. */
export const reviewedWorkspaceSchema = z.object(contentShape).superRefine(uniqueItems);
export type ReviewedWorkspace = z.infer<typeof reviewedWorkspaceSchema>;

/** A recorded review: who signed off what, when, with the fingerprint of what they saw. */
export const reviewSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  reviewer: z.string(),
  /** When it was recorded, ISO 8601, read from the clock by the app. */
  recordedAt: z.string(),
  note: z.string(),
  fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'a fingerprint is "sha256:" and 64 hex digits'),
  /** The reviewed content as it was, to compare with and to open read-only. */
  workspace: reviewedWorkspaceSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const workspaceSchema = z
  .object({
    ...contentShape,
    /** Graph node id → the position the user dragged it to; view state, so absent reads as none. */
    layout: z.record(z.string(), positionSchema).default(() => ({})),
    /** Recorded reviews, oldest first; absent in workspaces saved before reviews existed. */
    reviews: z.array(reviewSchema).optional(),
  })
  .superRefine((ws, ctx) => {
    uniqueItems(ws, ctx);
    unique(ws.reviews ?? [], (r) => r.id, 'id', 'the review id')(ctx, 'reviews');
  });
export type Workspace = z.infer<typeof workspaceSchema>;

/** The bank example the workbench opens on: three cards, one caller, two paths. */
export function defaultWorkspace(): Workspace {
  return structuredClone({
    name: BANK.name,
    cards: [...BANK.cards],
    callers: [...BANK.callers],
    policy: BANK.policy,
    paths: [...BANK.paths],
    behaviours: [...BANK.behaviours],
    callbackHosts: [...BANK.callbackHosts],
    layout: {},
  });
}

/** A workspace with nothing in it but the default policy. */
export function emptyWorkspace(): Workspace {
  return {
    name: 'Untitled workspace',
    cards: [],
    callers: [],
    policy: structuredClone(BANK.policy),
    paths: [],
    behaviours: [],
    callbackHosts: [],
    layout: {},
  };
}

const normalise = (ws: Workspace): JsonValue => JSON.parse(JSON.stringify(ws)) as JsonValue;

/** True when two workspaces hold the same data, whatever their key order. */
export const workspacesEqual = (a: Workspace, b: Workspace): boolean =>
  a === b || jsonEqual(normalise(a), normalise(b));
