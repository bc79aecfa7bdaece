// Engine errors as A2A JSON-RPC errors, for both bindings (0.3 and 1.0 share the codes). A2A
// defines nothing for admission denials or refused callbacks, so the workbench uses two
// server-defined codes from JSON-RPC's -32000..-32099 range, far from A2A's -32001..-32009, and
// puts every denial or refusal in `data`.
import { CALLBACK_RULES, type CallbackRefusal } from '../../core/callbacks';
import { DENIAL_CODES, type Denial, type DenialCode } from '../../core/admission';
import { ENGINE_ERROR_CODES, type EngineError, type EngineErrorCode } from '../../core/engine';
import type { JsonObject } from '../../core/json';
import { err, ok, type Result } from '../../core/result';
import type { CallMethod } from '../../core/wire';
import { z } from 'zod';
import type { JsonRpcErrorObject } from './jsonrpc';

interface ErrorKind {
  readonly code: number;
  /** A2A's name for the error, or the workbench's for a server-defined one. */
  readonly name: string;
  /** The UPPER_SNAKE reason 1.0 puts in google.rpc.ErrorInfo. */
  readonly reason: string;
}

interface ErrorRow extends ErrorKind {
  /** A different kind for tasks/cancel, where A2A has a dedicated error. */
  readonly onCancel?: ErrorKind;
}

/** Server-defined: admission refused the delegation; `data.denials` lists every denial. */
export const DELEGATION_DENIED_CODE = -32090;
/** Server-defined: a push callback was refused; `data.refusals` lists every refusal. */
export const CALLBACK_REFUSED_CODE = -32091;

const denied: ErrorRow = {
  code: DELEGATION_DENIED_CODE,
  name: 'DelegationDeniedError',
  reason: 'DELEGATION_DENIED',
};
const refused: ErrorRow = {
  code: CALLBACK_REFUSED_CODE,
  name: 'CallbackRefusedError',
  reason: 'CALLBACK_REFUSED',
};
const internal: ErrorRow = { code: -32603, name: 'InternalError', reason: 'INTERNAL_ERROR' };

/** Every engine error code → its JSON-RPC code, in one table. */
export const A2A_ERROR_TABLE: Readonly<Record<EngineErrorCode, ErrorRow>> = {
  TASK_NOT_FOUND: { code: -32001, name: 'TaskNotFoundError', reason: 'TASK_NOT_FOUND' },
  // Sending to a finished task is a bad request; cancelling one is A2A's TaskNotCancelable.
  TASK_TERMINAL: {
    code: -32602,
    name: 'InvalidParamsError',
    reason: 'INVALID_PARAMS',
    onCancel: { code: -32002, name: 'TaskNotCancelableError', reason: 'TASK_NOT_CANCELABLE' },
  },
  UNSUPPORTED: {
    code: -32003,
    name: 'PushNotificationNotSupportedError',
    reason: 'PUSH_NOTIFICATION_NOT_SUPPORTED',
  },
  CALLBACK_NOT_ALLOWED: refused,
  CALLBACK_UNAUTHENTICATED: refused,
  ILLEGAL_TRANSITION: internal,
  NOTHING_TO_RUN: internal,
  ...(Object.fromEntries(DENIAL_CODES.map((code) => [code, denied])) as Record<
    DenialCode,
    ErrorRow
  >),
};

/** The table's error kind for an engine error raised by `method`. */
export function errorKind(error: Pick<EngineError, 'code'>, method: CallMethod): ErrorKind {
  const row = A2A_ERROR_TABLE[error.code];
  return method === 'cancel' && row.onCancel ? row.onCancel : row;
}

/** True for the codes the workbench defines itself (A2A defines no such error). */
export const isServerDefined = (code: number): boolean =>
  code === DELEGATION_DENIED_CODE || code === CALLBACK_REFUSED_CODE;

/** The JSON-RPC error for an engine error raised by `method`; `data.code` keeps the engine code. */
export function encodeEngineError(error: EngineError, method: CallMethod): JsonRpcErrorObject {
  const { code } = errorKind(error, method);
  const data: JsonObject = { code: error.code };
  if (error.denials) data.denials = error.denials.map((d) => ({ code: d.code, reason: d.reason }));
  if (error.refusals) {
    data.refusals = error.refusals.map((r) => ({ code: r.code, rule: r.rule, reason: r.reason }));
  }
  return { code, message: error.message, data };
}

export const engineCodeSchema = z.enum([...ENGINE_ERROR_CODES, ...DENIAL_CODES]);

export const denialSchema = z.object({ code: z.enum(DENIAL_CODES), reason: z.string() });
export const refusalSchema = z.object({
  code: z.enum(['CALLBACK_NOT_ALLOWED', 'CALLBACK_UNAUTHENTICATED']),
  rule: z.enum(CALLBACK_RULES),
  reason: z.string(),
});
const dataSchema = z.object({
  code: engineCodeSchema.optional(),
  denials: z.array(denialSchema).optional(),
  refusals: z.array(refusalSchema).optional(),
});

const BY_JSONRPC_CODE: Readonly<Record<number, EngineErrorCode>> = {
  [-32001]: 'TASK_NOT_FOUND',
  [-32002]: 'TASK_TERMINAL',
  [-32003]: 'UNSUPPORTED',
};

export type UnmappedError = { code: 'UNMAPPED_ERROR'; message: string };

/**
 * The engine error a JSON-RPC error stands for: exactly ours when `data.code` says so, otherwise
 * by A2A code (or the first denial or refusal for the server-defined codes).
 */
export function decodeEngineError(error: JsonRpcErrorObject): Result<EngineError, UnmappedError> {
  const parsed = dataSchema.safeParse(error.data ?? {});
  const data = parsed.success ? parsed.data : {};
  return engineErrorFrom(error, data.code, data.denials, data.refusals);
}

/**
 * The engine error from what a JSON-RPC error's data carried, in both versions' shapes: the
 * explicit engine code first, else the A2A code, else the first denial or refusal.
 */
export function engineErrorFrom(
  error: JsonRpcErrorObject,
  explicit: EngineErrorCode | undefined,
  denials: Denial[] | undefined,
  refusals: CallbackRefusal[] | undefined,
): Result<EngineError, UnmappedError> {
  const code =
    explicit ??
    BY_JSONRPC_CODE[error.code] ??
    (error.code === DELEGATION_DENIED_CODE ? denials?.[0]?.code : undefined) ??
    (error.code === CALLBACK_REFUSED_CODE ? refusals?.[0]?.code : undefined);
  if (code === undefined) {
    return err('UNMAPPED_ERROR', `JSON-RPC error ${error.code} has no engine equivalent`);
  }
  return ok({
    code,
    message: error.message,
    ...(denials ? { denials } : {}),
    ...(refusals ? { refusals } : {}),
  });
}
