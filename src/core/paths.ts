// Planned delegation paths, evaluated hop by hop. Each hop is checked with the caller context that
// hop would really carry: the previous agent as caller, the chain accumulated so far, and the
// originating tenant, scopes and classification. The first denied hop ends the path.
import { z } from 'zod';
import { checkDelegation, type Denial } from './admission';
import type { AgentCard } from './card';
import { trustOf, type WorkspaceTrust } from './card-trust';
import type { CallerContext } from './caller';
import type { AdmissionPolicy } from './policy';

export const delegationPathSchema = z.object({
  id: z.string().min(1),
  /** The caller context (by agent id) that starts the path. */
  callerId: z.string().min(1),
  /** Agent names, in order: caller → hops[0] → hops[1] → … */
  hops: z.array(z.string().min(1)),
});
export type DelegationPath = z.infer<typeof delegationPathSchema>;

export type HopStatus = 'allowed' | 'denied' | 'unknown-agent' | 'unreachable';

export interface HopVerdict {
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly status: HopStatus;
  /** Admission denials; empty unless status is denied. */
  readonly denials: readonly Denial[];
  /** The context this hop is evaluated with. */
  readonly context: CallerContext;
}

export interface PathVerdict {
  readonly pathId: string;
  readonly hops: readonly HopVerdict[];
  /** True when every hop is allowed. */
  readonly allowed: boolean;
  /** Index of the first hop that did not pass, if any. */
  readonly brokenAt: number | undefined;
}

/** The context hop `index` of a path from `caller` through `hops` is evaluated with. */
export function hopContext(
  caller: CallerContext,
  hops: readonly string[],
  index: number,
): CallerContext {
  if (index === 0) return caller;
  return {
    ...caller,
    agentId: hops[index - 1] ?? caller.agentId,
    delegationChain: [...caller.delegationChain, caller.agentId, ...hops.slice(0, index - 1)],
  };
}

/**
 * Evaluates every hop of `path`: allowed, denied (with denials), unknown-agent (no such card), or
 * unreachable (after the first hop that did not pass). Each hop's card is judged with its own
 * signature verdicts from `trust`.
 */
export function evaluatePath(
  path: DelegationPath,
  caller: CallerContext,
  cards: ReadonlyMap<string, AgentCard>,
  policy: AdmissionPolicy,
  trust?: WorkspaceTrust,
): PathVerdict {
  const verdicts: HopVerdict[] = [];
  let brokenAt: number | undefined;
  path.hops.forEach((to, index) => {
    const context = hopContext(caller, path.hops, index);
    const from = context.agentId;
    if (brokenAt !== undefined) {
      verdicts.push({ index, from, to, status: 'unreachable', denials: [], context });
      return;
    }
    const card = cards.get(to);
    if (card === undefined) {
      brokenAt = index;
      verdicts.push({ index, from, to, status: 'unknown-agent', denials: [], context });
      return;
    }
    const denials = checkDelegation(context, card, policy, trustOf(trust, to));
    if (denials.length > 0) brokenAt = index;
    verdicts.push({
      index,
      from,
      to,
      status: denials.length > 0 ? 'denied' : 'allowed',
      denials,
      context,
    });
  });
  return { pathId: path.id, hops: verdicts, allowed: brokenAt === undefined, brokenAt };
}
