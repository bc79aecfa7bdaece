import { describe, expect, it } from 'vitest';
import type { KernelTask } from '../../../src/core/kernel';
import { KERNEL_TO_ACP_STATUS, decodeRun, encodeRun } from '../../../src/adapters/acp';
import { KERNEL_METADATA_KEY } from '../../../src/adapters/shared/metadata-keys';
import { overTheWire } from '../kernel-arbitrary';

const kernel = (over: Partial<KernelTask> = {}): KernelTask => ({
  taskId: 'task-1',
  contextId: 'ctx-1',
  state: 'succeeded',
  inputText: 'Screen Acme Trading FZE',
  outputText: 'Acme Trading FZE: 1 possible match',
  structured: { matches: 1, top_score: 0.83 },
  delegationChain: ['orchestrator', 'payments-investigator'],
  artifacts: ['sanctions-screening'],
  ...over,
});

const unwrap = <V>(r: { ok: true; value: V } | { ok: false; error: { message: string } }): V => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('decodeRun', () => {
  it('gives back exactly the kernel task it was encoded from', () => {
    for (const state of Object.keys(KERNEL_TO_ACP_STATUS) as KernelTask['state'][]) {
      const k = kernel({ state });
      expect(unwrap(decodeRun(overTheWire(encodeRun(k))))).toEqual(k);
    }
  });

  it('reads a foreign run that writes null where the schema says optional', () => {
    const run = {
      agent_name: 'chat',
      session_id: null,
      run_id: 'c3a1e3a4-54d7-4ab9-9d3e-1a2b3c4d5e6f',
      status: 'completed',
      await_request: null,
      output: [
        {
          role: 'agent/chat',
          parts: [
            { content_type: 'text/plain', content: 'Hello', name: null, metadata: null },
            { content_type: 'text/plain', content: 'world' },
            { content_type: 'image/png', content_url: 'https://example.com/x.png', name: 'chart' },
          ],
          created_at: null,
        },
      ],
      error: null,
      created_at: '2025-03-01T10:00:00Z',
      finished_at: null,
    };
    expect(unwrap(decodeRun(run))).toEqual({
      taskId: 'c3a1e3a4-54d7-4ab9-9d3e-1a2b3c4d5e6f',
      contextId: '',
      state: 'succeeded',
      inputText: '',
      outputText: 'Hello world',
      structured: {},
      delegationChain: [],
      artifacts: ['chart'],
    });
  });

  it('merges JSON parts, the later key winning, and keeps a "__proto__" key as data', () => {
    const run = {
      ...(overTheWire(encodeRun(kernel({ outputText: '', structured: {} }))) as object),
      metadata: undefined,
      output: [
        {
          role: 'agent',
          parts: [
            { content_type: 'application/json', content: '{"a":1,"__proto__":{"polluted":true}}' },
            { content_type: 'application/json', content: '{"a":2}' },
          ],
        },
      ],
    };
    const structured = unwrap(decodeRun(run)).structured;
    expect(Object.keys(structured)).toEqual(['a', '__proto__']);
    expect(structured.a).toBe(2);
    expect(Object.getPrototypeOf(structured)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('points at the field that is wrong', () => {
    const good = overTheWire(encodeRun(kernel())) as Record<string, unknown>;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, run_id: undefined }, '$.run_id'],
      [{ ...good, status: 'paused' }, '$.status'],
      [{ ...good, agent_name: 'Not A Label' }, '$.agent_name'],
      [
        {
          ...good,
          output: [
            { role: 'agent', parts: [{ content_type: 'application/json', content: '[1]' }] },
          ],
        },
        '$.output[0].parts[0].content',
      ],
      [
        { ...good, metadata: { [KERNEL_METADATA_KEY]: { state: 'asleep' } } },
        '$.metadata["delegation-workbench/kernel"].state',
      ],
    ];
    for (const [input, path] of cases) {
      const decoded = decodeRun(input);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.error.issues.map((i) => i.path)).toContain(path);
    }
  });

  it('refuses input that is not an object at all', () => {
    for (const input of [null, 42, 'run', []]) {
      const decoded = decodeRun(input);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe('INVALID_WIRE');
    }
  });
});
