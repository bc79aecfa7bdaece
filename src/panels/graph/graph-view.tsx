// The delegation graph: toolbar, canvas and the side panel with the selection's details. Nodes
// and edges are derived from the workspace; React Flow keeps only the view (sizes, selection).
import {
  Background,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  ViewportPortal,
  useReactFlow,
  useStore,
  type Connection,
  type NodeChange,
  type OnBeforeDelete,
  type OnNodeDrag,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { DownloadIcon } from '../../components/icons';
import {
  pathReportsOf,
  selectCallers,
  selectCards,
  selectLayout,
  selectWorkspace,
  useWorkbench,
  useWorkbenchActions,
} from '../../store';
import { policySummary } from '../../store/verdict-view';
import { DetailsPanel } from './details-panel';
import { FitWhenDrawn } from './fit-when-drawn';
import { edgeTypes } from './hop-edge';
import { autoLayout, placeNodes } from './layout';
import { LABEL_MIN_ZOOM, LabelsShown } from './labels-shown';
import { VerdictLegend } from './legend';
import { nodeTypes } from './nodes';
import { toFlow, type GraphNode, type HopEdge } from './to-flow';
import { useDocumentTheme } from './use-document-theme';
import { useFlowView } from './use-flow-view';
import { useGraphCommands } from './use-graph-commands';
import { useImageExport } from './use-image-export';

const DELETE_KEYS = ['Delete', 'Backspace'];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'workspace';

const minimapClass = (node: GraphNode) => `graph-minimap-${node.type}`;
const zoomedIn = (s: { transform: [number, number, number] }) => s.transform[2] >= LABEL_MIN_ZOOM;

export function GraphView() {
  const workspace = useWorkbench(selectWorkspace);
  const callers = useWorkbench(selectCallers);
  const cards = useWorkbench(selectCards);
  const layout = useWorkbench(selectLayout);
  const reports = useWorkbench((s) => pathReportsOf(s.workspace));
  const { selectCaller, selectCard } = useWorkbenchActions();
  const theme = useDocumentTheme();
  const { fitView } = useReactFlow();
  const readable = useStore(zoomedIn);
  // Until the first fit the zoom says nothing about what will be readable.
  const [fitted, setFitted] = useState(false);
  const onFitted = useCallback(() => setFitted(true), []);
  const container = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const flow = useMemo(() => toFlow({ callers, cards }, reports), [callers, cards, reports]);
  const auto = useMemo(() => autoLayout(flow), [flow]);
  const placed = useMemo(() => placeNodes(flow.nodes, auto, layout), [flow.nodes, auto, layout]);
  const view = useFlowView(placed, flow.edges);
  const commands = useGraphCommands(view.select);
  const { exportImage, legendAt, busy } = useImageExport(
    container,
    `${slug(workspace.name)}-delegation-graph`,
    commands.say,
  );

  const selectedNodes = view.nodes.filter((n) => n.selected === true);
  const selectedEdges = view.edges.filter((e) => e.selected === true);
  const preferredPath = selectedEdges[0]?.data?.pathId;

  // Other panels follow the caller or card picked here.
  const picked = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const pickedCaller = picked?.type === 'caller' ? picked.data.caller.agentId : undefined;
  const pickedCard = picked?.type === 'agent' ? picked.data.card.name : undefined;
  useEffect(() => {
    if (pickedCaller !== undefined) selectCaller(pickedCaller);
  }, [pickedCaller, selectCaller]);
  useEffect(() => {
    if (pickedCard !== undefined) selectCard(pickedCard);
  }, [pickedCard, selectCard]);

  const { onNodesChange: applyNodes } = view;
  const { pin } = commands;
  const onNodesChange = useCallback(
    (changes: NodeChange<GraphNode>[]) => {
      applyNodes(changes);
      if (dragging.current) return;
      // Arrow keys move selected nodes without a drag; a run of presses is one undo step.
      const moved = changes.flatMap((c) =>
        c.type === 'position' && c.dragging === false && c.position !== undefined
          ? [{ id: c.id, position: c.position }]
          : [],
      );
      if (moved.length > 0) pin(moved, `graph-keys:${moved.map((m) => m.id).join(',')}`);
    },
    [applyNodes, pin],
  );
  const onNodeDragStart = useCallback<OnNodeDrag<GraphNode>>(() => {
    dragging.current = true;
  }, []);
  const onNodeDragStop = useCallback<OnNodeDrag<GraphNode>>(
    (_event, _node, nodes) => {
      dragging.current = false;
      pin(nodes.map((n) => ({ id: n.id, position: n.position })));
    },
    [pin],
  );

  const { connect, remove } = commands;
  const onConnect = useCallback(
    (c: Connection) => connect(c.source, c.target, preferredPath),
    [connect, preferredPath],
  );
  const onBeforeDelete = useCallback<OnBeforeDelete<GraphNode, HopEdge>>(
    ({ edges }) => {
      remove(
        edges.flatMap((e) => (e.data ? [{ pathId: e.data.pathId, index: e.data.index }] : [])),
      );
      // The store made the change; React Flow must not remove anything itself.
      return Promise.resolve(false);
    },
    [remove],
  );

  const relayout = () => {
    commands.relayout();
    requestAnimationFrame(() => void fitView({ padding: 0.1 }));
  };
  const pinned = view.nodes.some((n) => Object.hasOwn(layout, n.id));
  const empty = view.nodes.length === 0;

  return (
    <div className="graph">
      <div className="graph-toolbar" role="toolbar" aria-label="Graph">
        <Button size="sm" onClick={relayout} disabled={!pinned}>
          Re-layout
        </Button>
        <Button size="sm" onClick={() => void fitView({ padding: 0.1 })} disabled={empty}>
          Fit view
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          disabled={empty || busy}
          onClick={() => void exportImage('png', view.nodes)}
        >
          Export PNG
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          disabled={empty || busy}
          onClick={() => void exportImage('svg', view.nodes)}
        >
          Export SVG
        </Button>
        <p className="graph-rule">
          Drag from a caller to an agent to start a path; from the agent that ends a path to extend
          it. Delete removes the selected hop.
        </p>
      </div>
      <p
        className={`graph-message${commands.message?.tone === 'error' ? ' graph-message-error' : ''}`}
        role="status"
      >
        {commands.message?.text}
      </p>
      <div className="graph-body">
        <div className="graph-canvas" ref={container}>
          {empty ? (
            <p className="graph-empty">
              There are no callers or agent cards yet. Add them in the Callers and Cards panels;
              their delegation paths appear here.
            </p>
          ) : (
            <LabelsShown value={(fitted && readable) || legendAt !== undefined}>
              <ReactFlow<GraphNode, HopEdge>
                nodes={view.nodes}
                edges={view.edges}
                nodeTypes={nodeTypes}
                edgeTypes={edgeTypes}
                onNodesChange={onNodesChange}
                onEdgesChange={view.onEdgesChange}
                onConnect={onConnect}
                onBeforeDelete={onBeforeDelete}
                onNodeDragStart={onNodeDragStart}
                onNodeDragStop={onNodeDragStop}
                deleteKeyCode={DELETE_KEYS}
                colorMode={theme}
                minZoom={0.05}
                elevateEdgesOnSelect
                aria-label="Delegation graph"
              >
                <Background gap={24} />
                <Controls aria-label="Zoom and fit" />
                <MiniMap
                  pannable
                  zoomable
                  ariaLabel="Overview of the whole graph"
                  nodeClassName={minimapClass}
                />
                <Panel position="top-right">
                  <VerdictLegend
                    className="graph-legend-panel"
                    caption={!fitted || readable ? undefined : 'Zoom in to read the hop labels.'}
                  />
                </Panel>
                <FitWhenDrawn onFitted={onFitted} />
                {legendAt !== undefined && (
                  <ViewportPortal>
                    <VerdictLegend
                      className="graph-legend-export"
                      style={{ transform: `translate(${legendAt.x}px, ${legendAt.y}px)` }}
                      caption={`${workspace.name} · policy: ${policySummary(workspace.policy)}`}
                    />
                  </ViewportPortal>
                )}
              </ReactFlow>
            </LabelsShown>
          )}
        </div>
        <aside className="graph-details" aria-label="Selection details">
          <DetailsPanel
            workspace={workspace}
            selectedNodes={selectedNodes}
            selectedEdges={selectedEdges}
            edges={view.edges}
            onSelect={view.select}
            onRemoveHops={remove}
            onDeletePath={commands.deletePath}
            onNewPath={commands.newPath}
            onExtend={commands.extend}
          />
        </aside>
      </div>
    </div>
  );
}
