// The Graph panel: planned delegation paths as a graph, every hop judged by the admission core.
// Loaded lazily with React Flow and dagre, so the first page never pays for them.
import { ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './graph.css';
import { GraphView } from './graph-view';

export default function GraphPanel() {
  return (
    <ReactFlowProvider>
      <GraphView />
    </ReactFlowProvider>
  );
}
