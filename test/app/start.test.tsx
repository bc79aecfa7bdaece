import { act, fireEvent, screen, within } from '@testing-library/react';
import { lazy, StrictMode, type JSX } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../src/app/app';
import { preloadPanel } from '../../src/app/panel-view';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelDefinition } from '../../src/app/panels';
import { startApp } from '../../src/app/start';
import { createWorkbenchStore } from '../../src/store';
import { parsedIntoPage } from '../helpers/server-markup';

type PanelModule = Awaited<ReturnType<PanelDefinition['load']>>;

/** A panel whose chunk arrives when the test says so, counting how often it was asked for. */
function pendingPanel(id: string, label: string) {
  let arrive: (module: PanelModule) => void = () => undefined;
  const arrived = new Promise<PanelModule>((resolve) => (arrive = resolve));
  const panel: PanelDefinition & { loads: number } = {
    id,
    label,
    loads: 0,
    load: () => {
      panel.loads += 1;
      return arrived;
    },
  };
  return {
    panel,
    arrive: () => arrive({ default: () => <p>{label} content</p> }),
  };
}

/** Every text the element ever held, as nodes were added to it. */
function textsAdded(element: HTMLElement) {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) seen.push(node.textContent ?? '');
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return () => {
    for (const record of observer.takeRecords())
      for (const node of record.addedNodes) seen.push(node.textContent ?? '');
    observer.disconnect();
    return seen.join('\n');
  };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-first-view');
  window.history.replaceState(null, '', '/');
});

const start = (panels: readonly PanelDefinition[], panelWaitMs?: number, prefetch = false) => {
  const element = document.body.appendChild(document.createElement('div'));
  const store = createWorkbenchStore();
  const started = startApp(element, {
    store,
    themeStorage: localStorage,
    panels,
    panelWaitMs,
    prefetch,
  });
  return { element, started };
};

/** A requestIdleCallback that queues its work for the test to run; `restore` takes it away. */
function stubIdle() {
  const idle: (() => void)[] = [];
  const withIdle = window as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  withIdle.requestIdleCallback = (work: () => void) => idle.push(work);
  withIdle.cancelIdleCallback = () => undefined;
  const restore = () => {
    delete withIdle.requestIdleCallback;
    delete withIdle.cancelIdleCallback;
  };
  return { idle, restore };
}

