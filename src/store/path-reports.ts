// Every planned path judged hop by hop, kept per path between edits. Only the graph reads these,
// so this sits apart from the selectors the shell loads with the first page.
import type { AgentCard } from '../core/card';
import { trustOf, type CardTrust, type WorkspaceTrust } from '../core/card-trust';
import type { CallerContext } from '../core/caller';
import { evaluatePath, type DelegationPath, type PathVerdict } from '../core/paths';
import type { AdmissionPolicy } from '../core/policy';
import { memoByRef } from './memo';
import { directoryOf } from './selectors';
import { NO_TRUST, trustRead } from './trust-read';
import type { Workspace } from './workspace';

export interface PathReport {
  readonly path: DelegationPath;
  /** The caller the path starts from; undefined when no caller has its id. */
  readonly caller: CallerContext | undefined;
  /** Hop-by-hop verdict; undefined when the caller is missing. */
  readonly verdict: PathVerdict | undefined;
}

/** Callers by agent id; the first of two with the same id wins, as a lookup by `find` would. */
const callersById = memoByRef((callers: readonly CallerContext[]) => {
  const byId = new Map<string, CallerContext>();
  for (const caller of callers) if (!byId.has(caller.agentId)) byId.set(caller.agentId, caller);
  return byId;
});

interface PathEntry {
  readonly caller: CallerContext | undefined;
  readonly policy: AdmissionPolicy;
  /** The card each hop named when the report was made, and its signature verdicts as read. */
  readonly cards: readonly (AgentCard | undefined)[];
  readonly trusts: readonly (CardTrust | undefined)[];
  readonly report: PathReport;
}

/**
 * The last report made for each path. A path's verdict depends only on its caller, the policy
 * and the cards its hops name (with their signature verdicts), so an edit that leaves those alone keeps the report (and its
 * identity): renaming one card re-evaluates only the paths through it.
 */
const lastReport = new WeakMap<DelegationPath, PathEntry>();

function pathReport(
  path: DelegationPath,
  callers: ReadonlyMap<string, CallerContext>,
  directory: ReadonlyMap<string, AgentCard>,
  policy: AdmissionPolicy,
  trust: WorkspaceTrust,
): PathReport {
  const caller = callers.get(path.callerId);
  const cards = path.hops.map((name) => directory.get(name));
  const trusts = path.hops.map((name) => trustOf(trust, name));
  const kept = lastReport.get(path);
  if (
    kept !== undefined &&
    kept.caller === caller &&
    kept.policy === policy &&
    kept.cards.length === cards.length &&
    kept.cards.every((card, i) => card === cards[i]) &&
    kept.trusts.every((t, i) => t === trusts[i])
  ) {
    return kept.report;
  }
  const verdict = caller && evaluatePath(path, caller, directory, policy, trust);
  const report = { path, caller, verdict };
  lastReport.set(path, { caller, policy, cards, trusts, report });
  return report;
}

const pathReportsMemo = memoByRef(
  (
    paths: readonly DelegationPath[],
    callers: readonly CallerContext[],
    cards: readonly AgentCard[],
    policy: AdmissionPolicy,
    trust: WorkspaceTrust,
  ): PathReport[] => {
    const byId = callersById(callers);
    const directory = directoryOf(cards);
    return paths.map((path) => pathReport(path, byId, directory, policy, trust));
  },
);

/** Every planned path with its hop-by-hop verdict, in workspace order, given the cards' trust. */
export const pathReportsOf = (ws: Workspace, trust: WorkspaceTrust = NO_TRUST): PathReport[] =>
  pathReportsMemo(ws.paths, ws.callers, ws.cards, ws.policy, trustRead(ws.policy, trust));
