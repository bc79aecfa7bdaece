// Times a computation with the User Timing API, so the browser benchmark (and the DevTools
// performance panel) can read how long the matrix took without the panel showing a figure.
export const MATRIX_MEASURE = 'matrix:compute';

/** Runs `compute`, recording its duration as a performance measure named `name`. */
export function measured<T>(name: string, compute: () => T): T {
  const start = `${name}:start`;
  performance.mark(start);
  const value = compute();
  performance.measure(name, start);
  return value;
}
