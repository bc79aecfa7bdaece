// The workspace: everything a reviewer edits, as one plain JSON value. Saved state, imported files
// and share links all arrive as untrusted JSON and pass through `workspaceSchema` first.
import { z } from 'zod';
import { behaviourScriptSchema } from '../core/behaviour';
import { agentCardSchema } from '../core/card';
import { callerContextSchema } from '../core/caller';
import { delegationPathSchema } from '../core/paths';
import { admissionPolicySchema } from '../core/policy';
import { jsonEqual, type JsonValue } from '../core/json';
import { BANK } from '../scenarios/bank';

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

export const workspaceSchema = z
  .object({
    name: z.string(),
    cards: z.array(agentCardSchema),
    callers: z.array(callerContextSchema),
    policy: admissionPolicySchema,
    paths: z.array(delegationPathSchema),
    behaviours: z.array(behaviourScriptSchema),
    callbackHosts: z.array(z.string()),
    /** Graph node id → the position the user dragged it to; view state, so absent reads as none. */
    layout: z.record(z.string(), positionSchema).default(() => ({})),
  })
  .superRefine((ws, ctx) => {
    unique(ws.cards, (c) => c.name, 'name', 'the card name')(ctx, 'cards');
    unique(ws.callers, (c) => c.agentId, 'agentId', 'the caller')(ctx, 'callers');
    unique(ws.paths, (p) => p.id, 'id', 'the path id')(ctx, 'paths');
    unique(ws.behaviours, (b) => b.id, 'id', 'the behaviour id')(ctx, 'behaviours');
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
