// The delegation graph: toolbar, legend strip, canvas and the side panel with the overview and the
// selection's details. Nodes and edges are derived from the workspace; React Flow keeps only the
// view (sizes, selection). Nothing is drawn over the canvas but the zoom buttons, and the fit
// leaves them a margin of their own.
import {
  Background,
  Controls,
  ReactFlow,
  ViewportPortal,
  useReactFlow,
  useStore,
  type Connection,
  type NodeChange,
  type OnBeforeDelete,
  type OnNodeDrag,
} from '@xyflow/react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  selectCallers,
  selectCards,
  selectLayout,
  selectWorkspace,
  useWorkbench,
  useWorkbenchActions,
} from '../../store';
import { usePanelView } from '../../store/panel-view';
import { pathReportsOf } from '../../store/path-reports';
import { GRAPH_FOCUS_VIEW } from '../../store/persistence';
import { flipsByHop, selectComparison } from '../../store/review/comparison';
import { policySummary } from '../../store/verdict-view';
import { DetailsPanel } from './details-panel';
import { DragHops, hopsTouching } from './drag-hops';
import { FarHops } from './far-hops';
import { FarBoxSelection, FarNodes } from './far-nodes';
import { FitWhenDrawn } from './fit-when-drawn';
import { FIT_OPTIONS, MAX_ZOOM, MIN_ZOOM } from './fit-options';
import {
  FocusShown,
  focusFrom,
  focusSet,
  focusValue,
  knownFocus,
  sameFocus,
  type GraphFocus,
} from './focus';
import { GraphStrip } from './graph-strip';
import { GraphToolbar } from './graph-toolbar';
import { withHopChanges } from './hop-changes';
import { edgeTypes } from './hop-edge';
import { HopMarkers } from './hop-markers';
import { ASIDE_GAP, autoLayout, nodesWithoutHops, placeNodes } from './layout';
import { labelItems, nodeBoxes, placeLabels } from './label-placement';
import { LabelPlacesShown, createLabelPlaces, useLabelBasis } from './label-places';
import {
  LABEL_LEGIBLE_ZOOM,
  LabelsShown,
  NAME_LEGIBLE_ZOOM,
  NodesBare,
  NodesDetailed,
  zoomBand,
} from './labels-shown';
import { VerdictLegend } from './legend';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import { nodeTypes } from './nodes';
import { Overview } from './overview';
import { toFlow, type GraphNode, type HopEdge } from './to-flow';
import { GraphMessage } from './graph-message';
import { useDocumentTheme } from './use-document-theme';
import { useFillViewport } from './use-fill-viewport';
import { useFlowHops } from './use-flow-hops';
import { useFlowNodes } from './use-flow-nodes';
import { useFlowView } from './use-flow-view';
import { useGraphCommands } from './use-graph-commands';
import { useImageExport } from './use-image-export';
import { useOpeningViewport } from './use-opening-viewport';

const DELETE_KEYS = ['Delete', 'Backspace'];
const NOTHING_MOVING: ReadonlySet<string> = new Set();

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'workspace';

const bandOf = (s: { transform: [number, number, number] }) => zoomBand(s.transform[2]);
const zoomOf = (s: { transform: [number, number, number] }) => s.transform[2];

