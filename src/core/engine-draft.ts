// One operation's working copy of the server (a Draft) and the records it writes. An operation
// writes only to its draft; `finish` turns the draft into the next EngineState and leaves the
// state it began from untouched, whether the operation succeeded or not.
import type { EngineConfig, EngineState, PushDelivery, TaskRecord } from './engine-state';
import type { StreamEvent, Task } from './task';

/**
 * One operation's working copy of the server. An operation (a submit, a drain, a whole stream)
 * writes only here: the records it changed, its own pushes (made on the first push), its counters
 * and tick. `finish` hands the result out as the next EngineState, copying the task table once with
 * the changed records in place, so a stream of n events writes the table once rather than n times,
 * and the state the operation started from is never touched, whether it succeeds or not.
 */
export interface Draft {
  readonly from: EngineState;
  readonly config: EngineConfig;
  tick: number;
  task: number;
  ctx: number;
  msg: number;
  art: number;
  /** The records this operation wrote, newest version of each; few (usually one). */
  readonly changed: TaskRecord[];
  pushes: PushDelivery[] | undefined;
  /** The events the operation produced, in order. */
  readonly events: StreamEvent[];
}

/** A fresh draft of `state`: nothing changed yet. */
export function begin(state: EngineState): Draft {
  const { counters } = state;
  return {
    from: state,
    config: state.config,
    tick: state.tick,
    task: counters.task,
    ctx: counters.ctx,
    msg: counters.msg,
    art: counters.art,
    changed: [],
    pushes: undefined,
    events: [],
  };
}

/** The record of `taskId` as the operation last wrote it, else as the state held it. */
export function draftRecord(draft: Draft, taskId: string): TaskRecord | undefined {
  const { changed } = draft;
  for (let i = 0; i < changed.length; i += 1) {
    const record = changed[i] as TaskRecord;
    if (record.task.id === taskId) return record;
  }
  return draft.from.tasks.get(taskId);
}

/** Writes `record` into the draft, replacing the version of its task written before. */
export function putRecord(draft: Draft, record: TaskRecord): void {
  const { changed } = draft;
  const id = record.task.id;
  for (let i = 0; i < changed.length; i += 1) {
    if ((changed[i] as TaskRecord).task.id === id) {
      changed[i] = record;
      return;
    }
  }
  changed.push(record);
}

/** The draft as the next state; what the operation did not change is shared with the old one. */
export function finish(draft: Draft): EngineState {
  const { from, changed } = draft;
  let tasks = from.tasks;
  if (changed.length > 0) {
    // Copied entry by entry: `new Map(tasks)` goes through the iterator protocol, which costs about
    // twice as much for the one or two tasks a simulated server usually holds.
    const table = new Map<string, TaskRecord>();
    // An empty table (a fresh server's) needs no walk, nor the callback made for it.
    if (tasks.size > 0) tasks.forEach((record, id) => table.set(id, record));
    for (let i = 0; i < changed.length; i += 1) {
      const record = changed[i] as TaskRecord;
      table.set(record.task.id, record);
    }
    tasks = table;
  }
  return {
    config: from.config,
    tick: draft.tick,
    counters: { task: draft.task, ctx: draft.ctx, msg: draft.msg, art: draft.art },
    tasks,
    pushes: draft.pushes ?? from.pushes,
  } satisfies Required<EngineState>;
}

/**
 * A new list of `list`'s items then `item`. Short lists are written as literals of their final
 * length: `[...list, item]` reserves room for 16 more items (appending to a 1-item list cost 200
 * bytes rather than 64), and every task's history, artifacts and chain grow this way.
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  switch (list.length) {
    case 0:
      return [item];
    case 1:
      return [list[0] as T, item];
    case 2:
      return [list[0] as T, list[1] as T, item];
    case 3:
      return [list[0] as T, list[1] as T, list[2] as T, item];
    default:
      return [...list, item];
  }
}

/** `record` with its task, cursor and waiting flag replaced; its caller and push config kept. */
export const nextRecord = (
  record: TaskRecord,
  task: Task,
  cursor: number,
  awaitingReply: boolean,
): TaskRecord =>
  record.push === undefined
    ? { task, cursor, awaitingReply, caller: record.caller }
    : { task, cursor, awaitingReply, caller: record.caller, push: record.push };
