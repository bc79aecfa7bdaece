// A hop drawn with its verdict: colour, line style and a label with an icon and the denial codes,
// so the verdict reads without relying on colour. Clicking the label selects the hop.
import {
  BaseEdge,
  EdgeLabelRenderer,
  useStoreApi,
  type EdgeProps,
  type EdgeTypes,
} from '@xyflow/react';
import { memo, use } from 'react';
import type { DenialCode } from '../../core/admission';
import { hopGeometry, type Point } from './edge-geometry';
import { hopLook, type HopLook } from './hop-markers';
import { FocusShown, dimClass } from './focus';
import { useLabelPlace } from './label-places';
import { LabelsShown } from './labels-shown';
import type { HopEdge, HopEdgeData } from './to-flow';

/** The icon each kind of hop carries on its label and in the legend. */
export const HOP_GLYPHS = {
  allowed: '✓',
  denied: '✕',
  cycle: '↻',
  depth: '⇥',
  unreachable: '⋯',
  unknown: '?',
} as const satisfies Record<HopLook, string>;

const codeGlyph = (code: DenialCode) =>
  code === 'CYCLE_DETECTED'
    ? `${HOP_GLYPHS.cycle} `
    : code === 'DEPTH_EXCEEDED'
      ? `${HOP_GLYPHS.depth} `
      : '';

/** The classes that give a hop its look, shared by the line and its label. */
export function hopClasses(data: HopEdgeData): string {
  return [
    `graph-hop-${data.tone}`,
    data.cycle && 'graph-hop-cycle',
    data.depth && 'graph-hop-depth',
    data.change !== undefined && 'graph-hop-changed',
  ]
    .filter(Boolean)
    .join(' ');
}

function HopLabel({ data }: { readonly data: HopEdgeData }) {
  const glyph = HOP_GLYPHS[hopLook(data)];
  return (
    <>
      <span className="graph-edge-head">
        <span className="graph-edge-glyph">{glyph}</span>
        <span className="graph-edge-path">{data.pathId}</span>
        {data.change !== undefined && <span className="graph-edge-delta">Δ</span>}
        {data.tone === 'unreachable' && <span className="graph-edge-note">unreachable</span>}
        {data.tone === 'unknown' && (
          <span className="graph-edge-note">{data.evaluated ? 'no card' : 'no caller'}</span>
        )}
      </span>
      {data.codes.map((code) => (
        <span key={code} className={`graph-edge-code graph-edge-code-${code}`}>
          {codeGlyph(code)}
          {code}
        </span>
      ))}
    </>
  );
}

/** A hop's label at `at`, in the looks of `classes`; the drag layer (drag-hops.tsx) draws it too. */
export function HopLabelBox({
  data,
  classes,
  selected,
  at,
  onClick,
}: {
  readonly data: HopEdgeData;
  readonly classes: string;
  readonly selected: boolean;
  readonly at: Point;
  readonly onClick?: () => void;
}) {
  return (
    <div
      className={`graph-edge-label ${classes}${selected ? ' graph-edge-label-selected' : ''} nodrag nopan`}
      style={{ transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)` }}
      title={data.description}
      aria-hidden="true"
      onClick={onClick}
    >
      <HopLabel data={data} />
    </div>
  );
}

const HopEdgeView = memo(function HopEdgeView(props: EdgeProps<HopEdge>) {
  const { id, source, target, sourceX, sourceY, targetX, targetY, data, markerEnd, selected } =
    props;
  const store = useStoreApi();
  const labelled = use(LabelsShown);
  const focus = use(FocusShown);
  const place = useLabelPlace(id);
  if (data === undefined) return null;
  const dim = dimClass(focus?.edges, id);
  const geometry = hopGeometry(
    { x: sourceX, y: sourceY },
    { x: targetX, y: targetY },
    data.lane,
    data.lanes,
    source === target,
    place,
  );
  const classes = `${hopClasses(data)}${dim}`;
  return (
    <>
      <BaseEdge
        id={id}
        path={geometry.path}
        markerEnd={markerEnd}
        className={`graph-hop ${classes}`}
        // Zoomed out too far to read, a hop is picked by the list, not its line: no wide hit area.
        interactionWidth={labelled ? 20 : 0}
      />
      {labelled && (
        <EdgeLabelRenderer>
          <HopLabelBox
            data={data}
            classes={classes}
            selected={selected === true}
            at={geometry.label}
            onClick={() => store.getState().addSelectedEdges([id])}
          />
        </EdgeLabelRenderer>
      )}
    </>
  );
});

/** Defined once, outside any component, as React Flow requires. */
export const edgeTypes = { hop: HopEdgeView } satisfies EdgeTypes;
