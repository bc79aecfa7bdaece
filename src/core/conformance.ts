// Judging what a real agent sent against the lifecycle: every state change checked against the
// transition table, events after a terminal state (and a second terminal event), events for
// another task or context (reported, never judged as the followed task's), an append to an
// artifact never created, a status timestamp that goes back, and `final` set where the stream
// does not end (or missing where it does). The core only judges what it is handed; the transport
// decides nothing. Each finding names what was seen and where.
import { advance, isPaused, isTerminal, type TaskState } from './lifecycle';
import { eventIds, foreignTo } from './live-run';
import type { StreamEvent, TaskStatus } from './task';

export const CONFORMANCE_CODES = {
  ILLEGAL_TRANSITION: 'error',
  EVENT_AFTER_TERMINAL: 'error',
  /** An event for another task than the one followed: reported once per id, never applied. */
  TASK_ID_CHANGED: 'error',
  /** An event for the followed task's id under another contextId: reported, never applied. */
  CONTEXT_ID_CHANGED: 'error',
  /** A terminal state sent again on a call that already ended the task. */
  SECOND_TERMINAL: 'error',
  /** `append: true` for an artifactId the task never had: shown as a new artifact. */
  APPEND_TO_UNKNOWN_ARTIFACT: 'error',
  /** A status timestamp earlier than the one before it (compared as instants, zones applied). */
  TIMESTAMP_BACKWARDS: 'warning',
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

/** Where a stream of one task stands: the task followed, its last state, and what it has seen. */
export interface StreamPosition {
  readonly taskId: string | undefined;
  readonly state: TaskState | undefined;
  /** The followed task's context, once an event named one. */
  readonly contextId?: string | undefined;
  /** The artifactIds the followed task has had, so an append can be checked. */
  readonly artifacts?: readonly string[];
  /** The instant (ms) of the last status timestamp read, with its text. */
  readonly time?: { readonly ms: number; readonly text: string };
}

const statusOf = (event: StreamEvent): TaskStatus | undefined =>
  event.kind === 'task'
    ? event.task.status
    : event.kind === 'status-update'
      ? event.status
      : undefined;

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
  /**
   * A status's instant in ms and its text, when it has one: the wire's timestamps are the
   * adapters' to read, so the caller hands this in. Without it timestamps are not judged.
   */
  readonly instantOf?: (status: TaskStatus) => { ms: number; text: string } | undefined;
}

/**
 * The findings for the events of one stream, in order, and where the task stands after them.
 * @example judgeStream(events, { judgesFinal: true, ended: true }).findings // [{ code: 'ILLEGAL_TRANSITION', from: 'completed', to: 'working', … }]
 */
export function judgeStream(
  events: readonly StreamEvent[],
  options: JudgeOptions,
): { findings: ConformanceFinding[]; position: StreamPosition } {
  const judged = judgeMore(undefined, events, options);
  return { findings: judgedFindings(judged, options), position: judged.position };
}

/**
 * A stream judged up to some event, to be carried on with the events that come after it
 * (`judgeMore`): a live stream is judged as it grows, not again from its first event each time.
 */
export interface StreamJudgement {
  /** How many events have been judged. */
  readonly count: number;
  /** The findings so far, but for a missing `final` (that waits for the stream's end). */
  readonly findings: readonly ConformanceFinding[];
  readonly position: StreamPosition;
  readonly reported: ReadonlySet<string>;
  readonly finalAt: number | undefined;
  readonly terminalAt: number | undefined;
  /** The last event, when it was a status update that ends the stream without `final`. */
  readonly unmarkedEnd: { readonly index: number; readonly state: TaskState } | undefined;
}

/** `before`'s findings with a missing `final` on the last event when the stream has ended. */
export function judgedFindings(
  judged: StreamJudgement,
  options: Pick<JudgeOptions, 'ended' | 'judgesFinal'>,
): ConformanceFinding[] {
  const end = judged.unmarkedEnd;
  if (!options.judgesFinal || !options.ended || end === undefined) return [...judged.findings];
  return [
    ...judged.findings,
    finding(
      'FINAL_MISSING',
      end.index,
      `the stream ended on ${end.state} without an update marked final`,
    ),
  ];
}

