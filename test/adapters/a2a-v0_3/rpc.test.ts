import { CALLBACK_RULES } from '../../../src/core/callbacks';
import { describe, expect, it } from 'vitest';
import {
  A2A_ERROR_TABLE,
  CALLBACK_REFUSED_CODE,
  DELEGATION_DENIED_CODE,
  decodeEngineError,
  decodeRequest,
  decodeResponse,
  decodeStreamResponse,
  encodeEngineError,
  encodeErrorResponse,
  encodeRequest,
  parseSse,
  sseFrame,
  sseStream,
  streamFrame,
  transcriptEntry,
} from '../../../src/adapters/a2a-v0_3';
import { DENIAL_CODES } from '../../../src/core/admission';
import type { EngineError } from '../../../src/core/engine';
import { overTheWire } from '../kernel-arbitrary';

const denied: EngineError = {
  code: 'TENANT_NOT_PERMITTED',
  message: 'kyc-refresh-agent does not serve tenant "wholesale"',
  denials: [
    { code: 'TENANT_NOT_PERMITTED', reason: 'kyc-refresh-agent does not serve tenant "wholesale"' },
    { code: 'CLASSIFICATION_EXCEEDED', reason: 'handles up to "confidential"' },
  ],
};

describe('engine errors as A2A JSON-RPC errors', () => {
  it('uses A2A codes where A2A defines the error', () => {
    expect(encodeEngineError({ code: 'TASK_NOT_FOUND', message: 'no such task' }, 'get').code).toBe(
      -32001,
    );
    expect(encodeEngineError({ code: 'TASK_TERMINAL', message: 'done' }, 'cancel').code).toBe(
      -32002,
    );
    expect(
      encodeEngineError({ code: 'UNSUPPORTED', message: 'no push' }, 'set-push-config').code,
    ).toBe(-32003);
  });

  it('answers a message to a finished task as invalid params, not as not-cancelable', () => {
    expect(encodeEngineError({ code: 'TASK_TERMINAL', message: 'done' }, 'send').code).toBe(-32602);
  });

  it('uses one server-defined code for every admission denial, with all denials in data', () => {
    for (const code of DENIAL_CODES)
      expect(A2A_ERROR_TABLE[code].code).toBe(DELEGATION_DENIED_CODE);
    const error = encodeEngineError(denied, 'send');
    expect(error).toEqual({
      code: -32090,
      message: denied.message,
      data: { code: 'TENANT_NOT_PERMITTED', denials: denied.denials },
    });
  });

  it('uses one server-defined code for refused callbacks, with every refusal in data', () => {
    const error = encodeEngineError(
      {
        code: 'CALLBACK_NOT_ALLOWED',
        message: 'scheme',
        refusals: [
          { code: 'CALLBACK_NOT_ALLOWED', rule: 'scheme', reason: 'only https' },
          { code: 'CALLBACK_UNAUTHENTICATED', rule: 'token', reason: 'no token' },
        ],
      },
      'set-push-config',
    );
    expect(error.code).toBe(CALLBACK_REFUSED_CODE);
    expect(error.data).toMatchObject({ refusals: [{ rule: 'scheme' }, { rule: 'token' }] });
  });

  it('reads back a refusal under every callback rule, the port rule included', () => {
    for (const rule of CALLBACK_RULES) {
      const error: EngineError = {
        code: 'CALLBACK_NOT_ALLOWED',
        message: rule,
        refusals: [{ code: 'CALLBACK_NOT_ALLOWED', rule, reason: rule }],
      };
      expect(decodeEngineError(encodeEngineError(error, 'set-push-config'))).toEqual({
        ok: true,
        value: error,
      });
    }
  });

  it('keeps the server codes inside JSON-RPC server range and clear of A2A codes', () => {
    for (const code of [DELEGATION_DENIED_CODE, CALLBACK_REFUSED_CODE]) {
      expect(code).toBeGreaterThanOrEqual(-32099);
      expect(code).toBeLessThanOrEqual(-32000);
      expect(code).toBeLessThan(-32009);
    }
  });

  it('reads every engine error back exactly', () => {
    for (const code of Object.keys(A2A_ERROR_TABLE) as EngineError['code'][]) {
      const error: EngineError = { code, message: `m ${code}` };
      expect(decodeEngineError(encodeEngineError(error, 'cancel'))).toEqual({
        ok: true,
        value: error,
      });
    }
    expect(decodeEngineError(encodeEngineError(denied, 'stream'))).toEqual({
      ok: true,
      value: denied,
    });
  });

  it('reads foreign errors by code and refuses codes with no engine meaning', () => {
    expect(decodeEngineError({ code: -32001, message: 'Task not found' })).toMatchObject({
      ok: true,
      value: { code: 'TASK_NOT_FOUND' },
    });
    expect(decodeEngineError({ code: -32601, message: 'Method not found' }).ok).toBe(false);
  });
});

