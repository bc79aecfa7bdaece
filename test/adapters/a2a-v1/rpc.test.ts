import { describe, expect, it } from 'vitest';
import {
  A2A_V1_METHODS,
  decodeEngineErrorV1,
  decodeRequest,
  encodeEngineErrorV1,
  encodeRequest,
  encodeResponse,
} from '../../../src/adapters/a2a-v1';
import { A2A_ERROR_TABLE } from '../../../src/adapters/shared/a2a-errors';
import type { EngineError } from '../../../src/core/engine';
import { overTheWire } from '../kernel-arbitrary';

const task = {
  id: 'task-1',
  contextId: 'ctx-1',
  status: { state: 'completed' as const, timestamp: 2 },
  history: [],
  artifacts: [],
  delegationChain: [],
};

describe('A2A 1.0 JSON-RPC', () => {
  it('uses 1.0 method names', () => {
    expect(A2A_V1_METHODS).toEqual({
      send: 'SendMessage',
      stream: 'SendStreamingMessage',
      get: 'GetTask',
      cancel: 'CancelTask',
      'set-push-config': 'CreateTaskPushNotificationConfig',
      resubscribe: 'SubscribeToTask',
    });
  });

  it('wraps a SendMessage result as { task } and returns GetTask and CancelTask tasks bare', () => {
    expect(encodeResponse(1, 'send', { kind: 'task', task }).result).toHaveProperty(
      'task.id',
      'task-1',
    );
    expect(encodeResponse(1, 'get', { kind: 'task', task }).result).toHaveProperty('id', 'task-1');
    expect(encodeResponse(1, 'cancel', { kind: 'task', task }).result).toHaveProperty(
      'id',
      'task-1',
    );
  });

  it('sends a push config flat, without the id the server assigns', () => {
    const config = {
      url: 'https://agents.bank.ae/cb',
      token: 't',
      authentication: 'bearer' as const,
    };
    const request = overTheWire(
      encodeRequest(3, { method: 'set-push-config', taskId: 'task-1', config }),
    );
    expect(request).toEqual({
      jsonrpc: '2.0',
      id: 3,
      method: 'CreateTaskPushNotificationConfig',
      params: {
        taskId: 'task-1',
        url: 'https://agents.bank.ae/cb',
        token: 't',
        authentication: { scheme: 'Bearer' },
      },
    });
    expect(decodeRequest(request)).toEqual({
      value: { id: 3, params: { method: 'set-push-config', taskId: 'task-1', config } },
      findings: [],
    });
  });

  it('puts an ErrorInfo first and every denial in a PreconditionFailure', () => {
    const error: EngineError = {
      code: 'CYCLE_DETECTED',
      message: 'cycle',
      denials: [
        { code: 'CYCLE_DETECTED', reason: 'a already in chain' },
        { code: 'DEPTH_EXCEEDED', reason: 'too deep' },
      ],
    };
    const wire = encodeEngineErrorV1(error, 'send');
    expect(wire.code).toBe(-32090);
    expect(wire.data).toEqual([
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'DELEGATION_DENIED',
        domain: 'delegation-workbench',
        metadata: { code: 'CYCLE_DETECTED' },
      },
      {
        '@type': 'type.googleapis.com/google.rpc.PreconditionFailure',
        violations: [
          { type: 'CYCLE_DETECTED', subject: 'delegation', description: 'a already in chain' },
          { type: 'DEPTH_EXCEEDED', subject: 'delegation', description: 'too deep' },
        ],
      },
    ]);
    expect(decodeEngineErrorV1(wire)).toEqual({ ok: true, value: error });
  });

  it('names A2A reasons in A2A domain and lists refused callback rules in a BadRequest', () => {
    const cancel = encodeEngineErrorV1({ code: 'TASK_TERMINAL', message: 'done' }, 'cancel');
    expect(cancel.code).toBe(-32002);
    expect(cancel.data).toEqual([
      expect.objectContaining({ reason: 'TASK_NOT_CANCELABLE', domain: 'a2a-protocol.org' }),
    ]);
    const refused: EngineError = {
      code: 'CALLBACK_UNAUTHENTICATED',
      message: 'no token',
      refusals: [
        { code: 'CALLBACK_NOT_ALLOWED', rule: 'host', reason: 'host not allowed' },
        { code: 'CALLBACK_UNAUTHENTICATED', rule: 'token', reason: 'no token' },
      ],
    };
    const wire = encodeEngineErrorV1(refused, 'set-push-config');
    expect(wire.data).toContainEqual({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [
        { field: 'url', reason: 'host', description: 'host not allowed' },
        { field: 'token', reason: 'token', description: 'no token' },
      ],
    });
    expect(decodeEngineErrorV1(wire)).toEqual({ ok: true, value: refused });
  });

  it('reads every engine error back exactly', () => {
    for (const code of Object.keys(A2A_ERROR_TABLE) as EngineError['code'][]) {
      const error: EngineError = { code, message: code };
      expect(decodeEngineErrorV1(encodeEngineErrorV1(error, 'get'))).toEqual({
        ok: true,
        value: error,
      });
    }
  });
});
