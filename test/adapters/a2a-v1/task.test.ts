import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeStreamEvent,
  decodeTask,
  encodePart,
  encodeStreamEvent,
  encodeTask,
  isFinalState,
} from '../../../src/adapters/a2a-v1';
import type { StreamEvent, Task } from '../../../src/core/task';
import { overTheWire } from '../kernel-arbitrary';
import { streamEventArb, taskArb } from '../task-arbitrary';

const task: Task = {
  id: 'task-1',
  contextId: 'ctx-1',
  status: { state: 'input-required', timestamp: 3 },
  history: [{ messageId: 'msg-1', role: 'user', parts: [{ kind: 'text', text: 'Screen Acme' }] }],
  artifacts: [],
  delegationChain: ['orchestrator'],
};

describe('A2A 1.0 tasks', () => {
  it('writes TASK_STATE_* and ROLE_* enums, no kind, and leaves empty lists out', () => {
    const wire = encodeTask(task);
    expect(wire).toEqual({
      id: 'task-1',
      contextId: 'ctx-1',
      status: { state: 'TASK_STATE_INPUT_REQUIRED', timestamp: '2025-01-01T00:00:03.000Z' },
      history: [{ messageId: 'msg-1', role: 'ROLE_USER', parts: [{ text: 'Screen Acme' }] }],
      metadata: { 'delegation-workbench/delegationChain': ['orchestrator'] },
    });
  });

  it('flattens parts: text, raw bytes, url and data, with filename and mediaType beside', () => {
    expect(encodePart({ kind: 'text', text: '' })).toEqual({ text: '' });
    expect(
      encodePart({ kind: 'file', bytes: 'aGk=', name: 'hi.txt', mimeType: 'text/plain' }),
    ).toEqual({
      raw: 'aGk=',
      filename: 'hi.txt',
      mediaType: 'text/plain',
    });
    expect(encodePart({ kind: 'file', uri: 'https://x.example/r.pdf' })).toEqual({
      url: 'https://x.example/r.pdf',
    });
    expect(encodePart({ kind: 'data', data: { a: [1] } })).toEqual({ data: { a: [1] } });
  });

  it('round-trips any engine task exactly', () => {
    fc.assert(
      fc.property(taskArb, (t) => {
        const decoded = decodeTask(overTheWire(encodeTask(t)));
        expect(decoded.ok && decoded.value).toEqual(t);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips stream events, deriving final from the state as the engine sets it', () => {
    const consistent = streamEventArb.map((e): StreamEvent =>
      e.kind === 'status-update' ? { ...e, final: isFinalState(e.status.state) } : e,
    );
    fc.assert(
      fc.property(consistent, (event) => {
        const decoded = decodeStreamEvent(overTheWire(encodeStreamEvent(event)));
        expect(decoded.ok && decoded.value).toEqual(event);
      }),
      { numRuns: 200 },
    );
  });

  it('wraps stream events as StreamResponse oneofs', () => {
    const status = encodeStreamEvent({
      kind: 'status-update',
      taskId: 't',
      contextId: 'c',
      status: { state: 'working', timestamp: 1 },
      final: false,
    });
    expect(Object.keys(status)).toEqual(['statusUpdate']);
    expect(Object.keys(encodeStreamEvent({ kind: 'task', task }))).toEqual(['task']);
  });

  it('refuses what the lifecycle cannot hold, naming where it is', () => {
    const wire = overTheWire(encodeTask(task)) as Record<string, unknown>;
    const unspecified = decodeTask({ ...wire, status: { state: 'TASK_STATE_UNSPECIFIED' } });
    expect(!unspecified.ok && unspecified.error.issues[0]?.path).toBe('$.status.state');
    const role = decodeTask({
      ...wire,
      history: [{ messageId: 'm', role: 'ROLE_UNSPECIFIED', parts: [{ text: 'x' }] }],
    });
    expect(!role.ok && role.error.issues[0]?.path).toBe('$.history[0].role');
    const data = decodeTask({
      ...wire,
      history: [{ messageId: 'm', role: 'ROLE_USER', parts: [{ data: [1, 2] }] }],
    });
    expect(!data.ok && data.error.issues[0]?.path).toBe('$.history[0].parts[0].data');
    const twoKinds = decodeTask({
      ...wire,
      history: [{ messageId: 'm', role: 'ROLE_USER', parts: [{ text: 'a', url: 'b' }] }],
    });
    expect(twoKinds.ok).toBe(false);
  });
});
