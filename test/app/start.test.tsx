import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelDefinition } from '../../src/app/panels';
import { startApp } from '../../src/app/start';
import { createWorkbenchStore } from '../../src/store';

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
  window.history.replaceState(null, '', '/');
});

const start = (panels: readonly PanelDefinition[], panelWaitMs?: number) => {
  const element = document.body.appendChild(document.createElement('div'));
  const store = createWorkbenchStore();
  const started = startApp(element, { store, themeStorage: localStorage, panels, panelWaitMs });
  return { element, started };
};

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
