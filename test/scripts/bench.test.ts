import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { runAdmission } from '../../scripts/bench/admission';
import { buildBaseline } from '../../scripts/bench/baseline';
import { runDelegation } from '../../scripts/bench/delegation';
import { benchDirectory, runDiscovery } from '../../scripts/bench/discovery';
import { measure, median } from '../../scripts/bench/measure';
import { combineRounds, forkTimer } from '../../scripts/bench/node-section';
import { runReference } from '../../scripts/bench/reference';
import { formatRows } from '../../scripts/bench/report';
import { syntheticCallers, syntheticCards } from '../../scripts/bench/synthetic';
import { WORKLOADS } from '../../scripts/bench/workloads';

describe('synthetic population', () => {
  it('follows the reference pattern for tenants, clearance, schemes and tags', () => {
    const [c0, c1, c2, c3] = syntheticCards(4);
    expect(c0?.name).toBe('agent-00000');
    expect(c0?.platform.tenants).toEqual([]);
    expect(c1?.platform.tenants).toEqual(['retail', 'treasury']);
    expect([c0, c1, c2, c3].map((c) => c?.platform.maxDataClassification)).toEqual([
      'public',
      'internal',
      'confidential',
      'restricted',
    ]);
    expect(
      [c0, c1, c2, c3].map((c) => Object.values(c?.securitySchemes ?? {}).map((s) => s.type)),
    ).toEqual([['oauth2'], ['mutualTLS'], ['apiKey'], ['oauth2', 'apiKey']]);
    expect(c3?.skills[0]?.tags).toEqual(['t3', 't21']);
  });

  it('alternates caller tenants and clearances and deepens chains up to four agents', () => {
    const callers = syntheticCallers(6);
    expect(callers.map((c) => `${c.tenant}/${c.dataClassification}`)).toEqual([
      'wholesale/internal',
      'retail/restricted',
      'wholesale/internal',
      'retail/restricted',
      'wholesale/internal',
      'retail/restricted',
    ]);
    expect(callers.map((c) => c.delegationChain.length)).toEqual([0, 1, 2, 3, 4, 0]);
    expect(callers[2]?.delegationChain).toEqual(['agent-00000', 'agent-00001']);
  });
});

describe('bench workloads at tiny sizes', () => {
  it('admission checks every caller against every card', () => {
    const run = runAdmission(syntheticCallers(4), syntheticCards(8));
    expect(run.ops).toBe(32);
    // Only agent-00003 (any tenant, restricted, oauth2) and agent-00007 (wholesale, restricted,
    // oauth2) admit anyone: wholesale callers get both, retail callers only agent-00003.
    expect(run.allowed).toBe(6);
    expect(run.denials.CYCLE_DETECTED).toBe(6);
    expect(run.denials.DEPTH_EXCEEDED).toBeUndefined();
  });

  it('decides the same verdicts whether or not it words the reasons', () => {
    const callers = syntheticCallers(10);
    const cards = syntheticCards(40);
    expect(runAdmission(callers, cards, 'verdicts')).toEqual(
      runAdmission(callers, cards, 'reasons'),
    );
  });

  it('discovery shows each caller only the tagged cards it may use', () => {
    const directory = benchDirectory(syntheticCards(120));
    // t3 tags agents 3, 29, 53, 79 and 103; 79 and 103 serve wholesale only among the callers'
    // tenants, 29 and 53 serve retail but handle internal data at most.
    const run = runDiscovery(directory, syntheticCallers(4), ['t3']);
    expect(run).toEqual({ ops: 4, visible: [3, 1, 3, 1] });
  });

  it('a streamed delegation survives the kernel → ACP → kernel round trip', () => {
    const run = runDelegation(2);
    expect(run.ops).toBe(2);
    expect(run.events).toBe(5);
    expect(run.kernel).toMatchObject({
      state: 'succeeded',
      inputText: 'Screen PMT-771',
      delegationChain: ['orch', 'inv'],
      artifacts: ['sanctions-screening'],
      structured: { matches: 1, top_score: 0.83, list: 'SDN', recommendation: 'manual_review' },
    });
  });

  it('has distinct workloads that together cover all three reference figures', () => {
    expect(new Set(WORKLOADS.map((w) => w.id)).size).toBe(WORKLOADS.length);
    expect(new Set(WORKLOADS.map((w) => w.referenceKey)).size).toBe(3);
  });
});

