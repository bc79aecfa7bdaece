import { describe, expect, it } from 'vitest';
import {
  A2A_V1_METHODS,
  decodeEngineErrorV1,
  decodeRequest,
  decodeResponse,
  encodeEngineErrorV1,
  encodeRequest,
  encodeResponse,
} from '../../../src/adapters/a2a-v1';
import { A2A_ERROR_TABLE } from '../../../src/adapters/shared/a2a-errors';
import type { EngineError } from '../../../src/core/engine';
import { overTheWire } from '../kernel-arbitrary';
import { readConformance } from '../../helpers/conformance';

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
      'get-push-config': 'GetTaskPushNotificationConfig',
      'list-push-configs': 'ListTaskPushNotificationConfigs',
      'delete-push-config': 'DeleteTaskPushNotificationConfig',
      resubscribe: 'SubscribeToTask',
    });
    // Each is an rpc of a2a.proto's A2AService, spelled as the proto spells it.
    const proto = readConformance('a2a-v1.0.1.proto');
    for (const name of Object.values(A2A_V1_METHODS)) expect(proto).toContain(`rpc ${name}(`);
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

  it('asks for, lists and deletes push configs by task and config id, as a2a.proto names them', () => {
    const get = overTheWire(
      encodeRequest(4, { method: 'get-push-config', taskId: 'task-1', configId: 'cfg-9' }),
    );
    // GetTaskPushNotificationConfigRequest { task_id, id }, in proto3 JSON's lowerCamelCase.
    expect(get).toEqual({
      jsonrpc: '2.0',
      id: 4,
      method: 'GetTaskPushNotificationConfig',
      params: { taskId: 'task-1', id: 'cfg-9' },
    });
    const list = overTheWire(encodeRequest(5, { method: 'list-push-configs', taskId: 'task-1' }));
    expect(list).toEqual({
      jsonrpc: '2.0',
      id: 5,
      method: 'ListTaskPushNotificationConfigs',
      params: { taskId: 'task-1' },
    });
    const del = overTheWire(
      encodeRequest(6, { method: 'delete-push-config', taskId: 'task-1', configId: 'cfg-9' }),
    );
    expect(del).toMatchObject({
      method: 'DeleteTaskPushNotificationConfig',
      params: { taskId: 'task-1', id: 'cfg-9' },
    });
    for (const request of [get, list, del]) {
      expect(decodeRequest(request).findings).toEqual([]);
    }
    expect(decodeRequest(del).value?.params).toEqual({
      method: 'delete-push-config',
      taskId: 'task-1',
      configId: 'cfg-9',
    });
  });

  it('reads a config the agent answers with the id it gave, a page of configs, and Empty', () => {
    const config = { url: 'https://agents.bank.ae/cb', token: 't', authentication: 'bearer' };
    const flat = {
      id: 'a1b2',
      taskId: 'task-1',
      url: config.url,
      token: 't',
      authentication: { scheme: 'Bearer' },
    };
    const got = decodeResponse({ jsonrpc: '2.0', id: 4, result: flat }, 'get-push-config');
    expect(got.value?.reply).toEqual({
      kind: 'result',
      result: { kind: 'push-config', taskId: 'task-1', configId: 'a1b2', config },
    });
    const page = decodeResponse(
      { jsonrpc: '2.0', id: 5, result: { configs: [flat], nextPageToken: 'more' } },
      'list-push-configs',
    );
    expect(page.value?.reply).toEqual({
      kind: 'result',
      result: {
        kind: 'push-configs',
        configs: [{ taskId: 'task-1', configId: 'a1b2', config }],
      },
    });
    // A second page is not fetched, and the reader says so.
    expect(page.findings).toEqual([
      expect.objectContaining({ code: 'FIELD_NOT_MODELLED', path: '$.result.nextPageToken' }),
    ]);
    // proto3 JSON leaves an empty list out: `{}` is no configs.
    const none = decodeResponse({ jsonrpc: '2.0', id: 5, result: {} }, 'list-push-configs');
    expect(none.value?.reply).toEqual({
      kind: 'result',
      result: { kind: 'push-configs', configs: [] },
    });
    // google.protobuf.Empty is `{}`; the SDK's JSON-RPC handler sends null.
    for (const result of [{}, null]) {
      const deleted = decodeResponse({ jsonrpc: '2.0', id: 6, result }, 'delete-push-config');
      expect(deleted.value?.reply).toEqual({ kind: 'result', result: { kind: 'deleted' } });
      expect(deleted.findings).toEqual([]);
    }
    const notEmpty = decodeResponse(
      { jsonrpc: '2.0', id: 6, result: { deleted: false } },
      'delete-push-config',
    );
    expect(notEmpty.value).toBeUndefined();
    expect(notEmpty.findings).toEqual([
      expect.objectContaining({ code: 'INVALID_VALUE', path: '$.result' }),
    ]);
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
