// The side panel: what the current selection means. Nothing selected explains how to author;
// one hop or one node shows its details; several hops offer to remove them together.
import { Button } from '../../components/button';
import type { HopRef } from './authoring';
import { pathsEndingAt } from './authoring';
import type { GraphNode, HopEdge } from './to-flow';
import type { FlowTarget } from './use-flow-view';
import type { Workspace } from '../../store';
import type { PathReport } from '../../store/path-reports';
import { HopDetails } from './hop-details';
import { NodeDetails } from './node-details';

export interface DetailsPanelProps {
  readonly workspace: Workspace;
  /** Every path's verdict (pathReportsOf), for the selected hop's details. */
  readonly reports: readonly PathReport[];
  readonly selectedNodes: readonly GraphNode[];
  readonly selectedEdges: readonly HopEdge[];
  readonly edges: readonly HopEdge[];
  readonly onSelect: (target: FlowTarget) => void;
  readonly onRemoveHops: (refs: readonly HopRef[]) => void;
  readonly onDeletePath: (pathId: string) => void;
  readonly onNewPath: (callerId: string, agent: string) => void;
  readonly onExtend: (pathId: string, agent: string) => void;
}

const refOf = (edge: HopEdge): HopRef[] =>
  edge.data === undefined ? [] : [{ pathId: edge.data.pathId, index: edge.data.index }];

function Help() {
  return (
    <div className="graph-details-body">
      <h2 className="graph-details-title">Delegation paths</h2>
      <p className="graph-details-hint">
        Select a hop or a node to see every denial, the caller context the hop is judged with and
        the chain so far.
      </p>
      <ul className="graph-help">
        <li>
          <strong>Start a path:</strong> drag from a caller’s right handle to an agent, or select
          the caller and use New path.
        </li>
        <li>
          <strong>Extend a path:</strong> drag from the agent where the path ends to the next agent.
          If several paths end there, select a hop of the one to extend first.
        </li>
        <li>
          <strong>Find and focus:</strong> Find centres an agent or caller by name; Focus frames one
          caller’s paths or one path and dims the rest, one story at a time.
        </li>
        <li>
          <strong>Remove:</strong> select a hop and press Delete or Backspace. Undo brings it back.
        </li>
        <li>
          <strong>Keyboard:</strong> Tab to a node or hop, Enter selects it, arrow keys move a
          selected node. Zoomed out too far to read the labels, hops are picked from a node’s
          details; further out, nodes are plain boxes, drawn in full once picked.
        </li>
      </ul>
    </div>
  );
}

export function DetailsPanel(props: DetailsPanelProps) {
  const { workspace, selectedNodes, selectedEdges, edges, onSelect } = props;
  const [node] = selectedNodes;
  const [edge] = selectedEdges;
  if (selectedNodes.length + selectedEdges.length > 1) {
    const refs = selectedEdges.flatMap(refOf);
    return (
      <div className="graph-details-body">
        <h2 className="graph-details-title">
          {selectedEdges.length} hops and {selectedNodes.length} nodes selected
        </h2>
        <p className="graph-details-hint">Delete removes the selected hops; nodes stay.</p>
        <Button
          variant="danger"
          size="sm"
          disabled={refs.length === 0}
          onClick={() => props.onRemoveHops(refs)}
        >
          Remove {refs.length} {refs.length === 1 ? 'hop' : 'hops'}
        </Button>
      </div>
    );
  }
  if (edge?.data !== undefined) {
    const pathId = edge.data.pathId;
    return (
      <HopDetails
        edge={edge}
        verdict={props.reports.find((r) => r.path.id === pathId)?.verdict}
        pathEdges={edges.filter((e) => e.data?.pathId === pathId)}
        onSelect={onSelect}
        onRemoveHops={props.onRemoveHops}
        onDeletePath={props.onDeletePath}
      />
    );
  }
  if (node !== undefined) {
    return (
      <NodeDetails
        node={node}
        incoming={edges.filter((e) => e.target === node.id)}
        outgoing={edges.filter((e) => e.source === node.id)}
        endingPaths={node.type === 'agent' ? pathsEndingAt(workspace, node.id) : []}
        agents={workspace.cards.map((c) => c.name)}
        onSelect={onSelect}
        onNewPath={props.onNewPath}
        onExtend={props.onExtend}
      />
    );
  }
  return <Help />;
}