describe('bench harness', () => {
  // The child is a TypeScript file: tsx loads it, as it loads scripts/bench.ts itself.
  const TSX = ['--import', 'tsx'];

  it('times a workload in a process of its own, once per request, until closed', async () => {
    const timer = await forkTimer({ id: 'delegation' }, TSX);
    try {
      const first = await timer.time();
      const second = await timer.time();
      // 2,000 delegations per run: a real figure is thousands per second, never zero or NaN.
      expect(first).toBeGreaterThan(100);
      expect(second).toBeGreaterThan(100);
    } finally {
      timer.close();
    }
  });

  it('says which workload its process could not find', async () => {
    await expect(forkTimer({ id: 'no-such-workload' }, TSX)).rejects.toThrow(
      'workload no-such-workload: no workload with id no-such-workload',
    );
  });

  it('warms up before timing the requested number of runs', () => {
    let calls = 0;
    const result = measure(
      () => {
        calls += 1;
        return { ops: 1 };
      },
      { warmupMs: 0, minRuns: 3, minMs: 0 },
    );
    expect(result.runs).toBe(3);
    expect(calls).toBe(4);
  });

  it('prints the ratio to the reference and whether it meets the target', () => {
    const [, met, missed, none] = formatRows([
      { title: 'fast', ours: 2000, reference: 100, runs: 5 },
      { title: 'slow', ours: 300, reference: 100, runs: 5 },
      { title: 'alone', ours: 300, reference: undefined, runs: 5 },
    ]);
    expect(met).toMatch(/20\.00×\s+meets target/);
    expect(missed).toMatch(/3\.00×\s+below target/);
    expect(none).toMatch(/n\/a\s+n\/a\s+no reference/);
  });

  it("takes the median of the rounds' ratios, not the ratio of the medians", () => {
    const workload = { id: 'w', title: 'w', referenceKey: 'k', prepare: () => () => ({ ops: 1 }) };
    // Rounds (ours / reference): 100/10 = 10, 300/20 = 15, 200/40 = 5. The median ratio is 10;
    // the medians alone (200 / 20) would say 10 too, so one more round separates the two: with
    // 400/10 = 40 the ratios' median is (10 + 15) / 2 = 12.5 while 250 / 15 would be 16.67.
    const rounds = [
      { ours: { w: 100 }, reference: { k: 10 } },
      { ours: { w: 300 }, reference: { k: 20 } },
      { ours: { w: 200 }, reference: { k: 40 } },
      { ours: { w: 400 }, reference: { k: 10 } },
    ];
    const [row] = combineRounds([workload], rounds);
    expect(row).toEqual({
      title: 'w',
      ours: 250,
      reference: 15,
      ratios: [10, 15, 5, 40],
      runs: 4,
    });
    const [, line] = formatRows(row === undefined ? [] : [row]);
    expect(line).toMatch(/250\s+15\s+12\.50×\s+meets target\s+5\.0–40\.0×\s+4$/);
  });

  it('leaves a round without the reference out of the ratios but keeps our figure', () => {
    const workload = { id: 'w', title: 'w', referenceKey: 'k', prepare: () => () => ({ ops: 1 }) };
    const [row] = combineRounds(
      [workload],
      [
        { ours: { w: 90 }, reference: undefined },
        { ours: { w: 30 }, reference: { k: 10 } },
      ],
    );
    expect(row).toMatchObject({ ours: 60, reference: 10, ratios: [3], runs: 2 });
  });

  it('finds the middle value, averaging the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('says why when the reference benchmark is missing', () => {
    const result = runReference('/nonexistent/bench_reference.py');
    expect(result).toEqual({
      ok: false,
      reason: 'reference benchmark not found at /nonexistent/bench_reference.py',
    });
  });

  it('says why when the build the graph is compared with is not in the history', () => {
    const root = resolve(import.meta.dirname, '../..');
    expect(buildBaseline(root, '0000000000000000000000000000000000000000')).toBe(
      "commit 0000000000000000000000000000000000000000 is not in this clone's history",
    );
  });
});

describe('the recording workload', () => {
  it('records one frame per event after the request, alternating working and input-required', async () => {
    const { record } = await import('../../scripts/bench/recording');
    const timeline = record(5);
    expect(timeline.frames.map((f) => f.label)).toEqual([
      'ready',
      'submitted',
      'forced working',
      'forced input-required',
      'forced working',
      'forced input-required',
      'forced working',
    ]);
    expect(timeline.cursor).toBe(6);
  });
});
