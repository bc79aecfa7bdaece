// Engine errors as A2A 1.0 JSON-RPC errors. The codes are 0.3's (A2A_ERROR_TABLE); 1.0 puts
// google.rpc details in `data`: an ErrorInfo naming the reason (with the engine code in its
// metadata), then a PreconditionFailure listing every admission denial, or a BadRequest listing
// every refused callback rule.
import type { CallbackRefusal } from '../../core/callbacks';
import type { Denial } from '../../core/admission';
import type { EngineError } from '../../core/engine';
import type { JsonObject } from '../../core/json';
import type { Result } from '../../core/result';
import type { CallMethod } from '../../core/wire';
import { z } from 'zod';
import {
  denialSchema,
  engineCodeSchema,
  engineErrorFrom,
  errorKind,
  isServerDefined,
  refusalSchema,
  type UnmappedError,
} from '../shared/a2a-errors';
import type { JsonRpcErrorObject } from '../shared/jsonrpc';

const ERROR_INFO_TYPE = 'type.googleapis.com/google.rpc.ErrorInfo';
const PRECONDITION_FAILURE_TYPE = 'type.googleapis.com/google.rpc.PreconditionFailure';
const BAD_REQUEST_TYPE = 'type.googleapis.com/google.rpc.BadRequest';
const A2A_ERROR_DOMAIN = 'a2a-protocol.org';
/** The domain of the workbench's own server-defined errors. */
const WORKBENCH_ERROR_DOMAIN = 'delegation-workbench';

/** The JSON-RPC error for an engine error raised by `method`, with 1.0's google.rpc details. */
export function encodeEngineErrorV1(error: EngineError, method: CallMethod): JsonRpcErrorObject {
  const kind = errorKind(error, method);
  const details: JsonObject[] = [
    {
      '@type': ERROR_INFO_TYPE,
      reason: kind.reason,
      domain: isServerDefined(kind.code) ? WORKBENCH_ERROR_DOMAIN : A2A_ERROR_DOMAIN,
      metadata: { code: error.code },
    },
  ];
  if (error.denials) {
    details.push({
      '@type': PRECONDITION_FAILURE_TYPE,
      violations: error.denials.map((d) => ({
        type: d.code,
        subject: 'delegation',
        description: d.reason,
      })),
    });
  }
  if (error.refusals) {
    details.push({
      '@type': BAD_REQUEST_TYPE,
      fieldViolations: error.refusals.map((r) => ({
        field: r.rule === 'token' ? 'token' : 'url',
        reason: r.rule,
        description: r.reason,
      })),
    });
  }
  return { code: kind.code, message: error.message, data: details };
}

const detailsSchema = z.array(
  z.looseObject({
    '@type': z.string(),
    metadata: z.looseObject({ code: engineCodeSchema.optional() }).optional(),
    violations: z
      .array(z.object({ type: denialSchema.shape.code, description: z.string() }))
      .optional(),
    fieldViolations: z
      .array(z.object({ reason: refusalSchema.shape.rule, description: z.string() }))
      .optional(),
  }),
);

/** The engine error a 1.0 JSON-RPC error stands for, from its details or else its code. */
export function decodeEngineErrorV1(error: JsonRpcErrorObject): Result<EngineError, UnmappedError> {
  const parsed = detailsSchema.safeParse(error.data ?? []);
  const details = parsed.success ? parsed.data : [];
  const info = details.find((d) => d['@type'] === ERROR_INFO_TYPE);
  const failure = details.find((d) => d['@type'] === PRECONDITION_FAILURE_TYPE);
  const badRequest = details.find((d) => d['@type'] === BAD_REQUEST_TYPE);
  const denials: Denial[] | undefined = failure?.violations?.map((v) => ({
    code: v.type,
    reason: v.description,
  }));
  const refusals: CallbackRefusal[] | undefined = badRequest?.fieldViolations?.map((v) => ({
    code: v.reason === 'token' ? 'CALLBACK_UNAUTHENTICATED' : 'CALLBACK_NOT_ALLOWED',
    rule: v.reason,
    reason: v.description,
  }));
  return engineErrorFrom(error, info?.metadata?.code, denials, refusals);
}
