// Every node is drawn at one fixed size (graph.css keeps it), so the layout can place nodes and
// React Flow can draw hops before it has measured anything.
import { Position, type NodeHandle } from '@xyflow/react';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 84;
/** The connection handle's size in graph.css. */
const HANDLE = 10;

const handle = (type: 'source' | 'target'): NodeHandle => ({
  type,
  position: type === 'source' ? Position.Right : Position.Left,
  // Handles sit centred on the node's left or right border.
  x: (type === 'source' ? NODE_WIDTH : 0) - HANDLE / 2,
  y: NODE_HEIGHT / 2 - HANDLE / 2,
  width: HANDLE,
  height: HANDLE,
});

export const SOURCE_HANDLE = handle('source');
export const TARGET_HANDLE = handle('target');
