// The delegated task as the engine runs it, and the events a stream carries. Timestamps are
// logical ticks; adapters turn them into ISO 8601 deterministically.
import { z } from 'zod';
import { taskStateSchema } from './lifecycle';
import { artifactSchema, messageSchema } from './parts';

export const taskStatusSchema = z.object({
  state: taskStateSchema,
  /** The agent's word with this status (a question, a result, a reason). */
  message: messageSchema.optional(),
  /** Logical tick at which the status was set. */
  timestamp: z.number().int().nonnegative(),
  /**
   * The timestamp exactly as a real agent wrote it, kept so it round-trips to the digit; null when
   * the agent wrote none. Absent for the engine's own statuses, whose wire time is the tick's.
   */
  time: z.string().nullable().optional(),
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** `contextId` ties related tasks into one story in the audit record. */
export const taskSchema = z.object({
  id: z.string().min(1),
  contextId: z.string().min(1),
  status: taskStatusSchema,
  history: z.array(messageSchema),
  artifacts: z.array(artifactSchema),
  /** The agents the work passed through before reaching the callee, oldest first. */
  delegationChain: z.array(z.string()),
});
export type Task = z.infer<typeof taskSchema>;

export interface StatusUpdateEvent {
  readonly kind: 'status-update';
  readonly taskId: string;
  readonly contextId: string;
  readonly status: TaskStatus;
  /** True on the event that ends the stream (a terminal or paused state). */
  readonly final: boolean;
}

export interface ArtifactUpdateEvent {
  readonly kind: 'artifact-update';
  readonly taskId: string;
  readonly contextId: string;
  readonly artifact: Task['artifacts'][number];
  readonly append: boolean;
  readonly lastChunk: boolean;
}

export interface TaskEvent {
  readonly kind: 'task';
  readonly task: Task;
}

/** An agent's direct answer: a message instead of a task (it ends the stream). */
export interface MessageEvent {
  readonly kind: 'message';
  readonly message: Task['history'][number];
}

/** What a stream carries: updates as they happen, then the task itself (or just a message). */
export type StreamEvent = StatusUpdateEvent | ArtifactUpdateEvent | TaskEvent | MessageEvent;
