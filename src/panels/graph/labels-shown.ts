// Whether hop labels are drawn. Zoomed far out they are too small to read and, on a large graph,
// thousands of them would slow every frame, so they appear from LABEL_MIN_ZOOM up (and always in
// an exported image).
import { createContext } from 'react';

export const LABEL_MIN_ZOOM = 0.25;

export const LabelsShown = createContext(true);
