import { afterEach, describe, expect, it } from 'vitest';
import type { PanelDefinition } from '../../src/app/panels';
import { prefetchPanels } from '../../src/app/prefetch-panels';
import type { WhenIdle } from '../../src/components/when-idle';

type PanelModule = Awaited<ReturnType<PanelDefinition['load']>>;

/** A panel counting its loads; `fail` makes its chunk fail to load. */
function countingPanel(id: string, fail = false) {
  const panel: PanelDefinition & { loads: number } = {
    id,
    label: id,
    loads: 0,
    load: () => {
      panel.loads += 1;
      return fail
        ? Promise.reject(new Error(`${id} unreachable`))
        : Promise.resolve<PanelModule>({ default: () => null });
    },
  };
  return panel;
}

/** Idle periods the test hands out one at a time. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  let cancelled = 0;
  const idle: WhenIdle = (work) => {
    waiting.push(work);
    return () => {
      const at = waiting.indexOf(work);
      if (at >= 0) waiting.splice(at, 1);
      cancelled += 1;
    };
  };
  return {
    idle,
    pending: () => waiting.length,
    cancelled: () => cancelled,
    /** Runs the next idle period, then lets the load it started settle. */
    async run() {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const connection = navigator as { connection?: { saveData?: boolean } };
afterEach(() => {
  delete connection.connection;
});

describe('prefetching panels while the page is idle', () => {
  it('loads one panel per idle period, in order, asking for the next period only after a load', async () => {
    const panels = [countingPanel('a'), countingPanel('b'), countingPanel('c')];
    const idle = manualIdle();
    prefetchPanels(panels, idle.idle);
    expect(panels.map((p) => p.loads)).toEqual([0, 0, 0]);
    expect(idle.pending()).toBe(1);
    await idle.run();
    expect(panels.map((p) => p.loads)).toEqual([1, 0, 0]);
    expect(idle.pending()).toBe(1);
    await idle.run();
    await idle.run();
    expect(panels.map((p) => p.loads)).toEqual([1, 1, 1]);
    await idle.run();
    expect(idle.pending()).toBe(0);
  });

  it('goes on past a chunk that fails to load', async () => {
    const panels = [countingPanel('a', true), countingPanel('b')];
    const idle = manualIdle();
    prefetchPanels(panels, idle.idle);
    await idle.run();
    await idle.run();
    expect(panels.map((p) => p.loads)).toEqual([1, 1]);
  });

  it('loads nothing more once cancelled', async () => {
    const panels = [countingPanel('a'), countingPanel('b')];
    const idle = manualIdle();
    const cancel = prefetchPanels(panels, idle.idle);
    await idle.run();
    cancel();
    expect(idle.pending()).toBe(0);
    expect(idle.cancelled()).toBe(1);
    await idle.run();
    expect(panels.map((p) => p.loads)).toEqual([1, 0]);
  });

  it('asks for no further idle period when cancelled while a chunk loads', async () => {
    let arrive: () => void = () => undefined;
    const slow: PanelDefinition = {
      id: 'slow',
      label: 'slow',
      load: () =>
        new Promise<PanelModule>((resolve) => (arrive = () => resolve({ default: () => null }))),
    };
    const after = countingPanel('after');
    const idle = manualIdle();
    const cancel = prefetchPanels([slow, after], idle.idle);
    await idle.run();
    expect(idle.pending()).toBe(0);
    cancel();
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.pending()).toBe(0);
    expect(after.loads).toBe(0);
  });

  it('loads nothing when the browser asks to save data', async () => {
    connection.connection = { saveData: true };
    const panels = [countingPanel('a')];
    const idle = manualIdle();
    prefetchPanels(panels, idle.idle);
    expect(idle.pending()).toBe(0);
    await idle.run();
    expect(panels[0]?.loads).toBe(0);
  });
});
