import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ReactFlow, ReactFlowProvider, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarBoxSelection, FarNodes } from '../../../src/panels/graph/far-nodes';
import { FocusShown } from '../../../src/panels/graph/focus';
import { Overview, nodesBounds } from '../../../src/panels/graph/overview';
import { toFlow, type GraphNode } from '../../../src/panels/graph/to-flow';
import { useFlowNodes } from '../../../src/panels/graph/use-flow-nodes';
import { agent, reportsOf, workspaceWith } from './fixture';

// desk → a → b → ghost (no card), and c with no path; nodes placed by hand, 240 × 84 each.
const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'b', 'ghost'] }], {
  cards: [agent('a'), agent('b'), agent('c')],
});
const flow = toFlow(ws, reportsOf(ws));
const PLACES: Record<string, { x: number; y: number }> = {
  'caller:desk': { x: 0, y: 0 },
  a: { x: 400, y: 0 },
  b: { x: 800, y: 0 },
  'missing:ghost': { x: 1200, y: 0 },
  c: { x: 0, y: 300 },
};
interface Deps {
  readonly dependencies: Record<string, string>;
}

const nodes: GraphNode[] = flow.nodes.map((n) => ({ ...n, position: PLACES[n.id] ?? n.position }));
const byId = (id: string) => {
  const found = nodes.find((n) => n.id === id);
  if (found === undefined) throw new Error(`no node ${id}`);
  return found;
};

describe('the nodes React Flow draws', () => {
  const picked = nodes.map((n) => (n.id === 'c' ? { ...n, selected: true } : n));
  const hopPicked = flow.edges.map((e) => (e.id === 'hop:p:1' ? { ...e, selected: true } : e));

  it('are every node, as they are, while nodes are drawn in full', () => {
    const { result } = renderHook(() => useFlowNodes(picked, hopPicked, false));
    expect(result.current.nodes).toBe(picked);
    expect(result.current.far).toEqual([]);
  });

  it('far out, hold every node but the selected ones and the ends of a selected hop hidden', () => {
    const { result, rerender } = renderHook(({ all }) => useFlowNodes(all, hopPicked, true), {
      initialProps: { all: picked },
    });
    // hop:p:1 runs a → b.
    const hidden = result.current.nodes.filter((n) => n.hidden === true).map((n) => n.id);
    expect(hidden).toEqual(['caller:desk', 'missing:ghost']);
    expect(result.current.nodes.map((n) => n.id)).toEqual(picked.map((n) => n.id));
    expect(result.current.far.map((n) => n.id)).toEqual(['caller:desk', 'missing:ghost']);
    // The far list holds the nodes themselves, not the hidden copies.
    expect(result.current.far[0]).toBe(picked.find((n) => n.id === 'caller:desk'));
    // A node that is the same object keeps the same hidden copy, so React Flow skips it.
    const desk = result.current.nodes[0];
    rerender({ all: [...picked] });
    expect(result.current.nodes[0]).toBe(desk);
    expect(desk?.hidden).toBe(true);
    expect(picked[0]?.hidden).toBeUndefined();
  });
});

/** The store of the React Flow around it, handed out for a test to read or set. */
function StoreOut({ into }: { readonly into: (store: ReturnType<typeof useStoreApi>) => void }) {
  into(useStoreApi());
  return null;
}

function inFlow(children: ReactNode, zoom = 1) {
  let store: ReturnType<typeof useStoreApi> | undefined;
  const view = render(
    <ReactFlowProvider>
      <ReactFlow nodes={[]} edges={[]} defaultViewport={{ x: 0, y: 0, zoom }} minZoom={0.05}>
        <StoreOut into={(s) => (store = s)} />
        {children}
      </ReactFlow>
    </ReactFlowProvider>,
  );
  if (store === undefined) throw new Error('no store');
  return { ...view, store };
}

