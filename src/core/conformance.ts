// Judging what a real agent sent against the lifecycle: every state change checked against the
// transition table, events after a terminal state, a task id that changes mid-stream, and `final`
// set where the stream does not end (or missing where it does). The core only judges what it is
// handed; the transport decides nothing. Each finding names what was seen and where.
import { advance, isPaused, isTerminal, type TaskState } from './lifecycle';
import type { StreamEvent } from './task';

export const CONFORMANCE_CODES = {
  ILLEGAL_TRANSITION: 'error',
  EVENT_AFTER_TERMINAL: 'error',
  TASK_ID_CHANGED: 'error',
  EVENT_AFTER_FINAL: 'error',
  FINAL_ON_OPEN_STATE: 'warning',
  FINAL_MISSING: 'warning',
} as const satisfies Record<string, 'error' | 'warning'>;

export type ConformanceCode = keyof typeof CONFORMANCE_CODES;

export interface ConformanceFinding {
  readonly code: ConformanceCode;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** Which event of the stream (0-based), as it arrived. */
  readonly index: number;
  /** For a state change: the states before and after, as the agent sent them. */
  readonly from?: TaskState;
  readonly to?: TaskState;
}

const finding = (
  code: ConformanceCode,
  index: number,
  message: string,
  states?: { from: TaskState; to: TaskState },
): ConformanceFinding => ({
  code,
  severity: CONFORMANCE_CODES[code],
  message,
  index,
  ...(states ?? {}),
});

/** Where a stream of one task stands: the task followed and its last state. */
export interface StreamPosition {
  readonly taskId: string | undefined;
  readonly state: TaskState | undefined;
}

const taskIdOf = (event: StreamEvent): string | undefined =>
  event.kind === 'task'
    ? event.task.id
    : event.kind === 'message'
      ? event.message.taskId
      : event.taskId;

const stateOf = (event: StreamEvent): TaskState | undefined =>
  event.kind === 'task'
    ? event.task.status.state
    : event.kind === 'status-update'
      ? event.status.state
      : undefined;

/** True where A2A expects the stream to end: a terminal state or a pause for the caller. */
const endsStream = (state: TaskState): boolean => isTerminal(state) || isPaused(state);

export interface JudgeOptions {
  /** Where the task stood before this stream (a reply continues a paused task). */
  readonly from?: StreamPosition;
  /** 0.3 status updates carry `final`; 1.0 has no such field, so it is not judged there. */
  readonly judgesFinal: boolean;
  /** True once the stream has ended: a missing `final` on its last update is then a finding. */
  readonly ended: boolean;
}

/**
 * The findings for the events of one stream, in order, and where the task stands after them.
 * @example judgeStream(events, { judgesFinal: true, ended: true }).findings // [{ code: 'ILLEGAL_TRANSITION', from: 'completed', to: 'working', … }]
 */
export function judgeStream(
  events: readonly StreamEvent[],
  options: JudgeOptions,
): { findings: ConformanceFinding[]; position: StreamPosition } {
  const findings: ConformanceFinding[] = [];
  let { taskId, state } = options.from ?? { taskId: undefined, state: undefined };
  let finalAt: number | undefined;
  events.forEach((event, index) => {
    if (finalAt !== undefined) {
      findings.push(
        finding(
          'EVENT_AFTER_FINAL',
          index,
          `an event arrived after the update marked final (event ${finalAt + 1})`,
        ),
      );
    }
    const id = taskIdOf(event);
    if (id !== undefined && id !== '') {
      if (taskId !== undefined && id !== taskId) {
        findings.push(
          finding(
            'TASK_ID_CHANGED',
            index,
            `the task id changed from ${taskId} to ${id} mid-stream`,
          ),
        );
      }
      taskId ??= id;
    }
    const next = stateOf(event);
    if (state !== undefined && isTerminal(state) && event.kind !== 'task') {
      findings.push(
        finding('EVENT_AFTER_TERMINAL', index, `an event arrived after the task was ${state}`),
      );
    }
    // An update that repeats the state (a second `working` carrying progress) moves nothing and is
    // not judged, though `advance` would refuse it: a deviation from the reference (decision 004).
    if (next !== undefined && state !== undefined && next !== state) {
      // The lifecycle's own verdict and wording (lifecycle.ts `advance`), as a finding.
      const moved = advance(state, next);
      if (!moved.ok) {
        findings.push(
          finding(
            'ILLEGAL_TRANSITION',
            index,
            `the agent moved the task ${state} → ${next}: ${moved.error.message}`,
            { from: state, to: next },
          ),
        );
      }
    }
    if (next !== undefined) state = next;
    if (options.judgesFinal && event.kind === 'status-update') {
      const last = index === events.length - 1;
      if (event.final) {
        if (!endsStream(event.status.state)) {
          findings.push(
            finding(
              'FINAL_ON_OPEN_STATE',
              index,
              `final is true on ${event.status.state}, where the task goes on`,
            ),
          );
        }
        finalAt ??= index;
      } else if (last && options.ended && endsStream(event.status.state)) {
        findings.push(
          finding(
            'FINAL_MISSING',
            index,
            `the stream ended on ${event.status.state} without an update marked final`,
          ),
        );
      }
    }
  });
  return { findings, position: { taskId, state } };
}