describe('SSE framing', () => {
  it('frames each response as one data line and a blank line', () => {
    expect(sseFrame({ jsonrpc: '2.0', id: 1, result: { a: 'x\ny' } })).toBe(
      'data: {"jsonrpc":"2.0","id":1,"result":{"a":"x\\ny"}}\n\n',
    );
  });

  it('parses what it frames, in order, and tolerates CRLF, comments and other fields', () => {
    const payloads = [{ n: 1 }, { n: 2, s: 'a\n\nb' }];
    expect(parseSse(sseStream(payloads))).toEqual({ ok: true, value: payloads });
    expect(parseSse(': keep-alive\r\nevent: message\r\ndata: {"n":\r\ndata: 3}\r\n\r\n')).toEqual({
      ok: true,
      value: [{ n: 3 }],
    });
    expect(parseSse('data: {oops}\n\n').ok).toBe(false);
  });

  it('streams an event as a message/stream JSON-RPC response', () => {
    const frame = streamFrame(3, {
      kind: 'status-update',
      taskId: 'task-1',
      contextId: 'ctx-1',
      status: { state: 'working', timestamp: 2 },
      final: false,
    });
    const parsed = parseSse(frame);
    expect(parsed.ok && parsed.value[0]).toEqual({
      jsonrpc: '2.0',
      id: 3,
      result: {
        kind: 'status-update',
        taskId: 'task-1',
        contextId: 'ctx-1',
        status: { state: 'working', timestamp: '2025-01-01T00:00:02.000Z' },
        final: false,
      },
    });
    const back = decodeStreamResponse(parsed.ok ? parsed.value[0] : undefined);
    expect(back.value?.item.kind === 'event' && back.value.item.event.kind).toBe('status-update');
  });

  it('sends a refused stream call as an SSE frame carrying the error response', () => {
    const entry = transcriptEntry({ dir: 'error', callId: 1, method: 'stream', error: denied });
    expect(entry.sse).toBe(sseFrame(entry.body));
    const none = transcriptEntry({ dir: 'error', callId: 1, method: 'send', error: denied });
    expect(none.sse).toBeUndefined();
  });
});

describe('JSON-RPC requests and responses', () => {
  it('names methods as A2A 0.3 does and reads requests back', () => {
    const message = {
      messageId: 'msg-1',
      role: 'user' as const,
      parts: [{ kind: 'text' as const, text: 'hi' }],
    };
    const cases = [
      { method: 'send' as const, message },
      { method: 'stream' as const, message },
      { method: 'get' as const, taskId: 'task-1' },
      { method: 'cancel' as const, taskId: 'task-1' },
      {
        method: 'set-push-config' as const,
        taskId: 'task-1',
        config: { url: 'https://agents.bank.ae/cb', token: 't', authentication: 'bearer' as const },
      },
      { method: 'get-push-config' as const, taskId: 'task-1', configId: 'cfg-1' },
      { method: 'list-push-configs' as const, taskId: 'task-1' },
      { method: 'delete-push-config' as const, taskId: 'task-1', configId: 'cfg-1' },
    ];
    const names = cases.map((params, i) => encodeRequest(i, params).method);
    expect(names).toEqual([
      'message/send',
      'message/stream',
      'tasks/get',
      'tasks/cancel',
      'tasks/pushNotificationConfig/set',
      'tasks/pushNotificationConfig/get',
      'tasks/pushNotificationConfig/list',
      'tasks/pushNotificationConfig/delete',
    ]);
    cases.forEach((params, i) => {
      expect(decodeRequest(overTheWire(encodeRequest(i, params)))).toEqual({
        value: { id: i, params },
        findings: [],
      });
    });
  });

  it('refuses an unknown method and points at bad params', () => {
    const unknown = decodeRequest({ jsonrpc: '2.0', id: 1, method: 'tasks/list', params: {} });
    expect(unknown.value).toBeUndefined();
    expect(unknown.findings[0]).toMatchObject({ path: '$.method', code: 'UNKNOWN_METHOD' });
    const bad = decodeRequest({ jsonrpc: '2.0', id: 1, method: 'tasks/get', params: { id: 7 } });
    expect(bad.value).toBeUndefined();
    expect(bad.findings.at(-1)).toMatchObject({ path: '$.params.id', severity: 'error' });
  });

  it('reads an error response back as the engine error', () => {
    const response = overTheWire(encodeErrorResponse(4, 'send', denied));
    const read = decodeResponse(response, 'send');
    expect(read.value?.reply.kind === 'error' && read.value.reply.error.engine).toEqual(denied);
    expect(read.value?.reply.kind === 'error' && read.value.reply.error.code).toBe(-32090);
  });
});
