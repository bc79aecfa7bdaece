// JSON-RPC 2.0 envelopes, shared by both A2A bindings: requests with an id, success responses with
// a result, error responses with a code, a message and optional data.
import { z } from 'zod';
import type { JsonValue } from '../../core/json';
import { jsonDataSchema } from './json-data';

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest<M extends string = string, P = unknown> {
  readonly jsonrpc: '2.0';
  readonly id: string | number;
  readonly method: M;
  readonly params: P;
}

export interface JsonRpcSuccess<R = unknown> {
  readonly jsonrpc: '2.0';
  readonly id: JsonRpcId;
  readonly result: R;
}

export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: JsonValue;
}

export interface JsonRpcFailure {
  readonly jsonrpc: '2.0';
  readonly id: JsonRpcId;
  readonly error: JsonRpcErrorObject;
}

/** A request envelope. */
export const rpcRequest = <M extends string, P>(
  id: string | number,
  method: M,
  params: P,
): JsonRpcRequest<M, P> => ({ jsonrpc: '2.0', id, method, params });

/** A success envelope. */
export const rpcResult = <R>(id: JsonRpcId, result: R): JsonRpcSuccess<R> => ({
  jsonrpc: '2.0',
  id,
  result,
});

/** An error envelope. */
export const rpcFailure = (id: JsonRpcId, error: JsonRpcErrorObject): JsonRpcFailure => ({
  jsonrpc: '2.0',
  id,
  error,
});

export const jsonRpcErrorObjectSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: jsonDataSchema.optional(),
});
