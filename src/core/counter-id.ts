// The ids the engine mints from its counters (`task-7`, `ctx-7`, `msg-12`, `art-3`): the same text
// as a template literal writes, built so that an id minted once is not kept alive by the runtime.

/** Counts below this are written by the template; most are reused, found in V8's cache. */
const CACHED_COUNTS = 1024;

/**
 * `${prefix}-${n}`, the same text for every number. A count from 1,024 on gets its digits from
 * JSON.stringify, which writes a finite number exactly as a template does but keeps nothing: a
 * template stores each number's text in V8's number-string cache (16,384 entries, held from the
 * old generation), so every task id a long-running server minted survived the young generation's
 * collections and was copied by each. Small counts (a task's messages and artifacts) recur, are
 * found in that cache, and keep using it.
 * @example counterId('task', 12345) // "task-12345"
 */
export function counterId(prefix: string, n: number): string {
  return n >= CACHED_COUNTS && Number.isFinite(n)
    ? `${prefix}-${JSON.stringify(n)}`
    : `${prefix}-${n}`;
}
