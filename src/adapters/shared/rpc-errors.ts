// JSON-RPC errors as a client receives them from any A2A server: every code JSON-RPC and A2A
// define is named, a server-defined code keeps its code, message and data, and the engine error
// it stands for is attached when the workbench knows one.
import type { EngineError } from '../../core/engine';
import type { JsonValue } from '../../core/json';
import { CALLBACK_REFUSED_CODE, DELEGATION_DENIED_CODE } from './a2a-errors';
import type { JsonRpcErrorObject } from './jsonrpc';

/** JSON-RPC 2.0's and A2A's error codes by name (A2A 1.0 §9.5; 0.3 defines -32001…-32007). */
const RPC_ERROR_NAMES: Readonly<Record<number, string>> = {
  [-32700]: 'JSONParseError',
  [-32600]: 'InvalidRequestError',
  [-32601]: 'MethodNotFoundError',
  [-32602]: 'InvalidParamsError',
  [-32603]: 'InternalError',
  [-32001]: 'TaskNotFoundError',
  [-32002]: 'TaskNotCancelableError',
  [-32003]: 'PushNotificationNotSupportedError',
  [-32004]: 'UnsupportedOperationError',
  [-32005]: 'ContentTypeNotSupportedError',
  [-32006]: 'InvalidAgentResponseError',
  [-32007]: 'ExtendedAgentCardNotConfiguredError',
  [-32008]: 'ExtensionSupportRequiredError',
  [-32009]: 'VersionNotSupportedError',
  [DELEGATION_DENIED_CODE]: 'DelegationDeniedError',
  [CALLBACK_REFUSED_CODE]: 'CallbackRefusedError',
};

/** A JSON-RPC error as received: nothing the server said is lost. */
export interface RemoteError {
  readonly code: number;
  readonly message: string;
  readonly data?: JsonValue;
  /** JSON-RPC's or A2A's name for the code; "ServerDefinedError" for any other. */
  readonly name: string;
  /** The workbench's engine error it stands for, when there is one. */
  readonly engine?: EngineError;
}

/** A received error object with its name and, when `toEngine` finds one, its engine error. */
export function readRemoteError(
  error: JsonRpcErrorObject,
  toEngine: (error: JsonRpcErrorObject) => EngineError | undefined,
): RemoteError {
  const engine = toEngine(error);
  return {
    code: error.code,
    message: error.message,
    ...(error.data !== undefined ? { data: error.data } : {}),
    name: RPC_ERROR_NAMES[error.code] ?? 'ServerDefinedError',
    ...(engine !== undefined ? { engine } : {}),
  };
}
