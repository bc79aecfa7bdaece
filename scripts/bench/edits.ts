// Edit-to-render and memory figures for `npm run bench`: the built app in bench mode (`?bench`)
// on the 300-agent, 20-caller, 1,000-hop workspace, edits made through the store's own actions,
// each timed from a mark set just before the action to the open panel's commit and next frame.
import type { Browser, Page } from 'playwright-core';
import { EDIT_FRAME_MEASURE, EDIT_RENDER_MEASURE, EDIT_START_MARK } from '../../src/app/bench-mode';
import { GRAPH_FITTED_MARK } from '../../src/panels/graph/marks';
import { STORAGE_KEY } from '../../src/store/persistence';
import { graphWorkspace, savedText } from './browser-workspaces';
import { seededContext } from './seeded-context';

export type EditKind = 'rename a card' | 'change a policy field' | 'add a hop';

/** One edit through the store, as the page runs it; `i` varies the value so every edit is new. */
function edit(kind: EditKind, i: number) {
  // Runs in the page: the store is window.workbenchStore in bench mode.
  return `(() => {
    const { getState } = window.workbenchStore;
    const { workspace, actions } = getState();
    performance.mark(${JSON.stringify(EDIT_START_MARK)});
    if (${JSON.stringify(kind)} === 'rename a card') {
      const card = workspace.cards[${i} % workspace.cards.length];
      actions.renameCard(card.name, card.name + '-r' + ${i});
    } else if (${JSON.stringify(kind)} === 'change a policy field') {
      actions.setPolicy({ ...workspace.policy, maxDepth: 2 + (${i} % 5) });
    } else {
      const card = workspace.cards[(${i} * 7) % workspace.cards.length];
      actions.addHop(workspace.paths[${i} % workspace.paths.length].id, card.name);
    }
  })()`;
}

/**
 * One edit, timed from its mark to the commit and to the next frame. The edit starts on a settled
 * page, two frames after anything before it, so the next frame is this edit's alone: an edit made
 * while the last one's frame is still being drawn waits for that frame first.
 */
async function timedEdit(page: Page, kind: EditKind, i: number) {
  await page.evaluate(
    () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
  );
  const before = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').length,
    EDIT_FRAME_MEASURE,
  );
  await page.evaluate(edit(kind, i));
  await page.waitForFunction(
    ({ name, count }) => performance.getEntriesByName(name, 'measure').length > count,
    { name: EDIT_FRAME_MEASURE, count: before },
  );
  return page.evaluate(
    ({ render, frame }) => ({
      render: performance.getEntriesByName(render, 'measure').at(-1)?.duration ?? NaN,
      frame: performance.getEntriesByName(frame, 'measure').at(-1)?.duration ?? NaN,
    }),
    { render: EDIT_RENDER_MEASURE, frame: EDIT_FRAME_MEASURE },
  );
}

/** Opens `route` in bench mode on the large workspace. */
async function openLarge(browser: Browser, url: string, route: string) {
  const context = await seededContext(browser, STORAGE_KEY, savedText(graphWorkspace(300, 1000)));
  const page = await context.newPage();
  await page.goto(`${url}?bench${route}`);
  return { page, close: () => context.close() };
}

export interface EditFigures {
  readonly panel: string;
  readonly kind: EditKind;
  readonly render: number[];
  readonly frame: number[];
}

/** Each kind of edit `runs` times with the graph open (the heaviest panel), after one warm-up. */
export async function editFigures(browser: Browser, url: string, runs = 15) {
  const { page, close } = await openLarge(browser, url, '#/graph');
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    GRAPH_FITTED_MARK,
    { timeout: 120_000 },
  );
  const figures: EditFigures[] = [];
  let i = 0;
  for (const kind of ['rename a card', 'change a policy field', 'add a hop'] as const) {
    await timedEdit(page, kind, (i += 1));
    const render: number[] = [];
    const frame: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const t = await timedEdit(page, kind, (i += 1));
      render.push(t.render);
      frame.push(t.frame);
    }
    figures.push({ panel: 'graph', kind, render, frame });
  }
  await close();
  return figures;
}

export interface HeapFigures {
  readonly loaded: number;
  /** After 100 edits the history is full (100 steps); 100 more must not add to the heap. */
  readonly after100: number;
  readonly afterEdits: number;
  readonly afterUndo: number;
  readonly undoSteps: number;
}

