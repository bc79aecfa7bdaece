// One selected hop: its verdict in full (every denial, the context it was judged with, the chain),
// the rest of its path, and the commands to remove the hop or the path.
import { Button } from '../../components/button';
import { ChangeMark } from '../../components/change-mark';
import type { PathVerdict } from '../../core/paths';
import { VerdictDetails } from '../../components/verdict-details';
import { hopView } from '../../store/verdict-view';
import type { HopRef } from './authoring';
import type { HopEdge } from './to-flow';
import type { FlowTarget } from './use-flow-view';
import { HopList } from './hop-list';

export interface HopDetailsProps {
  readonly edge: HopEdge;
  /** The verdict of the hop's path; undefined when its caller does not exist. */
  readonly verdict: PathVerdict | undefined;
  /** Every hop of the same path, in order. */
  readonly pathEdges: readonly HopEdge[];
  readonly onSelect: (target: FlowTarget) => void;
  readonly onRemoveHops: (refs: readonly HopRef[]) => void;
  readonly onDeletePath: (pathId: string) => void;
}

export function HopDetails({
  edge,
  verdict,
  pathEdges,
  onSelect,
  onRemoveHops,
  onDeletePath,
}: HopDetailsProps) {
  const data = edge.data;
  if (data === undefined) return null;
  const last = pathEdges.length === 1;
  const hop = verdict?.hops[data.index];
  return (
    <div className="graph-details-body">
      <h2 className="graph-details-title">
        Hop {data.index + 1} of {data.pathId}
      </h2>
      <p className="graph-details-route">
        <span>{data.from}</span> → <span>{data.to}</span>
      </p>
      {data.change !== undefined && (
        <p>
          <ChangeMark>{data.change}</ChangeMark>
        </p>
      )}
      {hop !== undefined && verdict !== undefined ? (
        <VerdictDetails data={hopView(hop, verdict)} />
      ) : (
        <p className="graph-details-note">
          Not evaluated: this path starts from a caller that does not exist. Add the caller in the
          Callers panel, or delete the path.
        </p>
      )}
      <section className="graph-details-section">
        <h3>Hops of this path</h3>
        <HopList edges={pathEdges} current={edge.id} onSelect={onSelect} empty="" />
      </section>
      <div className="graph-details-actions">
        <Button
          variant="danger"
          size="sm"
          onClick={() => onRemoveHops([{ pathId: data.pathId, index: data.index }])}
        >
          {last ? 'Remove hop (and the path)' : 'Remove hop'}
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDeletePath(data.pathId)}>
          Delete path
        </Button>
      </div>
    </div>
  );
}
