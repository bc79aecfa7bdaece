// Nodes as drawn far out (NodesBare), where none of their text could be read: one layer of plain
// boxes in their kinds' looks, instead of React Flow's nodes (use-flow-nodes.ts). Each box can
// still be picked (a click, or Enter or Space from Tab; Ctrl or Meta adds it to the selection),
// which hands the focus to the node React Flow then draws for it, and dragged as a node is at any
// zoom; its name is there for a screen reader. A drag moves the box and its hops as it goes and is
// pinned, as one undo step, on the drop. A box drawn with Shift round some of them selects them
// too (FarBoxSelection).
import { useStoreApi } from '@xyflow/react';
import {
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { FocusShown, dimClass } from './focus';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import type { GraphNode } from './to-flow';

type Position = GraphNode['position'];

export interface FarNodesProps {
  /** The nodes React Flow holds hidden (use-flow-nodes.ts). */
  readonly nodes: readonly GraphNode[];
  /** Selects node `id`: alone, or added to the selection when `add`. */
  readonly onPick: (id: string, add: boolean) => void;
  /** Moves node `id` to `position`; `dragging` is false on the drop. */
  readonly onMove: (id: string, position: Position, dragging: boolean) => void;
}

interface Drag {
  readonly id: string;
  readonly pointer: number;
  readonly from: { readonly x: number; readonly y: number };
  readonly start: Position;
  readonly zoom: number;
  readonly add: boolean;
  at: Position | undefined;
}

/** How far, in screen pixels, a press must move to be a drag rather than a click (React Flow's own). */
const DRAG_THRESHOLD = 1;

interface Drawn {
  readonly className: string;
  readonly box: ReactElement;
}

const idOf = (target: EventTarget) =>
  target instanceof Element
    ? (target.closest<HTMLElement>('[data-far-node]')?.dataset.farNode ?? undefined)
    : undefined;

/** Focuses the node React Flow draws for `id` once it is there (a few frames at most). */
function focusFlowNode(root: Element | null, id: string, frames = 4) {
  requestAnimationFrame(() => {
    const node = root
      ?.closest('.react-flow')
      ?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
    if (node) node.focus();
    else if (frames > 1) focusFlowNode(root, id, frames - 1);
  });
}

export function FarNodes({ nodes, onPick, onMove }: FarNodesProps) {
  const focus = use(FocusShown);
  const store = useStoreApi();
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  // A box whose node and look are as last drawn keeps its element, so an edit or a drag redraws
  // only the boxes it touched.
  const [drawn] = useState(() => new WeakMap<GraphNode, Drawn>());
  // A zoom back past 0.15 in the middle of a drag removes this layer: the drag ends where it is,
  // pinned as a drop would pin it.
  const move = useRef(onMove);
  useLayoutEffect(() => {
    move.current = onMove;
  }, [onMove]);
  useEffect(
    () => () => {
      const now = drag.current;
      drag.current = undefined;
      if (now?.at !== undefined) move.current(now.id, now.at, false);
    },
    [],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const id = idOf(event.target);
    const node = nodes.find((n) => n.id === id);
    if (id === undefined || node === undefined || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id,
      pointer: event.pointerId,
      from: { x: event.clientX, y: event.clientY },
      start: node.position,
      zoom: store.getState().transform[2],
      // As for React Flow's nodes: Ctrl or Meta adds (Shift starts React Flow's selection box).
      add: event.metaKey || event.ctrlKey,
      at: undefined,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const now = drag.current;
    if (now === undefined || now.pointer !== event.pointerId) return;
    const [dx, dy] = [event.clientX - now.from.x, event.clientY - now.from.y];
    if (now.at === undefined && Math.hypot(dx, dy) <= DRAG_THRESHOLD) return;
    now.at = { x: now.start.x + dx / now.zoom, y: now.start.y + dy / now.zoom };
    onMove(now.id, now.at, true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const now = drag.current;
    if (now === undefined || now.pointer !== event.pointerId) return;
    drag.current = undefined;
    if (now.at !== undefined) onMove(now.id, now.at, false);
    // A node dragged ends up selected, as React Flow selects a node it drags, and its node then
    // has the focus, as a node pressed on has, for the arrow keys.
    onPick(now.id, now.add && now.at === undefined);
    focusFlowNode(layer.current, now.id);
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    const now = drag.current;
    if (now === undefined || now.pointer !== event.pointerId) return;
    drag.current = undefined;
    if (now.at !== undefined) onMove(now.id, now.start, false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = idOf(event.target);
    if (id === undefined) return;
    event.preventDefault();
    onPick(id, event.metaKey || event.ctrlKey);
    focusFlowNode(layer.current, id);
  };

  const boxes: ReactElement[] = [];
  for (const node of nodes) {
    const className = `graph-node graph-node-${node.type} graph-node-bare${dimClass(focus?.nodes, node.id)}`;
    const last = drawn.get(node);
    if (last !== undefined && last.className === className) {
      boxes.push(last.box);
      continue;
    }
    const box = (
      <div
        key={node.id}
        className="graph-far-node nopan"
        data-far-node={node.id}
        role="button"
        tabIndex={0}
        aria-label={node.ariaLabel}
        style={{
          transform: `translate(${node.position.x}px, ${node.position.y}px)`,
          width: NODE_WIDTH,
          height: NODE_HEIGHT,
        }}
      >
        <div className={className} />
      </div>
    );
    drawn.set(node, { className, box });
    boxes.push(box);
  }
  return (
    <div
      ref={layer}
      className="graph-far-nodes"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      {boxes}
    </div>
  );
}

/**
 * Adds to the selection the boxes wholly inside a selection box drawn with Shift, as React Flow
 * does for the nodes it draws (its default, SelectionMode.Full), once the box is let go.
 * Rendered inside React Flow.
 */
export function FarBoxSelection({
  nodes,
  onSelect,
}: {
  readonly nodes: readonly GraphNode[];
  readonly onSelect: (ids: readonly string[]) => void;
}) {
  const store = useStoreApi();
  useEffect(() => {
    let drawn: { x0: number; y0: number; x1: number; y1: number } | undefined;
    return store.subscribe((s) => {
      const rect = s.userSelectionRect;
      if (s.userSelectionActive && rect !== null) {
        const [tx, ty, zoom] = s.transform;
        drawn = {
          x0: (rect.x - tx) / zoom,
          y0: (rect.y - ty) / zoom,
          x1: (rect.x + rect.width - tx) / zoom,
          y1: (rect.y + rect.height - ty) / zoom,
        };
        return;
      }
      if (drawn === undefined || s.userSelectionActive) return;
      const box = drawn;
      drawn = undefined;
      const inside = nodes.filter(
        ({ position: { x, y } }) =>
          x >= box.x0 && y >= box.y0 && x + NODE_WIDTH <= box.x1 && y + NODE_HEIGHT <= box.y1,
      );
      if (inside.length === 0) return;
      onSelect(inside.map((node) => node.id));
      // React Flow marks a box's nodes as one selection, to drag or move with the arrow keys, once
      // they are its own: after the nodes picked here are handed to it.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => store.setState({ nodesSelectionActive: true })),
      );
    });
  }, [store, nodes, onSelect]);
  return null;
}
