// The renderer main thread's CPU time while something runs in a page, from a CDP trace: all of
// it, and the part spent running script (events that run JavaScript, less the style and layout
// they force). Thread time, so other processes on a busy machine do not inflate it.
import type { BrowserContext, Page } from 'playwright-core';

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

export interface CpuTime {
  /** Microseconds of thread time on the main thread: every task, and script alone. */
  readonly mainUs: number;
  readonly scriptUs: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'RunMicrotasks',
  'v8.callFunction',
]);
const FORCED = new Set(['Layout', 'UpdateLayoutTree']);

/** Sums outermost events only, so nested ones are not counted twice. */
function cpuOf(events: readonly TraceEvent[]): CpuTime {
  const threads = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name')
      threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  const main = events
    .filter((e) => e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts);
  let mainUs = 0;
  let scriptUs = 0;
  let taskEnd = -Infinity;
  let scriptEnd = -Infinity;
  for (const e of main) {
    const cpu = e.tdur ?? 0;
    const end = e.ts + (e.dur ?? 0);
    if (TASKS.has(e.name) && e.ts >= taskEnd) {
      mainUs += cpu;
      taskEnd = end;
    } else if (SCRIPT.has(e.name) && e.ts >= scriptEnd) {
      scriptUs += cpu;
      scriptEnd = end;
    } else if (FORCED.has(e.name) && e.ts < scriptEnd) {
      scriptUs -= cpu;
    }
  }
  return { mainUs, scriptUs };
}

/** Runs `work` in `page` with a trace recording, and the main thread's CPU time meanwhile. */
export async function tracedCpu<T>(
  context: BrowserContext,
  page: Page,
  work: () => Promise<T>,
): Promise<{ readonly result: T; readonly cpu: CpuTime }> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
      ],
    },
    transferMode: 'ReportEvents',
  });
  const result = await work();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return { result, cpu: cpuOf(events) };
}