describe('the far-out boxes', () => {
  const far = [byId('caller:desk'), byId('a'), byId('missing:ghost'), byId('c')];
  const onPick = vi.fn();
  const onMove = vi.fn();
  beforeEach(() => {
    // jsdom has no pointer capture.
    HTMLElement.prototype.setPointerCapture = vi.fn();
  });
  afterEach(() => {
    onPick.mockReset();
    onMove.mockReset();
  });
  const draw = (zoom = 1, focus?: Set<string>) =>
    inFlow(
      <FocusShown value={focus && { nodes: focus, edges: new Set() }}>
        <FarNodes nodes={far} onPick={onPick} onMove={onMove} />
      </FocusShown>,
      zoom,
    );
  const box = (name: RegExp) => screen.getByRole('button', { name });

  it('are buttons named as their nodes, in their kinds’ looks, where their nodes are, with no text', () => {
    draw(1, new Set(['caller:desk', 'a']));
    const desk = box(/^Caller desk: /);
    expect(desk).toHaveAttribute('tabindex', '0');
    expect(desk).toHaveTextContent(/^$/);
    expect(desk.firstElementChild?.className).toBe('graph-node graph-node-caller graph-node-bare');
    expect(box(/^Agent a: /).style.transform).toBe('translate(400px, 0px)');
    expect(box(/^Agent c: /).style.transform).toBe('translate(0px, 300px)');
    expect(box(/^Agent c: /).firstElementChild?.className).toBe(
      'graph-node graph-node-agent graph-node-bare graph-dim',
    );
    expect(box(/ghost/).firstElementChild?.className).toBe(
      'graph-node graph-node-missing graph-node-bare graph-dim',
    );
    // Not a node React Flow pans under: a press on a box is the box's.
    expect(desk).toHaveClass('nopan');
  });

  it('pick a node on a click, added to the selection with Ctrl or Meta', () => {
    draw();
    const a = box(/^Agent a: /);
    fireEvent.pointerDown(a, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(a, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenLastCalledWith('a', false);
    // Shift does not add, as on React Flow's nodes (it starts React Flow's selection box).
    fireEvent.pointerDown(a, { pointerId: 4, button: 0, clientX: 10, clientY: 10, shiftKey: true });
    fireEvent.pointerUp(a, { pointerId: 4, button: 0, clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenLastCalledWith('a', false);
    for (const key of ['ctrlKey', 'metaKey']) {
      fireEvent.pointerDown(a, { pointerId: 2, button: 0, clientX: 10, clientY: 10, [key]: true });
      fireEvent.pointerUp(a, { pointerId: 2, button: 0, clientX: 10, clientY: 10 });
      expect(onPick).toHaveBeenLastCalledWith('a', true);
    }
    // Another button than the main one neither picks nor drags.
    onPick.mockReset();
    fireEvent.pointerDown(a, { pointerId: 3, button: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(a, { pointerId: 3, button: 2, clientX: 10, clientY: 10 });
    expect(onPick).not.toHaveBeenCalled();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('move a node as the pointer drags it, at the zoom shown, and select it on the drop', () => {
    draw(0.5);
    const c = box(/^Agent c: /);
    fireEvent.pointerDown(c, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    // Within a pixel it is still a click.
    fireEvent.pointerMove(c, { pointerId: 1, clientX: 100.6, clientY: 100.6 });
    expect(onMove).not.toHaveBeenCalled();
    // 20 × 12 screen pixels at zoom 0.5 are 40 × 24 in the graph: c goes from (0, 300).
    fireEvent.pointerMove(c, { pointerId: 1, clientX: 120, clientY: 112 });
    expect(onMove).toHaveBeenLastCalledWith('c', { x: 40, y: 324 }, true);
    // Another pointer's moves are not this drag's.
    fireEvent.pointerMove(c, { pointerId: 7, clientX: 500, clientY: 500 });
    expect(onMove).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(c, { pointerId: 1, button: 0, clientX: 120, clientY: 112 });
    expect(onMove).toHaveBeenLastCalledWith('c', { x: 40, y: 324 }, false);
    expect(onMove).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith('c', false);
  });

  it('select only the node dragged, even with Ctrl held', () => {
    draw();
    const a = box(/^Agent a: /);
    fireEvent.pointerDown(a, { pointerId: 1, button: 0, clientX: 0, clientY: 0, ctrlKey: true });
    fireEvent.pointerMove(a, { pointerId: 1, clientX: 0, clientY: 10 });
    fireEvent.pointerUp(a, { pointerId: 1, button: 0, clientX: 0, clientY: 10 });
    expect(onMove).toHaveBeenLastCalledWith('a', { x: 400, y: 10 }, false);
    expect(onPick).toHaveBeenLastCalledWith('a', false);
  });

  it('move nothing when a press that never moved is cancelled', () => {
    draw();
    const a = box(/^Agent a: /);
    fireEvent.pointerDown(a, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerCancel(a, { pointerId: 1 });
    expect(onMove).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('end a drag where it is, as a drop, when the layer goes mid-drag', () => {
    const { unmount } = draw();
    const a = box(/^Agent a: /);
    fireEvent.pointerDown(a, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(a, { pointerId: 1, clientX: 12, clientY: 0 });
    unmount();
    expect(onMove).toHaveBeenLastCalledWith('a', { x: 412, y: 0 }, false);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('draw a box again when a new focus dims it or lights it', () => {
    const drawWith = (focus: Set<string>) => (
      <ReactFlowProvider>
        <ReactFlow nodes={[]} edges={[]}>
          <FocusShown value={{ nodes: focus, edges: new Set() }}>
            <FarNodes nodes={far} onPick={onPick} onMove={onMove} />
          </FocusShown>
        </ReactFlow>
      </ReactFlowProvider>
    );
    const { rerender } = render(drawWith(new Set(['a'])));
    const look = (name: RegExp) => box(name).firstElementChild?.className;
    expect(look(/^Agent c: /)).toMatch(/ graph-dim$/);
    expect(look(/^Agent a: /)).not.toMatch(/graph-dim/);
    rerender(drawWith(new Set(['c'])));
    expect(look(/^Agent c: /)).not.toMatch(/graph-dim/);
    expect(look(/^Agent a: /)).toMatch(/ graph-dim$/);
  });

  it('put a node back where it was when the drag is cancelled, and pick nothing', () => {
    draw();
    const a = box(/^Agent a: /);
    fireEvent.pointerDown(a, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(a, { pointerId: 1, clientX: 30, clientY: 5 });
    expect(onMove).toHaveBeenLastCalledWith('a', { x: 430, y: 5 }, true);
    fireEvent.pointerCancel(a, { pointerId: 1 });
    expect(onMove).toHaveBeenLastCalledWith('a', { x: 400, y: 0 }, false);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('pick a node from the keyboard with Enter or Space, and nothing on other keys', () => {
    draw();
    const desk = box(/^Caller desk: /);
    fireEvent.keyDown(desk, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('caller:desk', false);
    fireEvent.keyDown(box(/ghost/), { key: ' ', ctrlKey: true });
    expect(onPick).toHaveBeenLastCalledWith('missing:ghost', true);
    fireEvent.keyDown(box(/ghost/), { key: ' ', shiftKey: true });
    expect(onPick).toHaveBeenLastCalledWith('missing:ghost', false);
    fireEvent.keyDown(desk, { key: 'ArrowDown' });
    fireEvent.keyDown(desk, { key: 'a' });
    expect(onPick).toHaveBeenCalledTimes(3);
  });
});

describe('a selection box far out', () => {
  const far = nodes;
  it('selects the boxes wholly inside it once it is let go', () => {
    const onSelect = vi.fn();
    // At zoom 0.5, panned by (10, 20): graph point (x, y) is at screen (10 + x / 2, 20 + y / 2).
    const { store } = inFlow(<FarBoxSelection nodes={far} onSelect={onSelect} />, 0.5);
    act(() => store.setState({ transform: [10, 20, 0.5] }));
    // Screen (5, 15) to (335, 70) is graph (-10, -10) to (650, 100): desk (0–240) and a (400–640)
    // whole; b (800–1040) and c (y 300) not.
    const rect: ReactFlowState['userSelectionRect'] = {
      startX: 5,
      startY: 15,
      x: 5,
      y: 15,
      width: 330,
      height: 55,
    };
    act(() => store.setState({ userSelectionActive: true, userSelectionRect: rect }));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => store.setState({ userSelectionActive: false, userSelectionRect: null }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith(['caller:desk', 'a']);
    // A box that cuts through a node leaves it out: a only half inside (graph x up to 520).
    act(() =>
      store.setState({
        userSelectionActive: true,
        userSelectionRect: { ...rect, width: 265 },
      }),
    );
    act(() => store.setState({ userSelectionActive: false, userSelectionRect: null }));
    expect(onSelect).toHaveBeenLastCalledWith(['caller:desk']);
    // A press on the canvas sets a box of no size without starting a selection; let go, it
    // selects nothing, though the box's corner lies on desk.
    act(() =>
      store.setState({
        userSelectionActive: false,
        userSelectionRect: { startX: 20, startY: 30, x: 20, y: 30, width: 0, height: 0 },
      }),
    );
    act(() => store.setState({ userSelectionActive: false, userSelectionRect: null }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});

describe('the overview', () => {
  it('draws every node it is given in its kind’s colour, the selected one marked', () => {
    // In the workspace's order: callers, cards, then names without a card.
    const shown = nodes.map((n) => (n.id === 'b' ? { ...n, selected: true, hidden: true } : n));
    inFlow(<Overview nodes={shown} label="Overview of the whole graph" />);
    const map = screen.getByRole('img', { name: 'Overview of the whole graph' });
    const rects = [...map.querySelectorAll('rect')];
    expect(rects.map((r) => r.getAttribute('class'))).toEqual([
      'react-flow__minimap-node graph-minimap-caller',
      'react-flow__minimap-node graph-minimap-agent',
      'react-flow__minimap-node graph-minimap-agent selected',
      'react-flow__minimap-node graph-minimap-agent',
      'react-flow__minimap-node graph-minimap-missing',
    ]);
    expect(rects.map((r) => [r.getAttribute('x'), r.getAttribute('y')])).toEqual([
      ['0', '0'],
      ['400', '0'],
      ['800', '0'],
      ['0', '300'],
      ['1200', '0'],
    ]);
    expect(rects[0]?.getAttribute('width')).toBe('240');
    expect(rects[0]?.getAttribute('height')).toBe('84');
  });

  it('drives React Flow’s own panning with the @xyflow/system that React Flow itself uses', () => {
    // Two copies of @xyflow/system would pan one copy's viewport with the other's code.
    const ours = JSON.parse(readFileSync('package.json', 'utf8')) as Deps;
    const theirs = JSON.parse(
      readFileSync('node_modules/@xyflow/react/package.json', 'utf8'),
    ) as Deps;
    expect(ours.dependencies['@xyflow/system']).toBe(theirs.dependencies['@xyflow/system']);
  });

  it('bounds the nodes from the top left of the first to the bottom right of the last', () => {
    expect(nodesBounds(nodes)).toEqual({ x: 0, y: 0, width: 1440, height: 384 });
    expect(nodesBounds([])).toBeUndefined();
  });
});
