// Browser figures for `npm run bench`: the built app in headless Chromium, opened on generated
// workspaces, timed with the performance marks the panels set. Printed against their targets;
// nothing here passes or fails.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { GRAPH_FITTED_MARK } from '../../src/panels/graph/marks';
import { STORAGE_KEY } from '../../src/store/persistence';
import { graphWorkspace, savedText } from './browser-workspaces';
import { buildBaseline, TARGET_SET_AT } from './baseline';
import { previewBuilt, serveApp, type AppServer } from './browser-server';
import { dragFigures, editFigures, heapFigures } from './edits';
import { listFigures } from './lists';
import { seededContext } from './seeded-context';
import { tracedCpu } from './trace-cpu';
import { matrixFigures } from './matrix';
import { paintFigures } from './paint';

const RUNS = 3;

interface Figure {
  readonly title: string;
  readonly ms: readonly number[];
  readonly targetMs: number;
  readonly note: string;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** What one cold load of `#/graph` saw; CPU only when the load was traced. */
interface GraphLoad {
  readonly ms: number;
  readonly cpuMs?: number;
  readonly nodes: number;
  readonly edges: number;
}

/**
 * One cold load of `#/graph` on `saved` (stored under `key`), to the fitted mark: wall time, the
 * node and hop counts, and with `traced` the main thread's CPU time from a trace (which slows
 * the load itself, so wall times are read from untraced loads).
 */
async function graphLoad(
  browser: Browser,
  url: string,
  saved: string,
  { key = STORAGE_KEY, traced = false }: { readonly key?: string; readonly traced?: boolean } = {},
): Promise<GraphLoad> {
  const context = await seededContext(browser, key, saved);
  try {
    const page = await context.newPage();
    const load = async () => {
      await page.goto(`${url}#/graph`);
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        GRAPH_FITTED_MARK,
        { timeout: 120_000 },
      );
      return page.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
        GRAPH_FITTED_MARK,
      );
    };
    let ms: number;
    let cpuMs: number | undefined;
    if (traced) {
      const { result, cpu } = await tracedCpu(context, page, load);
      [ms, cpuMs] = [result, cpu.mainUs / 1000];
    } else {
      ms = await load();
    }
    const nodes = await page.locator('.react-flow__node, .graph-far-node').count();
    // Zoomed out past the labels the hops are one plain layer rather than React Flow's edges.
    const edges = await page.locator('.react-flow__edge, .graph-far-hops path').count();
    return { ms, cpuMs, nodes, edges };
  } finally {
    await context.close();
  }
}

/** The build the graph's load is compared with, served, and its saved 300-agent workspace. */
interface ServedBaseline {
  readonly url: string;
  readonly seed: { readonly key: string; readonly value: string };
}

/** The load target as a ratio: ours against the build from when the target was set, same run. */
const BASELINE_RATIO_TARGET = 0.67;

/** Untraced loads of the 300-agent graph per build, the two builds taking turns at going first. */
const GRAPH_PAIRS = 7;

/**
 * The 300-agent graph's load: wall time from untraced loads, each paired with a load of the same
 * graph on the build from when the target was set (when there is one), the two builds taking
 * turns at going first. Then main-thread CPU from traced loads, each beside a graph of 5 agents
 * and 4 hops: what any graph costs to load (the app's boot, compiling the graph panel, React
 * Flow's mount), so the part that grows with the workspace reads as the difference of the two.
 */
async function graphFigure(
  browser: Browser,
  url: string,
  baseline: ServedBaseline | string,
): Promise<Figure> {
  const large = savedText(graphWorkspace(300, 1000));
  const small = savedText(graphWorkspace(5, 4));
  const ms: number[] = [];
  const baseMs: number[] = [];
  let drawn = '';
  for (let pair = 0; pair < GRAPH_PAIRS; pair += 1) {
    const ours = async () => {
      const load = await graphLoad(browser, url, large);
      ms.push(load.ms);
      drawn = `${load.nodes} nodes and ${load.edges} hops drawn`;
    };
    const theirs = async () => {
      if (typeof baseline === 'string') return;
      const { key, value } = baseline.seed;
      baseMs.push((await graphLoad(browser, baseline.url, value, { key })).ms);
    };
    for (const load of pair % 2 === 0 ? [ours, theirs] : [theirs, ours]) await load();
  }
  const cpu: number[] = [];
  const smallCpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    cpu.push((await graphLoad(browser, url, large, { traced: true })).cpuMs ?? NaN);
    smallCpu.push((await graphLoad(browser, url, small, { traced: true })).cpuMs ?? NaN);
  }
  const ratio = median(ms) / median(baseMs);
  const against =
    typeof baseline === 'string'
      ? `no baseline build (${baseline})`
      : `the build of ${TARGET_SET_AT}, from when the target was set, took ${fmt(median(baseMs))} ` +
        `in the same minutes (runs ${baseMs.map(fmt).join(', ')}): ours is ${ratio.toFixed(2)}× ` +
        `that (target under ${BASELINE_RATIO_TARGET}×: ${ratio < BASELINE_RATIO_TARGET ? 'meets' : 'misses'})`;
  return {
    title: 'graph: 300 agents, 1,000 hops, from navigation to drawn and fitted',
    ms,
    targetMs: 1000,
    note:
      `${drawn}; ${against}; main-thread CPU (traced loads) ${fmt(median(cpu))} ` +
      `(runs ${cpu.map(fmt).join(', ')}), of which a graph of 5 agents and 4 hops also takes ` +
      `${fmt(median(smallCpu))} (runs ${smallCpu.map(fmt).join(', ')})`,
  };
}

