// The simulated server's state and its errors: what an engine operation reads and returns. A
// state is a value: operations (engine.ts) never change one, they return the next. Time is a
// tick; ids come from counters.
import type { Denial, DenialCode } from './admission';
import type { BehaviourScript } from './behaviour';
import type { CallbackRefusal, PushConfig } from './callbacks';
import type { AgentCard } from './card';
import type { CardTrust } from './card-trust';
import type { CallerContext } from './caller';
import type { AdmissionPolicy } from './policy';
import type { Result } from './result';
import type { StreamEvent, Task, TaskStatus } from './task';

export interface EngineConfig {
  readonly card: AgentCard;
  readonly script: BehaviourScript;
  readonly policy: AdmissionPolicy;
  readonly allowedCallbackHosts: readonly string[];
  /** The card's signature verdicts when the run began, for the policy's signature rule. */
  readonly trust?: CardTrust;
}

export interface TaskRecord {
  readonly task: Task;
  /** Index of the next script step to run. */
  readonly cursor: number;
  /** True while the task waits in input-required or auth-required for the caller's reply. */
  readonly awaitingReply: boolean;
  readonly caller: CallerContext;
  readonly push?: PushConfig;
}

/** A push the server made to a task's callback, with the status it carried. */
export interface PushDelivery {
  readonly taskId: string;
  readonly url: string;
  readonly status: TaskStatus;
}

export interface EngineState {
  readonly config: EngineConfig;
  readonly tick: number;
  readonly counters: {
    readonly task: number;
    readonly ctx: number;
    readonly msg: number;
    readonly art: number;
  };
  /**
   * Every task the server holds, by id. A Map rather than an object: a server mints a new id per
   * task, and an object key would make the engine intern each one (a lasting string-table entry
   * per id); a Map keys by the string as it is, and no id (`__proto__`, `constructor`) can reach
   * anything but a task.
   */
  readonly tasks: ReadonlyMap<string, TaskRecord>;
  readonly pushes: readonly PushDelivery[];
}

/** The codes of the engine's own refusals (admission refuses with a DenialCode). */
export const ENGINE_ERROR_CODES = [
  'TASK_NOT_FOUND',
  'TASK_TERMINAL',
  'UNSUPPORTED',
  'CALLBACK_NOT_ALLOWED',
  'CALLBACK_UNAUTHENTICATED',
  'ILLEGAL_TRANSITION',
  'NOTHING_TO_RUN',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number] | DenialCode;

export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
  /** Every admission denial, when the error is an admission refusal. */
  readonly denials?: readonly Denial[];
  /** Every callback refusal, when the error is a refused push config. */
  readonly refusals?: readonly CallbackRefusal[];
}

export interface Outcome {
  readonly state: EngineState;
  /** Status and artifact updates, in order. */
  readonly events: readonly StreamEvent[];
}

/** What an operation returns: its value, or the error that stopped it. */
export type EngineResult<T> = Result<T, EngineError>;

/**
 * The task table of a server with no tasks, shared by every fresh state: the engine never writes
 * to a table it has handed out (`finish` makes a new one), so one empty table serves them all.
 */
const NO_TASKS: ReadonlyMap<string, TaskRecord> = new Map();

/** A fresh server for `config`: no tasks, tick 0, counters at 0. */
export function createEngine(config: EngineConfig): EngineState {
  return {
    config,
    tick: 0,
    counters: { task: 0, ctx: 0, msg: 0, art: 0 },
    tasks: NO_TASKS,
    pushes: [],
  };
}