/**
 * `before` (nothing judged when undefined: the stream starts at `options.from`) carried on over
 * `events`, the ones that came after those it judged.
 */
export function judgeMore(
  before: StreamJudgement | undefined,
  events: Iterable<StreamEvent>,
  options: Omit<JudgeOptions, 'ended'>,
): StreamJudgement {
  const findings: ConformanceFinding[] = [...(before?.findings ?? [])];
  const from = before?.position ?? options.from;
  let taskId = from?.taskId;
  let state = from?.state;
  let contextId = from?.contextId;
  let time = from?.time;
  const artifacts = new Set(from?.artifacts ?? []);
  const reported = new Set(before?.reported ?? []);
  let finalAt = before?.finalAt;
  let terminalAt = before?.terminalAt;
  let unmarkedEnd = before?.unmarkedEnd;
  let index = (before?.count ?? 0) - 1;
  for (const event of events) {
    index += 1;
    unmarkedEnd = undefined;
    if (finalAt !== undefined) {
      findings.push(
        finding(
          'EVENT_AFTER_FINAL',
          index,
          `an event arrived after the update marked final (event ${finalAt + 1})`,
        ),
      );
    }
    const ids = eventIds(event);
    const foreign = foreignTo(taskId === undefined ? undefined : { id: taskId, contextId }, event);
    if (foreign !== undefined) {
      // Another task's (or context's) event: reported once per id, never judged as ours.
      const other = foreign === 'task' ? ids.taskId : ids.contextId;
      const key = `${foreign}:${other ?? ''}`;
      if (!reported.has(key)) {
        reported.add(key);
        findings.push(
          foreign === 'task'
            ? finding(
                'TASK_ID_CHANGED',
                index,
                `an event for task ${other ?? ''} arrived on the stream of task ${taskId ?? ''}; it is shown, not applied to the task followed`,
              )
            : finding(
                'CONTEXT_ID_CHANGED',
                index,
                `an event for task ${taskId ?? ''} names context ${other ?? ''}, not its context ${contextId ?? ''}; it is shown, not applied`,
              ),
        );
      }
      continue;
    }
    taskId ??= ids.taskId;
    contextId ??= ids.contextId;
    const next = stateOf(event);
    const afterTerminal = state !== undefined && isTerminal(state);
    if (afterTerminal && terminalAt !== undefined && next !== undefined && isTerminal(next)) {
      findings.push(
        finding(
          'SECOND_TERMINAL',
          index,
          `a second terminal event (${next}) after the task was ${state ?? ''} (event ${terminalAt + 1})`,
        ),
      );
    } else if (afterTerminal && event.kind !== 'task') {
      findings.push(
        finding(
          'EVENT_AFTER_TERMINAL',
          index,
          `an event arrived after the task was ${state ?? ''}`,
        ),
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
    if (next !== undefined && isTerminal(next)) terminalAt ??= index;
    const status = statusOf(event);
    const instant = status && options.instantOf?.(status);
    if (instant !== undefined) {
      if (time !== undefined && instant.ms < time.ms) {
        findings.push(
          finding(
            'TIMESTAMP_BACKWARDS',
            index,
            `the status timestamp went back from ${time.text} to ${instant.text}`,
          ),
        );
      }
      time = instant;
    }
    if (event.kind === 'task') for (const a of event.task.artifacts) artifacts.add(a.artifactId);
    if (event.kind === 'artifact-update') {
      const id = event.artifact.artifactId;
      if (event.append && !artifacts.has(id)) {
        findings.push(
          finding(
            'APPEND_TO_UNKNOWN_ARTIFACT',
            index,
            `an append to artifact ${JSON.stringify(id)}, which the task never had; shown as a new artifact`,
          ),
        );
      }
      artifacts.add(id);
    }
    if (options.judgesFinal && event.kind === 'status-update') {
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
      } else if (endsStream(event.status.state)) {
        unmarkedEnd = { index, state: event.status.state };
      }
    }
  }
  return {
    count: index + 1,
    findings,
    position: {
      taskId,
      state,
      contextId,
      artifacts: [...artifacts],
      ...(time !== undefined ? { time } : {}),
    },
    reported,
    finalAt,
    terminalAt,
    unmarkedEnd,
  };
}