/** Cold loads of the 1,000-agent graph; its load takes longer, so fewer than the 300-agent one. */
const LARGE_RUNS = 5;

/**
 * The 1,000-agent, 3,000-hop graph's load, from navigation to drawn and fitted, in untraced cold
 * loads: no baseline (the build the 300-agent target was set against never opened a graph this
 * size in time to compare).
 */
async function largeGraphFigure(browser: Browser, url: string): Promise<Figure> {
  const saved = savedText(graphWorkspace(1000, 3000));
  const ms: number[] = [];
  let drawn = '';
  for (let run = 0; run < LARGE_RUNS; run += 1) {
    const load = await graphLoad(browser, url, saved);
    ms.push(load.ms);
    drawn = `${load.nodes} nodes and ${load.edges} hops drawn`;
  }
  return {
    title: 'graph: 1,000 agents, 3,000 hops, from navigation to drawn and fitted',
    ms,
    targetMs: 1500,
    note: drawn,
  };
}

/**
 * Whether the browser row `row` runs: every row unless BENCH_ROWS names some, comma-separated,
 * of node (the Node workloads and the recordings), graph, graph-large, matrix, edits, drag, lists,
 * heap and paint.
 */
export function benchRowWanted(row: string): boolean {
  const rows = process.env.BENCH_ROWS ?? '';
  return rows === '' || rows.split(',').includes(row);
}

/** The value seen most often (the first of those tied). */
const mostCommon = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best), ['', 0])[0];
};

const fmt = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const ms1 = (ms: number) => `${ms.toFixed(1)} ms`;

