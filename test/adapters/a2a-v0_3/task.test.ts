import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeStreamEvent,
  decodeTask,
  encodePart,
  encodeStreamEvent,
  encodeTask,
} from '../../../src/adapters/a2a-v0_3';
import type { Task } from '../../../src/core/task';
import { overTheWire } from '../kernel-arbitrary';
import { streamEventArb, taskArb } from '../task-arbitrary';

const task: Task = {
  id: 'task-1',
  contextId: 'ctx-1',
  status: {
    state: 'completed',
    timestamp: 4,
    message: {
      messageId: 'msg-2',
      role: 'agent',
      parts: [{ kind: 'text', text: 'Screening complete.' }],
      taskId: 'task-1',
      contextId: 'ctx-1',
    },
  },
  history: [{ messageId: 'msg-1', role: 'user', parts: [{ kind: 'text', text: 'Screen Acme' }] }],
  artifacts: [
    {
      artifactId: 'art-1',
      name: 'sanctions-screening',
      parts: [{ kind: 'data', data: { matches: 1 } }],
    },
  ],
  delegationChain: ['orchestrator', 'payments-investigator'],
};

describe('A2A 0.3 tasks', () => {
  it('writes kinds, ISO timestamps from ticks and the chain in namespaced metadata', () => {
    const wire = encodeTask(task);
    expect(wire).toMatchObject({
      kind: 'task',
      id: 'task-1',
      status: { state: 'completed', timestamp: '2025-01-01T00:00:04.000Z' },
      metadata: {
        'delegation-workbench/delegationChain': ['orchestrator', 'payments-investigator'],
      },
    });
    expect(wire.status.message?.kind).toBe('message');
    expect(wire.artifacts?.[0]?.parts[0]).toEqual({ kind: 'data', data: { matches: 1 } });
  });

  it('writes a file part by uri or by bytes, never both', () => {
    expect(
      encodePart({ kind: 'file', uri: 'https://x.example/a.pdf', mimeType: 'application/pdf' }),
    ).toEqual({
      kind: 'file',
      file: { mimeType: 'application/pdf', uri: 'https://x.example/a.pdf' },
    });
    expect(encodePart({ kind: 'file', bytes: 'aGk=', name: 'hi.txt' })).toEqual({
      kind: 'file',
      file: { name: 'hi.txt', bytes: 'aGk=' },
    });
  });

  it('omits metadata when the chain is empty', () => {
    expect(encodeTask({ ...task, delegationChain: [] }).metadata).toBeUndefined();
  });

  it('round-trips any engine task exactly, chain included', () => {
    fc.assert(
      fc.property(taskArb, (t) => {
        const decoded = decodeTask(overTheWire(encodeTask(t)));
        expect(decoded.ok && decoded.value).toEqual(t);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips any stream event exactly', () => {
    fc.assert(
      fc.property(streamEventArb, (event) => {
        const decoded = decodeStreamEvent(overTheWire(encodeStreamEvent(event)));
        expect(decoded.ok && decoded.value).toEqual(event);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a state the lifecycle does not have, naming where it is', () => {
    const wire = overTheWire(encodeTask(task)) as { status: Record<string, unknown> };
    const decoded = decodeTask({ ...wire, status: { ...wire.status, state: 'unknown' } });
    expect(!decoded.ok && decoded.error.issues[0]?.path).toBe('$.status.state');
  });

  it('keeps an unreadable timestamp as written and refuses a chain that is not a list of names', () => {
    const wire = overTheWire(encodeTask(task)) as Record<string, unknown> & {
      status: Record<string, unknown>;
    };
    const badTime = decodeTask({ ...wire, status: { ...wire.status, timestamp: 'soon' } });
    expect(badTime.ok && badTime.value.status).toMatchObject({ timestamp: 0, time: 'soon' });
    expect(badTime.ok && encodeTask(badTime.value).status.timestamp).toBe('soon');
    const badChain = decodeTask({
      ...wire,
      metadata: { 'delegation-workbench/delegationChain': 'orchestrator' },
    });
    expect(!badChain.ok && badChain.error.issues[0]?.path).toBe(
      '$.metadata["delegation-workbench/delegationChain"]',
    );
  });

  it('reads a task from elsewhere with no history, artifacts, timestamp or metadata', () => {
    const decoded = decodeTask({
      kind: 'task',
      id: 't',
      contextId: 'c',
      status: { state: 'working' },
      metadata: { vendor: { x: 1 } },
    });
    expect(decoded.ok && decoded.value).toEqual({
      id: 't',
      contextId: 'c',
      // No timestamp was written, and none is invented: it stays absent on the way out.
      status: { state: 'working', timestamp: 0, time: null },
      history: [],
      artifacts: [],
      delegationChain: [],
    });
  });
});
