// What a live agent has said about a task's push configs, up to the frame shown: each set or get
// answer names one config, a list answer names them all, a delete answer removes the one asked
// for. Read from the run's push-config calls (a handful), not from its frames (thousands).
import { frameAt, type Timeline } from '../core/timeline';
import { PUSH_CONFIG_METHODS, type CallParams, type TaskPushConfig } from '../core/wire';
import type { LiveRun } from './run-log';

export interface AgentConfigs {
  /** The configs the agent's answers add up to, in the order it named them. */
  readonly configs: readonly TaskPushConfig[];
  /** False until the agent has answered a push-config call about the task. */
  readonly answered: boolean;
}

/**
 * The push configs `taskId` holds at the agent, as its answers up to `timeline`'s cursor say.
 * A config the agent answered without an id is keyed by its URL.
 */
export function agentConfigs(live: LiveRun, timeline: Timeline, taskId: string): AgentConfigs {
  const held = new Map<string, TaskPushConfig>();
  let answered = false;
  const key = (c: TaskPushConfig) => c.configId ?? `url:${c.config.url}`;
  for (const call of live.calls) {
    if (!PUSH_CONFIG_METHODS.has(call.method)) continue;
    let asked: CallParams | undefined;
    for (const item of call.items) {
      if (item.frame > timeline.cursor) break;
      for (const record of frameAt(timeline, item.frame)?.wire ?? []) {
        if (!('callId' in record) || record.callId !== call.callId) continue;
        if (record.dir === 'request') asked = record.params;
        if (record.dir !== 'response') continue;
        const { result } = record;
        const askedTask = asked !== undefined && 'taskId' in asked ? asked.taskId : undefined;
        if (result.kind === 'push-config' && result.taskId === taskId) {
          const one: TaskPushConfig = {
            taskId: result.taskId,
            config: result.config,
            ...(result.configId !== undefined ? { configId: result.configId } : {}),
          };
          held.set(key(one), one);
          answered = true;
        } else if (result.kind === 'push-configs' && askedTask === taskId) {
          held.clear();
          for (const c of result.configs) held.set(key(c), c);
          answered = true;
        } else if (
          result.kind === 'deleted' &&
          asked?.method === 'delete-push-config' &&
          askedTask === taskId
        ) {
          held.delete(asked.configId);
          answered = true;
        }
      }
    }
  }
  return { configs: [...held.values()], answered };
}