/** The browser section of the benchmark, as printable lines. */
export async function browserFigures(repoRoot: string): Promise<string[]> {
  let server;
  try {
    server = await serveApp(repoRoot);
  } catch (error) {
    return [`browser: unavailable (${error instanceof Error ? error.message : String(error)})`];
  }
  let browser: Browser | undefined;
  const built = benchRowWanted('graph')
    ? buildBaseline(repoRoot)
    : 'not built: BENCH_ROWS leaves the graph row out';
  let baseline: ServedBaseline | string = typeof built === 'string' ? built : '';
  let baselineServer: AppServer | undefined;
  try {
    if (typeof built !== 'string') {
      try {
        baselineServer = await previewBuilt(built.root, join(built.root, 'dist'), built.remove);
        baseline = { url: baselineServer.url, seed: built.seed };
      } catch (error) {
        built.remove();
        baseline = `its preview did not start: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const figures = [
      ...(benchRowWanted('graph') ? [await graphFigure(browser, server.url, baseline)] : []),
      ...(benchRowWanted('graph-large') ? [await largeGraphFigure(browser, server.url)] : []),
    ];
    const lines = [
      `Chromium ${browser.version()} headless, the built app at ${server.url} (medians; each figure's runs are listed)`,
      ...figures.flatMap((f) => {
        const value = median(f.ms);
        const verdict = value < f.targetMs ? 'meets target' : 'misses target';
        return [
          `  ${f.title}: ${fmt(value)} (target under ${fmt(f.targetMs)}: ${verdict})`,
          `    runs ${f.ms.map(fmt).join(', ')}; ${f.note}`,
        ];
      }),
    ];
    if (benchRowWanted('matrix')) {
      const matrix = await matrixFigures(browser, server.url, RUNS);
      const [open, openCpu] = [median(matrix.openMs), median(matrix.openCpuMs)];
      const matrixDropped = matrix.frameMs.filter((ms) => ms > 33.4).length;
      lines.push(
        `  matrix: 100 callers × 1,000 cards, opening the panel to the frame after its table shows: ${fmt(open)}, main-thread CPU ${fmt(openCpu)} (target under 200 ms: ${open < 200 ? 'meets' : 'misses'}; CPU ${openCpu < 200 ? 'meets' : 'misses'})`,
        `    runs ${matrix.openMs.map(fmt).join(', ')} (CPU ${matrix.openCpuMs.map(fmt).join(', ')}); of which computing the verdicts ${fmt(median(matrix.computeMs))}; scrolling: frames median ${ms1(median(matrix.frameMs))}, longest ${ms1(Math.max(...matrix.frameMs))}, ${matrixDropped} of ${matrix.frameMs.length} over 33 ms; ${matrix.summary}`,
      );
    }
    if (benchRowWanted('edits')) {
      const edits = await editFigures(browser, server.url);
      lines.push(
        '  edit to render, 300 agents / 20 callers / 1,000 hops, graph open, each edit two frames after the last (target under 16 ms median):',
      );
      for (const e of edits) {
        const [render, frame] = [median(e.render), median(e.frame)];
        lines.push(
          `    ${e.kind}: ${ms1(render)} to commit, ${ms1(frame)} to the next frame, median of ${e.render.length} (commit ${render < 16 ? 'meets' : 'misses'} the target, the next frame ${frame < 16 ? 'meets' : 'misses'} it; commit range ${ms1(Math.min(...e.render))}–${ms1(Math.max(...e.render))})`,
        );
      }
    }
    if (benchRowWanted('drag')) {
      const drag = await dragFigures(browser, server.url);
      const dragDropped = drag.frameMs.filter((ms) => ms > 33.4).length;
      lines.push(
        `  dragging a node, same graph, at zoom ${drag.zoom.toFixed(2)} (40 pointer moves, one a frame, 3 runs): frames median ${ms1(median(drag.frameMs))}, longest ${ms1(Math.max(...drag.frameMs))}, ${dragDropped} of ${drag.frameMs.length} over 33 ms`,
      );
    }
    if (benchRowWanted('lists')) {
      lines.push(
        '  long lists (switching to the panel until the frame after its list shows; then scrolling 150 px a frame, 120 frames, where a frame over 33 ms is one dropped):',
      );
      const quantile = (values: readonly number[], q: number) =>
        [...values].sort((a, b) => a - b)[
          Math.min(values.length - 1, Math.floor(values.length * q))
        ] ?? NaN;
      for (const l of await listFigures(browser, server.url)) {
        const dropped = l.frameMs.filter((ms) => ms > 33.4).length;
        lines.push(
          `    ${l.workspace}, #/${l.route}: drawn in ${fmt(median(l.renderMs))} (runs ${l.renderMs.map(fmt).join(', ')}); frames median ${ms1(median(l.frameMs))}, 95th percentile ${ms1(quantile(l.frameMs, 0.95))}, longest ${ms1(Math.max(...l.frameMs))}, ${dropped} of ${l.frameMs.length} over 33 ms; main thread CPU ${ms1(l.mainMsPerFrame)} a frame, script ${ms1(l.scriptMsPerFrame)}; ${l.rowsInPage} rows in the page`,
        );
      }
    }
    if (benchRowWanted('heap')) {
      const heap = await heapFigures(browser, server.url);
      const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
      const plateau = heap.afterEdits <= heap.after100 * 1.1;
      lines.push(
        `  JS heap after garbage collection, 300-agent workspace: loaded ${mb(heap.loaded)}; after 100 edits ${mb(heap.after100)}; after 200 edits ${mb(heap.afterEdits)} (target: no growth once the 100-step history is full; ${plateau ? 'meets' : 'misses'} within 10%); after undoing all ${heap.undoSteps} kept steps ${mb(heap.afterUndo)} (the redo list holds those steps)`,
      );
    }
    if (benchRowWanted('paint')) {
      const loads = Number(process.env.BENCH_LOADS ?? 15);
      lines.push(
        `  cold loads, ${loads} per route (target: LCP within 50 ms of FCP; the gap is the median of each load's LCP − FCP):`,
      );
      for (const p of await paintFigures(browser, server.url, loads)) {
        const gaps = p.lcp.map((lcp, i) => lcp - (p.fcp[i] ?? NaN));
        const gap = median(gaps);
        const within = gaps.filter((g) => g <= 50).length;
        lines.push(
          `    ${p.route.padEnd(12)} LCP − FCP ${fmt(gap)} (${gap <= 50 ? 'meets' : 'misses'}; ${within} of ${gaps.length} loads within 50 ms, longest ${fmt(Math.max(...gaps))}); FCP ${fmt(median(p.fcp))} (${fmt(Math.min(...p.fcp))}–${fmt(Math.max(...p.fcp))}), LCP ${fmt(median(p.lcp))}; largest paint: ${mostCommon(p.lcpElement)}; loading line shown first in ${p.fallbackShown} of ${gaps.length}`,
        );
      }
    }
    return lines;
  } catch (error) {
    return [`browser: failed (${error instanceof Error ? error.message : String(error)})`];
  } finally {
    await browser?.close();
    server.close();
    baselineServer?.close();
  }
}