describe('starting the app', () => {
  it('draws nothing until the opened panel has loaded, then the shell and the panel at once', async () => {
    window.history.replaceState(null, '', '/#/callers');
    const cards = pendingPanel('cards', 'Cards');
    const callers = pendingPanel('callers', 'Callers');
    const { element, started } = start([cards.panel, callers.panel]);
    const texts = textsAdded(element);
    await act(() => Promise.resolve());
    expect(element).toBeEmptyDOMElement();
    // The hash names Callers: only its chunk is waited for.
    expect([cards.panel.loads, callers.panel.loads]).toEqual([0, 1]);

    callers.arrive();
    await act(async () => {
      root = await started;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Callers' })).toBeInTheDocument();
    expect(screen.getByText('Callers content')).toBeInTheDocument();
    expect(texts()).not.toMatch(/Loading/);
  });

  it('opens Cards when the hash names no panel, and a later navigation still shows its loading line', async () => {
    const cards = pendingPanel('cards', 'Cards');
    const callers = pendingPanel('callers', 'Callers');
    const { started } = start([cards.panel, callers.panel]);
    cards.arrive();
    await act(async () => {
      root = await started;
    });
    expect(screen.getByText('Cards content')).toBeInTheDocument();
    expect(callers.panel.loads).toBe(0);

    act(() => {
      window.location.hash = '#/callers';
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Callers…');
    await act(() => {
      callers.arrive();
      return Promise.resolve();
    });
    expect(await screen.findByText('Callers content')).toBeInTheDocument();
  });

  it('still draws the shell when the opened panel fails to load, with the panel’s error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/#/cards');
    const broken: PanelDefinition = {
      id: 'cards',
      label: 'Cards',
      load: () => Promise.reject(new Error('chunk unreachable')),
    };
    const { started } = start([broken]);
    await act(async () => {
      root = await started;
    });
    expect(await screen.findByText('The Cards panel failed.')).toBeInTheDocument();
    expect(screen.getByText('chunk unreachable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('draws the shell with the loading line when the opened panel has not come within the wait', async () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/#/callers');
      const callers = pendingPanel('callers', 'Callers');
      const { element, started } = start([callers.panel], 1000);
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(element).toBeEmptyDOMElement();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
        root = await started;
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Callers' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading Callers…');
      await act(() => {
        callers.arrive();
        return vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Callers content')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a first view built into the page', () => {
  /** The markup the build draws for `panels`, parsed into a root marked as holding it. */
  async function builtRoot(label: string) {
    const drawn = pendingPanel('cards', label);
    drawn.arrive();
    await preloadPanel(drawn.panel);
    const html = renderToString(
      <StrictMode>
        <App store={createWorkbenchStore()} panels={[drawn.panel]} />
      </StrictMode>,
    );
    const element = parsedIntoPage(html);
    element.setAttribute('data-built-view', '');
    return element;
  }

  it('is kept past the wait until the opened panel has loaded, then taken over as it is', async () => {
    document.documentElement.setAttribute('data-first-view', 'built');
    const element = await builtRoot('Cards');
    const heading = element.querySelector('h1');
    expect(heading).toHaveTextContent('Cards');
    const cards = pendingPanel('cards', 'Cards');
    let done = false;
    const started = startApp(element, {
      store: createWorkbenchStore(),
      themeStorage: localStorage,
      panels: [cards.panel],
      panelWaitMs: 5,
      prefetch: false,
    }).then((r) => {
      done = true;
      return r;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    // Past the wait: without the panel, the view would not match, so nothing has happened yet.
    expect(done).toBe(false);
    expect(element.querySelector('h1')).toBe(heading);
    cards.arrive();
    await act(async () => {
      root = await started;
    });
    expect(element.querySelector('h1')).toBe(heading);
    expect(screen.getByText('Cards content')).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-first-view')).toBe('built');
    expect(element).toHaveAttribute('data-built-view');
  });

  it('on a page marked drawn, is removed and the app draws its own view', async () => {
    document.documentElement.setAttribute('data-first-view', 'drawn');
    const element = await builtRoot('Built');
    const cards = pendingPanel('cards', 'Cards');
    const started = startApp(element, {
      store: createWorkbenchStore(),
      themeStorage: localStorage,
      panels: [cards.panel],
      prefetch: false,
    });
    cards.arrive();
    await act(async () => {
      root = await started;
    });
    expect(screen.queryByText('Built content')).toBeNull();
    expect(screen.getByText('Cards content')).toBeInTheDocument();
    expect(element).not.toHaveAttribute('data-built-view');
  });
});

describe('moving to a panel not loaded yet', () => {
  const opened = async (panels: readonly PanelDefinition[], arrive: () => void) => {
    const { started } = start(panels);
    arrive();
    await act(async () => {
      root = await started;
    });
  };

  /** Follows a link to `hash` now: jsdom tells of a hash change only in a later task. */
  const go = (hash: string) =>
    act(() => {
      window.history.pushState(null, '', hash);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });

  it('shows the panel as soon as its chunk arrives, not after a 300 ms reveal delay', async () => {
    // React skips its reveal delay inside act(), so this test renders as a page does: updates run
    // from React's scheduler, and only setTimeout is faked, so a delay would never end.
    const cards = pendingPanel('cards', 'Cards');
    const callers = pendingPanel('callers', 'Callers');
    await opened([cards.panel, callers.panel], cards.arrive);
    const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actFlag.IS_REACT_ACT_ENVIRONMENT;
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = async () => {
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      window.history.pushState(null, '', '#/callers');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await settle();
      expect(screen.getByRole('status')).toHaveTextContent('Loading Callers…');
      // React.lazy under Suspense held the arrived panel back until 300 ms after the loading line.
      callers.arrive();
      await settle();
      expect(screen.getByText('Callers content')).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
      actFlag.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('loads a chunk that failed again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const callers: PanelDefinition & { loads: number } = {
      id: 'callers',
      label: 'Callers',
      loads: 0,
      load: () => {
        callers.loads += 1;
        return fail
          ? Promise.reject(new Error('chunk unreachable'))
          : Promise.resolve({ default: () => <p>Callers content</p> });
      },
    };
    const cards = pendingPanel('cards', 'Cards');
    await opened([cards.panel, callers], cards.arrive);
    go('#/callers');
    expect(await screen.findByText('The Callers panel failed.')).toBeInTheDocument();
    expect(screen.getByText('chunk unreachable')).toBeInTheDocument();
    const failedLoads = callers.loads;
    fail = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Callers content')).toBeInTheDocument();
    expect(callers.loads).toBe(failedLoads + 1);
    expect(screen.queryByText('The Callers panel failed.')).toBeNull();
  });

  it('starts loading a panel when its link is pointed at or focused, so the click shows it at once', async () => {
    const cards = pendingPanel('cards', 'Cards');
    const callers = pendingPanel('callers', 'Callers');
    const review = pendingPanel('review', 'Review');
    await opened([cards.panel, callers.panel, review.panel], cards.arrive);
    const nav = screen.getByRole('navigation', { name: 'Panels' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect([callers.panel.loads, review.panel.loads]).toEqual([0, 0]);
    fireEvent.pointerEnter(link('Callers'));
    act(() => link('Review').focus());
    expect([callers.panel.loads, review.panel.loads]).toEqual([1, 1]);
    await act(() => {
      callers.arrive();
      return Promise.resolve();
    });
    const texts = textsAdded(document.body);
    go('#/callers');
    expect(screen.getByText('Callers content')).toBeInTheDocument();
    expect(texts()).not.toMatch(/Loading/);
    // Pointing at a loaded panel's link loads nothing again.
    fireEvent.pointerEnter(link('Callers'));
    expect(callers.panel.loads).toBe(1);
  });
});

describe('after the first render', () => {
  it('loads the other panels while the page is idle', async () => {
    const { idle, restore } = stubIdle();
    try {
      const cards = pendingPanel('cards', 'Cards');
      const callers = pendingPanel('callers', 'Callers');
      const { started } = start([cards.panel, callers.panel], undefined, true);
      cards.arrive();
      await act(async () => {
        root = await started;
      });
      expect(callers.panel.loads).toBe(0);
      // The prefetch module is asked for in the first idle period, not while the first frame draws.
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      idle.shift()?.();
      // The prefetch module loaded here, so the wait is for the app's promises alone.
      await import('../../src/app/prefetch-panels');
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      // The opened panel is loaded already; the next idle period loads the other one.
      idle.shift()?.();
      await act(() => Promise.resolve());
      idle.shift()?.();
      expect(callers.panel.loads).toBe(1);
    } finally {
      restore();
    }
  });

  it('waits for the opened panel when the first render did not', async () => {
    const { idle, restore } = stubIdle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      window.history.replaceState(null, '', '/#/callers');
      const cards = pendingPanel('cards', 'Cards');
      const callers = pendingPanel('callers', 'Callers');
      const { started } = start([cards.panel, callers.panel], 1000, true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
        root = await started;
      });
      expect(screen.getByRole('status')).toHaveTextContent('Loading Callers…');
      // The prefetch module loaded and time to start: still nothing asked while Callers loads.
      await import('../../src/app/prefetch-panels');
      for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
      expect(idle).toHaveLength(0);
      await act(() => {
        callers.arrive();
        return vi.advanceTimersByTimeAsync(0);
      });
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      // That idle period asks for the prefetch module; the next one loads a panel.
      idle.shift()?.();
      await import('../../src/app/prefetch-panels');
      for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
      expect(idle).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      restore();
    }
  });
});

describe('a panel view', () => {
  it('shows its loading line while a panel that has loaded suspends inside', async () => {
    let resolveInner: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Inner = lazy(
      () => new Promise<{ default: () => JSX.Element }>((resolve) => (resolveInner = resolve)),
    );
    const callers: PanelDefinition = {
      id: 'callers',
      label: 'Callers',
      load: () => Promise.resolve({ default: () => <Inner /> }),
    };
    window.history.replaceState(null, '', '/#/callers');
    const { started } = start([callers]);
    await act(async () => {
      root = await started;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Callers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Callers…');
    await act(async () => {
      resolveInner({ default: () => <p>Callers inner content</p> });
      await Promise.resolve();
    });
    expect(await screen.findByText('Callers inner content')).toBeInTheDocument();
  });
});
