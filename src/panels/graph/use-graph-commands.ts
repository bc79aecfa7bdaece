// The graph's edits, each one undoable store action, and the line that reports what happened.
import { useCallback, useState } from 'react';
import { edits, useWorkbenchActions, useWorkbenchApi, type Position } from '../../store';
import { planConnection, removeHops, type HopRef } from './authoring';
import { hopEdgeId } from './to-flow';
import type { FlowTarget } from './use-flow-view';

export interface GraphMessage {
  readonly tone: 'info' | 'error';
  readonly text: string;
}

export function useGraphCommands(select: (target: FlowTarget) => void) {
  const api = useWorkbenchApi();
  const actions = useWorkbenchActions();
  const [message, setMessage] = useState<GraphMessage>();
  const say = useCallback((text: string, tone: GraphMessage['tone'] = 'info') => {
    setMessage({ tone, text });
  }, []);

  const newPath = useCallback(
    (callerId: string, agent: string) => {
      const result = actions.addPath(callerId, [agent]);
      if (!result.ok) return say(result.error.message, 'error');
      const id = result.value.paths.at(-1)?.id ?? '';
      select({ kind: 'edge', id: hopEdgeId(id, 0) });
      say(`Started ${id}: ${callerId} → ${agent}.`);
    },
    [actions, say, select],
  );

  const extend = useCallback(
    (pathId: string, agent: string) => {
      const result = actions.addHop(pathId, agent);
      if (!result.ok) return say(result.error.message, 'error');
      const hops = result.value.paths.find((p) => p.id === pathId)?.hops.length ?? 1;
      select({ kind: 'edge', id: hopEdgeId(pathId, hops - 1) });
      say(`Added hop ${hops} to ${pathId}: → ${agent}.`);
    },
    [actions, say, select],
  );

  const connect = useCallback(
    (source: string, target: string, preferredPathId: string | undefined) => {
      const plan = planConnection(api.getState().workspace, source, target, preferredPathId);
      if (plan.kind === 'refused') return say(plan.message, 'error');
      if (plan.kind === 'new-path') return newPath(plan.callerId, plan.agent);
      extend(plan.pathId, plan.agent);
    },
    [api, say, newPath, extend],
  );

  const remove = useCallback(
    (refs: readonly HopRef[]) => {
      if (refs.length === 0) return;
      const result = removeHops(api.getState().workspace, refs);
      if (!result.ok) return say(result.error.message, 'error');
      const [one] = refs;
      const label = refs.length === 1 ? 'Remove hop' : 'Remove hops';
      actions.commit(label, result.value);
      select(undefined);
      say(
        refs.length === 1 && one !== undefined
          ? `Removed hop ${one.index + 1} of ${one.pathId}. Undo brings it back.`
          : `Removed ${refs.length} hops. Undo brings them back.`,
      );
    },
    [api, actions, say, select],
  );

  const deletePath = useCallback(
    (pathId: string) => {
      const result = actions.deletePath(pathId);
      if (!result.ok) return say(result.error.message, 'error');
      select(undefined);
      say(`Deleted ${pathId}. Undo brings it back.`);
    },
    [actions, say, select],
  );

  /** Pins `moved` where they are now, as one undo step (or one run of arrow-key moves). */
  const pin = useCallback(
    (moved: ReadonlyArray<{ id: string; position: Position }>, mergeKey?: string) => {
      if (moved.length === 0) return;
      let next = api.getState().workspace;
      for (const { id, position } of moved) {
        const step = edits.setNodePosition(next, id, position);
        if (step.ok) next = step.value;
      }
      const label = moved.length === 1 ? 'Move node' : 'Move nodes';
      actions.commit(label, next, mergeKey === undefined ? undefined : { mergeKey });
    },
    [api, actions],
  );

  const relayout = useCallback(() => {
    actions.resetLayout();
    say('Laid the graph out again. Undo brings back the positions you chose.');
  }, [actions, say]);

  return { message, say, newPath, extend, connect, remove, deletePath, pin, relayout };
}
