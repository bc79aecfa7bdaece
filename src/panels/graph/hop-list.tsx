// A list of hops, each a button that selects it on the canvas.
import { HOP_GLYPHS } from './hop-edge';
import type { HopEdge } from './to-flow';
import type { FlowTarget } from './use-flow-view';

const glyphOf = (edge: HopEdge) => {
  const data = edge.data;
  if (data === undefined) return '';
  return data.cycle ? HOP_GLYPHS.cycle : data.depth ? HOP_GLYPHS.depth : HOP_GLYPHS[data.tone];
};

export interface HopListProps {
  readonly edges: readonly HopEdge[];
  readonly onSelect: (target: FlowTarget) => void;
  /** The hop shown right now, marked as current. */
  readonly current?: string;
  readonly empty: string;
}

export function HopList({ edges, onSelect, current, empty }: HopListProps) {
  if (edges.length === 0) return <p className="graph-details-empty">{empty}</p>;
  return (
    <ul className="graph-hop-list">
      {edges.map((edge) => (
        <li key={edge.id}>
          <button
            type="button"
            className={`graph-hop-link graph-hop-${edge.data?.tone ?? 'unknown'}`}
            aria-current={edge.id === current ? 'true' : undefined}
            onClick={() => onSelect({ kind: 'edge', id: edge.id })}
          >
            <span className="graph-hop-link-glyph" aria-hidden="true">
              {glyphOf(edge)}
            </span>
            <span className="graph-hop-link-text">{edge.data?.description ?? edge.id}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
