// The overview beside the canvas: every node as a small box in its kind's colour and the part the
// canvas shows, dragged to pan and scrolled to zoom. It is React Flow's minimap, drawn from the
// workspace's nodes rather than from the nodes React Flow draws, so it still shows every node
// while far-nodes.tsx draws most of them (React Flow's own minimap leaves hidden nodes out). The
// panning and zooming are React Flow's own (XYMinimap), and the markup and classes are its too,
// so it looks as its minimap does.
import { getNodesBounds, useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { XYMinimap, getBoundsOfRects, type Rect } from '@xyflow/system';
import { memo, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import type { GraphNode } from './to-flow';

const WIDTH = 200;
const HEIGHT = 150;
/** The margin round the drawing, in the overview's own pixels (React Flow's offsetScale). */
const OFFSET = 5;

interface View {
  /** The part of the graph the canvas shows, in the graph's coordinates. */
  readonly shown: Rect;
  readonly flowWidth: number;
  readonly flowHeight: number;
  readonly panZoom: ReactFlowState['panZoom'];
  readonly translateExtent: ReactFlowState['translateExtent'];
}

const viewOf = (s: ReactFlowState): View => ({
  shown: {
    x: -s.transform[0] / s.transform[2],
    y: -s.transform[1] / s.transform[2],
    width: s.width / s.transform[2],
    height: s.height / s.transform[2],
  },
  flowWidth: s.width,
  flowHeight: s.height,
  panZoom: s.panZoom,
  translateExtent: s.translateExtent,
});

const sameRect = (a: Rect, b: Rect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const sameView = (a: View, b: View) =>
  sameRect(a.shown, b.shown) &&
  a.flowWidth === b.flowWidth &&
  a.flowHeight === b.flowHeight &&
  a.panZoom === b.panZoom &&
  a.translateExtent === b.translateExtent;

/** The rectangle round every node: React Flow's own arithmetic, on the nodes' fixed sizes. */
export const nodesBounds = (nodes: readonly GraphNode[]): Rect | undefined =>
  nodes.length === 0 ? undefined : getNodesBounds([...nodes]);

/** One node's box; a node an edit did not touch is the same object, and is not drawn again. */
const Box = memo(function Box({ node }: { readonly node: GraphNode }) {
  return (
    <rect
      className={`react-flow__minimap-node graph-minimap-${node.type}${node.selected === true ? ' selected' : ''}`}
      x={node.position.x}
      y={node.position.y}
      width={NODE_WIDTH}
      height={NODE_HEIGHT}
      rx={5}
      ry={5}
      shapeRendering="crispEdges"
    />
  );
});

/** The overview of `nodes`; inside React Flow's provider. */
export function Overview({
  nodes,
  label,
}: {
  readonly nodes: readonly GraphNode[];
  readonly label: string;
}) {
  const store = useStoreApi();
  const { shown, flowWidth, flowHeight, panZoom, translateExtent } = useStore(viewOf, sameView);
  const svg = useRef<SVGSVGElement>(null);
  const titleId = useId();
  const drawing = nodesBounds(nodes);
  const bounds = drawing === undefined ? shown : getBoundsOfRects(drawing, shown);
  const viewScale = Math.max(bounds.width / WIDTH, bounds.height / HEIGHT);
  const [viewWidth, viewHeight] = [viewScale * WIDTH, viewScale * HEIGHT];
  const offset = OFFSET * viewScale;
  const x = bounds.x - (viewWidth - bounds.width) / 2 - offset;
  const y = bounds.y - (viewHeight - bounds.height) / 2 - offset;
  const [width, height] = [viewWidth + offset * 2, viewHeight + offset * 2];
  // XYMinimap reads the scale as it pans, between renders.
  const scale = useRef(viewScale);
  useLayoutEffect(() => {
    scale.current = viewScale;
  }, [viewScale]);
  const minimap = useRef<ReturnType<typeof XYMinimap>>(undefined);

  useEffect(() => {
    if (svg.current === null || panZoom === null) return;
    minimap.current = XYMinimap({
      domNode: svg.current,
      panZoom,
      getTransform: () => store.getState().transform,
      getViewScale: () => scale.current,
    });
    return () => minimap.current?.destroy();
  }, [panZoom, store]);
  useEffect(() => {
    minimap.current?.update({
      translateExtent,
      width: flowWidth,
      height: flowHeight,
      pannable: true,
      zoomable: true,
    });
  }, [panZoom, translateExtent, flowWidth, flowHeight]);

  return (
    <div className="react-flow__panel react-flow__minimap" data-testid="rf__minimap">
      <svg
        ref={svg}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`${x} ${y} ${width} ${height}`}
        className="react-flow__minimap-svg"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{label}</title>
        {nodes.map((node) => (
          <Box key={node.id} node={node} />
        ))}
        <path
          className="react-flow__minimap-mask"
          d={`M${x - offset},${y - offset}h${width + offset * 2}v${height + offset * 2}h${-width - offset * 2}z
        M${shown.x},${shown.y}h${shown.width}v${shown.height}h${-shown.width}z`}
          fillRule="evenodd"
          pointerEvents="none"
        />
      </svg>
    </div>
  );
}