export function GraphView() {
  const workspace = useWorkbench(selectWorkspace);
  const callers = useWorkbench(selectCallers);
  const cards = useWorkbench(selectCards);
  const layout = useWorkbench(selectLayout);
  const reports = useWorkbench((s) => pathReportsOf(s.workspace, s.cardTrust));
  const { selectCaller, selectCard } = useWorkbenchActions();
  const theme = useDocumentTheme();
  const { fitView, getZoom, setCenter, getNodes } = useReactFlow<GraphNode, HopEdge>();
  const band = useStore(bandOf);
  const zoom = useStore(zoomOf);
  const readable = band === 'readable';
  const [fitted, setFitted] = useState(false);
  const onFitted = useCallback(() => setFitted(true), []);
  const [stripOpen, setStripOpen] = useState(true);
  // Kept while other panels are visited, and saved, so a reload finds it (persistence.ts).
  const [focusKept, keepFocus] = usePanelView(GRAPH_FOCUS_VIEW, '');
  const focus = useMemo(
    () => knownFocus(focusFrom(focusKept), callers, workspace.paths),
    [focusKept, callers, workspace.paths],
  );
  const [showAside, setShowAside] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Before the opening fit measures the canvas: it is measured at the size it is shown at.
  useFillViewport(body);
  const dragging = useRef(false);

  const flow = useMemo(() => toFlow({ callers, cards }, reports), [callers, cards, reports]);
  const auto = useMemo(() => autoLayout(flow), [flow]);
  const aside = useMemo(() => nodesWithoutHops(flow), [flow]);
  const placed = useMemo(() => {
    const all = placeNodes(flow.nodes, auto, layout);
    return showAside ? all : all.filter((n) => !aside.has(n.id));
  }, [flow.nodes, auto, layout, showAside, aside]);
  const comparison = useWorkbench(selectComparison);
  const hopFlips = comparison && flipsByHop(comparison.changes);
  const edges = useMemo(() => withHopChanges(flow.edges, hopFlips), [flow.edges, hopFlips]);
  const view = useFlowView(placed, edges);
  const commands = useGraphCommands(view.select);
  const { exportImage, legendAt, busy } = useImageExport(
    container,
    `${slug(workspace.name)}-delegation-graph`,
    commands.say,
    view,
  );
  const empty = flow.nodes.length === 0;
  const opening = useOpeningViewport(container, placed, empty);
  // Until the first fit, React Flow's store may still hold zoom 1: the opening view says what the
  // fit will show.
  const bandNow = fitted ? band : zoomBand(opening?.zoom ?? 1);
  const readableNow = bandNow === 'readable';
  // Text is drawn where it reads (9 px and up): names in the compact look below their zoom, hop
  // labels only from theirs. An export draws everything at full size.
  const zoomNow = fitted ? zoom : (opening?.zoom ?? 1);
  const compact = zoomNow < NAME_LEGIBLE_ZOOM && legendAt === undefined;
  const labelsSmall = zoomNow < LABEL_LEGIBLE_ZOOM && legendAt === undefined;
  // Labels are placed only while they are drawn: zoomed far out, a large graph skips the work.
  const labelsOn = (fitted && readable) || legendAt !== undefined;
  // Zoomed out, dashes are drawn longer to stay readable, hops are one plain layer (far-hops.tsx)
  // and React Flow holds only the selected ones (use-flow-hops.ts). An export draws at full size,
  // with React Flow's hops, so none of this then.
  const far = !readableNow && legendAt === undefined;
  // While nodes are dragged, their hops are drawn on a layer of their own (drag-hops.tsx).
  const [moving, setMoving] = useState<ReadonlySet<string> | undefined>(undefined);
  const resting = useMemo(
    () => (moving === undefined ? view.edges : view.edges.filter((e) => !moving.has(e.id))),
    [view.edges, moving],
  );
  const flowHops = useFlowHops(resting, far);
  // Further out, nodes are bare boxes (NodesBare), and React Flow draws only the selected ones
  // (use-flow-nodes.ts) while far-nodes.tsx draws the rest; an export draws them all in full.
  // A zoom crossing 0.15 hands hundreds of nodes to or from React Flow: that redraw is deferred,
  // so React does it between frames rather than blocking the zoom that asked for it. The graph
  // opens in its band at once, and an export draws in full at once. Only the band after the
  // first fit is deferred: a deferred value keeps its old value until React finds time for a
  // background render, and deferred from the first render (whose band is worked out at zoom 1,
  // before the opening view is known) it still held that band when the graph was shown, so React
  // Flow was handed every node and took them back a moment later.
  const bandSoon = useDeferredValue(fitted ? band : undefined);
  const bare = (bandSoon ?? bandNow) === 'bare' && legendAt === undefined;
  const flowNodes = useFlowNodes(view.nodes, view.edges, bare);
  const [labelPlaces] = useState(createLabelPlaces);
  // While a node is dragged, labels keep the places found before the drag (they are places along
  // each hop, so they still follow it) and are placed again on the drop: placing every label on
  // every pointer move cost most of each frame at 1,000 hops.
  const [dragBasis, setDragBasis] = useState<GraphNode[] | undefined>(undefined);
  const basis = useLabelBasis(dragBasis ?? view.nodes, view.edges);
  // Only where labels can be seen: a drop placed all 1,000 labels of the 300-agent graph at zoom
  // 0.45, where CSS hides them (74–126 ms); crossing 9/11 places them then.
  const placing = labelsOn && !labelsSmall;
  const placement = useMemo(
    () =>
      placing
        ? placeLabels(labelItems(basis.nodes, basis.edges), nodeBoxes(basis.nodes))
        : undefined,
    [placing, basis.nodes, basis.edges],
  );
  useLayoutEffect(() => {
    if (placement !== undefined) labelPlaces.set(placement);
  }, [placement, labelPlaces]);
  const derivedFocus = useMemo(() => focusSet(flow, focus), [flow, focus]);
  // Every hop and node reads the focus, so a new one with the same ids would redraw them all.
  const [focused, setFocused] = useState(derivedFocus);
  if (!sameFocus(focused, derivedFocus)) setFocused(derivedFocus);
  // Where the grid of nodes without a path starts, for its heading.
  const asideAt = useMemo(() => {
    if (!showAside || aside.size === 0 || aside.size === flow.nodes.length) return undefined;
    let [x, y] = [Infinity, Infinity];
    for (const id of aside) {
      const at = auto.get(id);
      if (at !== undefined) [x, y] = [Math.min(x, at.x), Math.min(y, at.y)];
    }
    return Number.isFinite(x) ? { x, y: y - ASIDE_GAP / 2 } : undefined;
  }, [auto, aside, showAside, flow.nodes.length]);

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
  const onNodeDragStart = useCallback<OnNodeDrag<GraphNode>>(
    (_event, _node, nodes) => {
      dragging.current = true;
      setDragBasis(getNodes());
      setMoving(hopsTouching(view.edges, nodes));
    },
    [getNodes, view.edges],
  );
  const onNodeDragStop = useCallback<OnNodeDrag<GraphNode>>(
    (_event, _node, nodes) => {
      dragging.current = false;
      setDragBasis(undefined);
      setMoving(undefined);
      pin(nodes.map((n) => ({ id: n.id, position: n.position })));
    },
    [pin],
  );
  // A box far-nodes.tsx draws is picked and dragged there, and lands here as React Flow's would.
  const onFarPick = (id: string, add: boolean) => {
    if (!add) return view.select({ kind: 'node', id });
    const ids = new Set([...selectedNodes, ...selectedEdges].map((item) => item.id));
    view.selectIds(ids.add(id));
  };
  const onFarSelect = useCallback(
    (ids: readonly string[]) =>
      applyNodes(ids.map((id) => ({ type: 'select', id, selected: true }))),
    [applyNodes],
  );
  const onFarMove = useCallback(
    (id: string, position: GraphNode['position'], moving: boolean) => {
      applyNodes([{ type: 'position', id, position, dragging: moving }]);
      if (!moving) pin([{ id, position }]);
    },
    [applyNodes, pin],
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

  const fitAll = () => void fitView(FIT_OPTIONS);
  const relayout = () => {
    commands.relayout();
    requestAnimationFrame(fitAll);
  };
  const changeFocus = (next: GraphFocus) => {
    keepFocus(focusValue(next));
    const shown = focusSet(flow, next);
    // Frame what is in focus, so each story of a walk-through fills the canvas.
    requestAnimationFrame(() => {
      const nodes = shown === undefined ? undefined : [...shown.nodes].map((id) => ({ id }));
      void fitView(nodes === undefined ? FIT_OPTIONS : { ...FIT_OPTIONS, nodes, maxZoom: 1 });
    });
  };
  const find = (query: string) => {
    const wanted = query.toLowerCase();
    const match =
      view.nodes.find((n) => nodeName(n).toLowerCase() === wanted) ??
      flow.nodes.find((n) => nodeName(n).toLowerCase() === wanted) ??
      flow.nodes.find((n) => nodeName(n).toLowerCase().includes(wanted));
    if (match === undefined) {
      commands.say(`No agent or caller is named ${JSON.stringify(query)}.`, 'error');
      return;
    }
    if (aside.has(match.id) && !showAside) setShowAside(true);
    const at = placeNodes([match], auto, layout)[0]?.position ?? match.position;
    view.select({ kind: 'node', id: match.id });
    void setCenter(at.x + NODE_WIDTH / 2, at.y + NODE_HEIGHT / 2, {
      zoom: Math.max(getZoom(), 1),
      duration: 300,
    });
    commands.say(`Centred ${nodeName(match)}.`);
  };
  const pinned = view.nodes.some((n) => Object.hasOwn(layout, n.id));
  const names = useMemo(
    () => [...cards.map((c) => c.name), ...callers.map((c) => c.agentId)],
    [cards, callers],
  );

  return (
    <div className="graph">
      <GraphToolbar
        empty={empty}
        pinned={pinned}
        busy={busy}
        callers={callers}
        paths={workspace.paths}
        names={names}
        focus={focus}
        aside={aside.size}
        showAside={showAside}
        onRelayout={relayout}
        onFit={fitAll}
        onExport={(format) => void exportImage(format, view.nodes)}
        onFind={find}
        onFocus={changeFocus}
        onShowAside={setShowAside}
      />
      <GraphStrip open={stripOpen} onToggle={setStripOpen} zoomHint={labelsSmall && !empty} />
      <div className="graph-body" ref={body}>
        <div
          className={`graph-canvas${fitted ? '' : ' graph-canvas-fitting'}${far ? ' graph-canvas-far' : ''}${compact ? ' graph-canvas-compact' : ''}${labelsSmall ? ' graph-canvas-labels-small' : ''}`}
          ref={container}
        >
          <GraphMessage message={commands.message} />
          {empty ? (
            <p className="graph-empty">
              There are no callers or agent cards yet. Add them in the Callers and Cards panels;
              their delegation paths appear here.
            </p>
          ) : opening === undefined ? null : (
            <NodesDetailed value={readableNow || legendAt !== undefined}>
              <NodesBare value={bare}>
                <LabelsShown value={labelsOn}>
                  <LabelPlacesShown value={labelPlaces}>
                    <FocusShown value={legendAt === undefined ? focused : undefined}>
                      <ReactFlow<GraphNode, HopEdge>
                        nodes={flowNodes.nodes}
                        edges={flowHops}
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
                        defaultViewport={opening}
                        minZoom={MIN_ZOOM}
                        maxZoom={MAX_ZOOM}
                        aria-label="Delegation graph"
                      >
                        <Background gap={24} />
                        <Controls aria-label="Zoom and fit" fitViewOptions={FIT_OPTIONS} />
                        <FitWhenDrawn nodes={view.nodes} onFitted={onFitted} />
                        {flowNodes.far.length > 0 && (
                          <FarBoxSelection nodes={flowNodes.far} onSelect={onFarSelect} />
                        )}
                        <ViewportPortal>
                          <HopMarkers />
                          {far && <FarHops nodes={view.nodes} edges={resting} />}
                          {/* Kept, empty, between drags (drag-hops.tsx); not in an export. */}
                          {(moving !== undefined || (!far && legendAt === undefined)) && (
                            <DragHops
                              nodes={view.nodes}
                              edges={view.edges}
                              moving={moving ?? NOTHING_MOVING}
                            />
                          )}
                          {flowNodes.far.length > 0 && (
                            <FarNodes nodes={flowNodes.far} onPick={onFarPick} onMove={onFarMove} />
                          )}
                        </ViewportPortal>
                        {asideAt !== undefined && legendAt === undefined && (
                          <ViewportPortal>
                            <p
                              className="graph-aside-heading"
                              style={{ transform: `translate(${asideAt.x}px, ${asideAt.y}px)` }}
                            >
                              Without a path ({aside.size})
                            </p>
                          </ViewportPortal>
                        )}
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
                    </FocusShown>
                  </LabelPlacesShown>
                </LabelsShown>
              </NodesBare>
            </NodesDetailed>
          )}
        </div>
        <div className="graph-side">
          {!empty && (
            <div className="graph-overview">
              <Overview nodes={view.nodes} label="Overview of the whole graph" />
            </div>
          )}
          <aside className="graph-details" aria-label="Selection details" tabIndex={0}>
            <DetailsPanel
              workspace={workspace}
              reports={reports}
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
    </div>
  );
}

function nodeName(node: GraphNode): string {
  switch (node.type) {
    case 'caller':
      return node.data.caller.agentId;
    case 'agent':
      return node.data.card.name;
    case 'missing':
      return node.data.name;
  }
}
