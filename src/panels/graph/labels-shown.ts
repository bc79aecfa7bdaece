// Whether hop labels are drawn. Zoomed far out they are too small to read and, on a large graph,
// thousands of them would slow every frame, so they appear from LABEL_MIN_ZOOM up (and always in
// an exported image).
import { createContext } from 'react';

const LABEL_MIN_ZOOM = 0.25;

/** The smallest text worth drawing: a room reads 9 px from its back rows. */
const LEGIBLE_PX = 9;
/** A hop label's font size (graph.css, .graph-edge-label) and a node's name (.graph-node-name). */
const LABEL_PX = 11;
const NAME_PX = 13;

/**
 * From this zoom up hop labels are shown: below it they would draw under 9 px, so the hops are
 * lines in their looks (the legend names them) and a hop's verdict is read by selecting it.
 */
export const LABEL_LEGIBLE_ZOOM = LEGIBLE_PX / LABEL_PX;

/**
 * Below this zoom a node's 13 px name would draw under 9 px: nodes take their compact look
 * (graph.css, .graph-canvas-compact), the name larger and on up to two lines, the level without
 * its prefix and nothing else, so the name still reads at a fitted view of a few dozen nodes.
 */
export const NAME_LEGIBLE_ZOOM = LEGIBLE_PX / NAME_PX;

export const LabelsShown = createContext(true);

/**
 * Whether nodes draw their details (kind, owner, tenants) beside their name and level: always,
 * except once a fit has left them too small to read, so a graph of hundreds of agents keeps a
 * third fewer elements to style, lay out and paint on every later frame. Between that zoom and
 * NAME_LEGIBLE_ZOOM the compact look hides them (graph.css).
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
