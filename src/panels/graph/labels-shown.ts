// Whether hop labels are drawn. Zoomed far out they are too small to read and, on a large graph,
// thousands of them would slow every frame, so they appear from LABEL_MIN_ZOOM up (and always in
// an exported image).
import { createContext } from 'react';

const LABEL_MIN_ZOOM = 0.25;

export const LabelsShown = createContext(true);

/**
 * Whether nodes draw their details (kind, owner, tenants) beside their name and level: always,
 * except once a fit has left them too small to read, so a graph of hundreds of agents keeps a
 * third fewer elements to style, lay out and paint on every later frame.
 */
export const NodesDetailed = createContext(true);

/** Below this zoom a node is under 36 px wide: nothing in it can be read. */
const BARE_MAX_ZOOM = 0.15;

/**
 * Whether nodes are drawn as their bare boxes: from BARE_MAX_ZOOM down, where a node's name and
 * level could not be read, each node keeps its box in its kind's look and its handles (so it keeps
 * its size and React Flow has nothing to measure again when this changes) and nothing else. A
 * selected node is always drawn in full, and so is every node in an exported image.
 */
export const NodesBare = createContext(false);

/** How much of the graph a zoom lets a reader see: everything, nodes without hop labels, or bare boxes. */
export type ZoomBand = 'readable' | 'unlabelled' | 'bare';

/**
 * The band `zoom` falls in.
 * @example zoomBand(0.2) // "unlabelled"
 */
export const zoomBand = (zoom: number): ZoomBand =>
  zoom >= LABEL_MIN_ZOOM ? 'readable' : zoom < BARE_MAX_ZOOM ? 'bare' : 'unlabelled';