async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/**
 * The JS heap (after garbage collection) loaded, after 100 and 200 edits, and after undoing every
 * step kept (the redo list then holds those 100 workspaces, so some growth over `loaded` is data).
 */
export async function heapFigures(browser: Browser, url: string): Promise<HeapFigures> {
  const { page, close } = await openLarge(browser, url, '#/graph');
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    GRAPH_FITTED_MARK,
    { timeout: 120_000 },
  );
  const loaded = await usedHeap(page);
  const kinds = ['rename a card', 'change a policy field', 'add a hop'] as const;
  const edits = async (from: number) => {
    for (let i = from; i < from + 100; i += 1) {
      await timedEdit(page, kinds[i % 3] ?? 'add a hop', 1000 + i);
    }
    await page.evaluate(() => performance.clearMeasures());
  };
  await edits(0);
  const after100 = await usedHeap(page);
  await edits(100);
  const afterEdits = await usedHeap(page);
  const undoSteps = await page.evaluate(() => {
    const store = (
      window as unknown as {
        workbenchStore: {
          getState: () => { history: { past: unknown[] }; actions: { undo: () => void } };
        };
      }
    ).workbenchStore;
    let steps = 0;
    while (store.getState().history.past.length > 0) {
      store.getState().actions.undo();
      steps += 1;
    }
    return steps;
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  const afterUndo = await usedHeap(page);
  await close();
  return { loaded, after100, afterEdits, afterUndo, undoSteps };
}

/** Frames while a node of the 300-agent graph is dragged, each run in a fresh page. */
export interface DragFigures {
  /** Time between frames during each drag, every frame of every run. */
  readonly frameMs: number[];
  /** The zoom the drags ran at: 0.4 or more, where hop labels show (they do from 0.25). */
  readonly zoom: number;
}

/**
 * Drags a node of the 300-agent, 1,000-hop graph 40 pointer moves across, one a frame, zoomed in
 * from the fit until hop labels show (as someone arranging the drawing would), and times the
 * frames from first move to release.
 */
export async function dragFigures(browser: Browser, url: string, runs = 3): Promise<DragFigures> {
  const frameMs: number[] = [];
  let zoom = NaN;
  for (let run = 0; run < runs; run += 1) {
    const { page, close } = await openLarge(browser, url, '#/graph');
    try {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        GRAPH_FITTED_MARK,
        { timeout: 120_000 },
      );
      const zoomNow = () =>
        page
          .locator('.react-flow__viewport')
          .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
      while ((await zoomNow()) < 0.4) await page.getByRole('button', { name: 'Zoom In' }).click();
      zoom = await zoomNow();
      // Let the drawing at the new zoom finish rasterising before the drag starts.
      await page.waitForTimeout(1000);
      // A node well inside the canvas, so the whole drag stays in view.
      const at = await page.evaluate<{ x: number; y: number } | undefined>(`(() => {
        const c = document.querySelector('.graph-canvas').getBoundingClientRect();
        const node = [...document.querySelectorAll('.react-flow__node')].find((e) => {
          const b = e.getBoundingClientRect();
          return b.x > c.x + 60 && b.y > c.y + 60 && b.right < c.right - 180 && b.bottom < c.bottom - 120;
        });
        if (node === undefined) return undefined;
        const b = node.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      })()`);
      if (at === undefined) throw new Error('no node wholly inside the canvas to drag');
      await page.evaluate(`(() => {
        window.__dragFrames = [];
        let last;
        const frame = (now) => {
          if (last !== undefined) window.__dragFrames.push(now - last);
          last = now;
          window.__dragLoop = requestAnimationFrame(frame);
        };
        window.__dragLoop = requestAnimationFrame(frame);
      })()`);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (let step = 1; step <= 40; step += 1) {
        await page.mouse.move(at.x + step * 3, at.y + step * 2);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      }
      await page.mouse.up();
      frameMs.push(
        ...(await page.evaluate<number[]>(
          `(() => { cancelAnimationFrame(window.__dragLoop); return window.__dragFrames; })()`,
        )),
      );
    } finally {
      await close();
    }
  }
  return { frameMs, zoom };
}
