// How a verdict reads to a person: each denial code's short form and title, the caller-context facts
// a hop is judged with, and the chain so far. Pure and shared, so the graph and the matrix describe
// the same verdict in the same words.
import type { Denial, DenialCode } from '../core/admission';
import type { CallerContext } from '../core/caller';
import type { HopVerdict, PathVerdict } from '../core/paths';
import type { AdmissionPolicy } from '../core/policy';

/** A short form for a tight space (a matrix cell) and the title it abbreviates. */
export const DENIAL_TEXT: Readonly<Record<DenialCode, { abbr: string; title: string }>> = {
  DEPTH_EXCEEDED: { abbr: 'DEPTH', title: 'Delegation chain too deep' },
  CYCLE_DETECTED: { abbr: 'CYCLE', title: 'Agent already in the chain' },
  TENANT_NOT_PERMITTED: { abbr: 'TEN', title: 'Tenant not served' },
  CLASSIFICATION_EXCEEDED: { abbr: 'CLASS', title: 'Data above the agent’s clearance' },
  NO_ACCEPTABLE_AUTH: { abbr: 'AUTH', title: 'No acceptable authentication' },
  MISSING_SCOPE: { abbr: 'SCOPE', title: 'Required scope missing' },
  SIGNATURE_NOT_TRUSTED: { abbr: 'SIG', title: 'No valid signature from a trusted key' },
};

export type VerdictTone = 'allowed' | 'denied' | 'unreachable' | 'unknown';

export interface ReasonView {
  readonly code: string;
  readonly abbr: string;
  readonly title: string;
  readonly reason: string;
}

export interface FactView {
  readonly label: string;
  readonly value: string;
}

/** Everything the details view shows for one verdict, as plain text. */
export interface VerdictView {
  readonly tone: VerdictTone;
  /** One line: "Allowed", "Denied (2 reasons)", "Not evaluated: …". */
  readonly summary: string;
  readonly reasons: readonly ReasonView[];
  /** The caller context the verdict was reached with. */
  readonly context: readonly FactView[];
  /** Agents in order, oldest first, ending with the one being asked. */
  readonly chain: readonly string[];
}

/** Each denial with its short form and title, in the core's order. */
export const reasonsOf = (denials: readonly Denial[]): ReasonView[] =>
  denials.map((d) => ({ code: d.code, ...DENIAL_TEXT[d.code], reason: d.reason }));

const listOrNone = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ');

/** The facts of a caller context, labelled for a description list. */
export function contextFacts(context: CallerContext): FactView[] {
  return [
    { label: 'Agent id', value: context.agentId },
    { label: 'Tenant', value: context.tenant === '' ? '(none)' : context.tenant },
    { label: 'User', value: context.userId === '' ? '(none)' : context.userId },
    { label: 'Data classification', value: context.dataClassification },
    { label: 'Scopes', value: listOrNone(context.scopes, '(none)') },
  ];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const deniedSummary = (denials: readonly Denial[]) =>
  `Denied (${plural(denials.length, 'reason')})`;

/** The verdict of `caller` delegating straight to the agent `agent` (one matrix cell). */
export function admissionView(
  caller: CallerContext,
  agent: string,
  denials: readonly Denial[],
): VerdictView {
  return {
    tone: denials.length === 0 ? 'allowed' : 'denied',
    summary: denials.length === 0 ? 'Allowed' : deniedSummary(denials),
    reasons: reasonsOf(denials),
    context: contextFacts(caller),
    chain: [...caller.delegationChain, caller.agentId, agent],
  };
}

/** The verdict of one hop of a planned path, saying why a hop was not evaluated. */
export function hopView(hop: HopVerdict, path: PathVerdict): VerdictView {
  const chain = [...hop.context.delegationChain, hop.context.agentId, hop.to];
  const base = { reasons: reasonsOf(hop.denials), context: contextFacts(hop.context), chain };
  switch (hop.status) {
    case 'allowed':
      return { ...base, tone: 'allowed', summary: 'Allowed' };
    case 'denied':
      return { ...base, tone: 'denied', summary: deniedSummary(hop.denials) };
    case 'unknown-agent':
      return {
        ...base,
        tone: 'unknown',
        summary: `No agent card named ${JSON.stringify(hop.to)}: the path stops here`,
      };
    case 'unreachable': {
      const broken = path.brokenAt === undefined ? undefined : path.hops[path.brokenAt];
      const where =
        broken === undefined ? 'an earlier hop' : `hop ${broken.index + 1} (${broken.to})`;
      return {
        ...base,
        tone: 'unreachable',
        summary: `Not evaluated: the path already stopped at ${where}`,
      };
    }
  }
}

/** The policy in one line, for headings and exports. */
export function policySummary(policy: AdmissionPolicy): string {
  const schemes = listOrNone(policy.acceptableSchemes, 'no scheme');
  const scope =
    policy.requiredScope === undefined
      ? 'no scope required'
      : `requires scope ${JSON.stringify(policy.requiredScope)}`;
  return `max depth ${policy.maxDepth}; accepts ${schemes}; ${scope}`;
}
