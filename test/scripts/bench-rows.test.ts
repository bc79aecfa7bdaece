import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchRowWanted } from '../../scripts/bench/browser';

describe('choosing bench rows', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs every row when BENCH_ROWS is unset or empty', () => {
    vi.stubEnv('BENCH_ROWS', '');
    expect(['node', 'graph', 'graph-large', 'drag', 'paint'].every(benchRowWanted)).toBe(true);
  });

  it('runs only the rows BENCH_ROWS names, by their whole names', () => {
    vi.stubEnv('BENCH_ROWS', 'drag,graph-large');
    expect(benchRowWanted('drag')).toBe(true);
    expect(benchRowWanted('graph-large')).toBe(true);
    // "graph" is a prefix of a named row, not a named row.
    expect(benchRowWanted('graph')).toBe(false);
    expect(benchRowWanted('node')).toBe(false);
    expect(benchRowWanted('matrix')).toBe(false);
  });
});
