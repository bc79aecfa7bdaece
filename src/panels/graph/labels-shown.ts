// Whether hop labels are drawn. Zoomed far out they are too small to read and, on a large graph,
// thousands of them would slow every frame, so they appear from LABEL_MIN_ZOOM up (and always in
// an exported image).
import { createContext } from 'react';

export const LABEL_MIN_ZOOM = 0.25;

export const LabelsShown = createContext(true);

/**
 * Whether nodes draw their details (kind, owner, tenants) beside their name and level: always,
 * except once a fit has left them too small to read, so a graph of hundreds of agents keeps a
 * third fewer elements to style, lay out and paint on every later frame.
 */
export const NodesDetailed = createContext(true);
