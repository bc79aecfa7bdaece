// Hops as drawn zoomed out, below the zoom where labels show: one SVG layer of plain lines in the
// hops' own looks, instead of React Flow's edges. That far out a hop can be neither read nor
// picked by its line (the hop list and the details panel pick it), and each of React Flow's
// edges is a component that works out its position from the store whenever anything changes:
// at 1,000 hops that was most of every edit's script and a large part of opening the graph.
// React Flow gets its edges back as soon as the zoom makes them readable, and for every export;
// meanwhile it holds, and draws, only the selected hop (use-flow-hops.ts).
import { use, useState, type ReactElement } from 'react';
import { hopEnds, hopGeometry } from './edge-geometry';
import { FocusShown, dimClass } from './focus';
import { hopClasses } from './hop-edge';
import { hopLook, hopMarkerId } from './hop-markers';
import type { GraphNode, HopEdge } from './to-flow';

interface Drawn {
  readonly from: GraphNode['position'];
  readonly to: GraphNode['position'];
  readonly className: string;
  readonly line: ReactElement;
}

/** The hops of `edges` between `nodes` where they are now, as one layer under the nodes. */
export function FarHops({
  nodes,
  edges,
}: {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly HopEdge[];
}) {
  const focus = use(FocusShown);
  // A hop whose object, ends and look are as last drawn keeps its element, and React passes over
  // an element it has already drawn: an edit redraws only the hops it touched.
  const [drawn] = useState(() => new WeakMap<HopEdge, Drawn>());
  const at = new Map<string, GraphNode['position']>();
  for (const node of nodes) at.set(node.id, node.position);
  const lines: ReactElement[] = [];
  for (const edge of edges) {
    const [from, to] = [at.get(edge.source), at.get(edge.target)];
    // A selected hop is React Flow's to draw (use-flow-hops.ts), focusable and deletable.
    if (from === undefined || to === undefined || edge.data === undefined || edge.selected)
      continue;
    const className = `graph-hop ${hopClasses(edge.data)}${dimClass(focus?.edges, edge.id)}`;
    const last = drawn.get(edge);
    if (
      last !== undefined &&
      last.from === from &&
      last.to === to &&
      last.className === className
    ) {
      lines.push(last.line);
      continue;
    }
    const ends = hopEnds(from, to);
    const { path } = hopGeometry(
      ends.source,
      ends.target,
      edge.data.lane,
      edge.data.lanes,
      edge.source === edge.target,
    );
    const line = (
      <path
        key={edge.id}
        data-hop={edge.id}
        d={path}
        className={className}
        markerEnd={`url('#${hopMarkerId(hopLook(edge.data))}')`}
      />
    );
    drawn.set(edge, { from, to, className, line });
    lines.push(line);
  }
  return (
    <svg className="graph-far-hops" aria-hidden="true" focusable="false">
      {lines}
    </svg>
  );
}
