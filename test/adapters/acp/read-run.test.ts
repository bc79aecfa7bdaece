import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRun } from '../../../src/adapters/acp';
import { readRunFast } from '../../../src/adapters/acp/read-run';
import { acpRunSchema } from '../../../src/adapters/acp/schema';
import { KERNEL_STATES } from '../../../src/core/kernel';
import { kernelTaskArb, overTheWire } from '../kernel-arbitrary';

const optionsArb = fc.record(
  {
    agentName: fc.constantFrom('sanctions-screening-agent', 'Clarifier', 'a--b', ''),
    createdTick: fc.nat(5000),
    finishedTick: fc.nat(5000),
    awaitPrompt: fc.string({ maxLength: 8 }),
    errorMessage: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: [] },
);

/** A Run with one field replaced by an arbitrary value, or one key added. */
const damagedRunArb = fc
  .tuple(
    kernelTaskArb,
    fc.constantFrom(
      'agent_name',
      'session_id',
      'run_id',
      'status',
      'output',
      'error',
      'created_at',
      'finished_at',
      'metadata',
      'extra',
      '__proto__',
    ),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('', 'failed', 'Agent', 'user', null, [], [{ role: 'agent', parts: [] }]),
      fc.constant([
        {
          role: 'agent/x',
          parts: [{ content_type: 'text/plain', content: 'a', content_url: 'b' }],
        },
      ]),
      fc.constant({ code: 'server_error', message: 'x', data: { a: [1] } }),
    ),
  )
  .map(([kernel, key, value]) => {
    const run = JSON.parse(JSON.stringify(encodeRun(kernel))) as Record<string, unknown>;
    Object.defineProperty(run, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return run;
  });

describe('the fast ACP Run reader', () => {
  it('reads every run the encoder writes, exactly as the schema does', () => {
    fc.assert(
      fc.property(kernelTaskArb, optionsArb, (kernel, options) => {
        const wire = overTheWire(encodeRun(kernel, options));
        const fast = readRunFast(wire);
        const awaits =
          options.awaitPrompt !== undefined &&
          (kernel.state === 'awaiting_input' || kernel.state === 'awaiting_auth');
        if (awaits) expect(fast).toBeUndefined();
        else expect(fast).toEqual(acpRunSchema.parse(wire));
      }),
      { numRuns: 300 },
    );
  });

  it('never accepts what the schema refuses, nor reads anything differently', () => {
    fc.assert(
      fc.property(damagedRunArb, (run) => {
        const fast = readRunFast(run);
        if (fast === undefined) return;
        const parsed = acpRunSchema.safeParse(run);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.data);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves runs with an await_request or a key the schema drops to the schema', () => {
    const base = overTheWire(
      encodeRun({ ...kernelOf(), state: 'awaiting_input' }, { awaitPrompt: 'Which list?' }),
    );
    expect(readRunFast(base)).toBeUndefined();
    expect(acpRunSchema.safeParse(base).success).toBe(true);
    expect(readRunFast({ ...encodeRun(kernelOf()), extra: 1 })).toBeUndefined();
  });

  // The schema's patterns: role /^(user|agent(\/[a-zA-Z0-9_-]+)?)$/, agent name
  // /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/ of at most 63 characters. Each case sits at an edge of them.
  it.each([
    ['user', true],
    ['agent', true],
    ['agent/x', true],
    ['agent/Sanctions_Screening-2', true],
    ['agent/', false],
    ['agents', false],
    ['agent/a b', false],
    ['agent/a/b', false],
    ['agent/é', false],
    ['user/x', false],
    ['User', false],
    ['', false],
  ])('reads a message with the role %j only when the schema accepts it (%s)', (role, valid) => {
    const run = overTheWire(encodeRun(kernelOf()));
    (run as { output: { role: string }[] }).output[0]!.role = role;
    expect(acpRunSchema.safeParse(run).success).toBe(valid);
    expect(readRunFast(run) !== undefined).toBe(valid);
  });

  it.each([
    ['a', true],
    ['9', true],
    ['a--b', true],
    ['sanctions-screening-agent', true],
    ['x'.repeat(63), true],
    ['x'.repeat(64), false],
    ['', false],
    ['-a', false],
    ['a-', false],
    ['-', false],
    ['A', false],
    ['a_b', false],
    ['a.b', false],
    ['aé', false],
  ])('reads a run of the agent %j only when the schema accepts it (%s)', (name, valid) => {
    const run = { ...(overTheWire(encodeRun(kernelOf())) as object), agent_name: name };
    expect(acpRunSchema.safeParse(run).success).toBe(valid);
    expect(readRunFast(run) !== undefined).toBe(valid);
  });

  it.each(KERNEL_STATES)('takes the fast path for a %s run', (state) => {
    expect(readRunFast(overTheWire(encodeRun({ ...kernelOf(), state })))).toBeDefined();
  });
});

function kernelOf() {
  return {
    taskId: 'task-1',
    contextId: 'ctx-1',
    state: 'succeeded' as const,
    inputText: 'Screen PMT-771',
    outputText: 'done',
    structured: { matches: 1 },
    delegationChain: ['orch'],
    artifacts: ['sanctions-screening'],
  };
}
