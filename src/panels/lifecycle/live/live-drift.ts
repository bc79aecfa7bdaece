// What changed in the workspace since a live run started, one line each: its caller, its card and
// the admission policy. A live agent ran no behaviour of the workspace's and was sent no push
// config from it, so those are not compared (`sessionDriftOf` does, for a simulated run).
import { jsonEqual, type JsonValue } from '../../../core/json';
import type { SessionRun } from '../../../store';
import type { Workspace } from '../../../store/workspace';

const same = (a: unknown, b: unknown) => jsonEqual(a as JsonValue, b as JsonValue);

let last: { ws: Workspace; run: SessionRun; changes: string[] } | undefined;

/** The drift lines; the same array while neither the workspace nor the run changes. */
export function liveDriftOf(ws: Workspace, run: SessionRun): string[] {
  if (last?.ws === ws && last.run === run) return last.changes;
  const config = run.timeline.frames[0]?.engine.config;
  const caller = run.timeline.caller;
  const changes: string[] = [];
  const compare = (what: string, now: unknown, then: unknown) => {
    if (now === undefined) changes.push(`${what} is no longer in the workspace`);
    else if (!same(now, then)) changes.push(`${what} was edited`);
  };
  if (config !== undefined) {
    compare(
      `caller ${caller.agentId}`,
      ws.callers.find((c) => c.agentId === caller.agentId),
      caller,
    );
    compare(
      `card ${config.card.name}`,
      ws.cards.find((c) => c.name === config.card.name),
      config.card,
    );
    if (!same(ws.policy, config.policy)) changes.push('the admission policy was edited');
  }
  last = { ws, run, changes };
  return changes;
}
