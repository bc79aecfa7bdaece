// The hops with an end in a node being dragged, drawn on layers of their own while the drag lasts.
// React Flow draws every hop as an SVG of its own in one container, all on one layer with the
// nodes and labels: a node moving redrew its hops there, and each frame rasterised again every
// hop and node those hops' boxes crossed, most of them dashed, and laid out the container's 1,000
// SVGs. React Flow hands these hops over when the drag starts (use-flow-hops.ts) and takes them
// back on the drop; the rest of the drawing does not change meanwhile.
//
// Measured on one traced drag of the bench's drag row each (300 agents, 1,000 hops, zoom 0.45, 40
// pointer moves; thread time from a CDP trace with the `cc` category, the build before this beside
// it, load 5–17): rasterising 6.5–8.6 s → 0.6–0.9 s, layout 364–412 → 29–52 ms, the renderer's
// main thread 1.9–2.1 → 1.3–1.9 s. Frames over 33 ms: `BENCH_ROWS=drag npm run bench`.
import { EdgeLabelRenderer } from '@xyflow/react';
import { use, type ReactElement } from 'react';
import { hopEnds, hopGeometry } from './edge-geometry';
import { FocusShown, dimClass } from './focus';
import { HopLabelBox, hopClasses } from './hop-edge';
import { hopLook, hopMarkerId } from './hop-markers';
import { LabelPlacesShown } from './label-places';
import { LabelsShown } from './labels-shown';
import type { GraphNode, HopEdge } from './to-flow';

/**
 * How far, in the graph's pixels, each drag layer reaches (half of it each way from the origin;
 * graph.css sizes them so). A layer of its own under the hops and nodes puts everything drawn over
 * it that it overlaps on a second layer: made when a drag started, that layer was rasterised
 * whole, and on the drop the canvas's layer again, the drag's longest frames. Kept in the page,
 * empty, and reaching over any graph, the layers stay as they are when a drag starts and ends, and
 * an empty layer draws nothing. With the dragged node on a layer of its own (graph.css), one
 * traced drag of the bench's drag row rasterised 382–394 ms in all against 904–1,164 ms (two
 * each, alternating, load 7–9; `cc` trace category, tiles grouped by layer).
 */
const LAYER_REACH = 100_000;

/** The ids of the hops in `edges` with an end in one of `nodes`. */
export function hopsTouching(
  edges: readonly HopEdge[],
  nodes: readonly { readonly id: string }[],
): ReadonlySet<string> {
  const ids = new Set(nodes.map((n) => n.id));
  return new Set(
    edges.filter((e) => ids.has(e.source) || ids.has(e.target)).map((edge) => edge.id),
  );
}

/**
 * The hops of `edges` named in `moving`, between `nodes` where they are now: their lines under
 * every other hop and node (as far-hops.tsx draws), their labels over them as React Flow's are.
 * The two layers stay in the page, empty, between drags (`LAYER_REACH`).
 */
export function DragHops({
  nodes,
  edges,
  moving,
}: {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly HopEdge[];
  readonly moving: ReadonlySet<string>;
}) {
  const labelled = use(LabelsShown);
  const focus = use(FocusShown);
  const places = use(LabelPlacesShown);
  const at = new Map<string, GraphNode['position']>();
  if (moving.size > 0) for (const node of nodes) at.set(node.id, node.position);
  const lines: ReactElement[] = [];
  const labels: ReactElement[] = [];
  for (const edge of moving.size > 0 ? edges : []) {
    if (!moving.has(edge.id) || edge.data === undefined) continue;
    const [from, to] = [at.get(edge.source), at.get(edge.target)];
    if (from === undefined || to === undefined) continue;
    const ends = hopEnds(from, to);
    const geometry = hopGeometry(
      ends.source,
      ends.target,
      edge.data.lane,
      edge.data.lanes,
      edge.source === edge.target,
      places.get(edge.id),
    );
    const classes = `${hopClasses(edge.data)}${dimClass(focus?.edges, edge.id)}`;
    const selected = edge.selected === true;
    lines.push(
      <path
        key={edge.id}
        data-hop={edge.id}
        d={geometry.path}
        className={`react-flow__edge-path graph-hop ${classes}${selected ? ' graph-hop-selected' : ''}`}
        markerEnd={`url('#${hopMarkerId(hopLook(edge.data))}')`}
      />,
    );
    if (labelled) {
      labels.push(
        <HopLabelBox
          key={edge.id}
          data={edge.data}
          classes={classes}
          selected={selected}
          at={geometry.label}
        />,
      );
    }
  }
  const reach = `translate(${LAYER_REACH / 2}px, ${LAYER_REACH / 2}px)`;
  return (
    <>
      <svg className="graph-drag-hops" aria-hidden="true" focusable="false">
        <g style={{ transform: reach }}>{lines}</g>
      </svg>
      {labelled && (
        <EdgeLabelRenderer>
          <div className="graph-drag-labels">
            <div style={{ transform: reach }}>{labels}</div>
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
