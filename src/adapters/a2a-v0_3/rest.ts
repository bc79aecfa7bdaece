// A2A 0.3's HTTP+JSON bodies: the 0.3 proto's JSON form (a2a.proto v0.3, as @a2a-js/sdk 0.3.14's
// RestTransport and the 1.3 SDK's compatibility handler write it). It differs from 0.3 JSON-RPC
// in its envelope only: messages hold `content`, parts are `{text}`, `{file: {fileWithUri}}` or
// `{data: {data}}`, states are TASK_STATE_*, results are wrapped (`{task}`, `{message}`,
// `{statusUpdate}`), push configs are named `tasks/{id}/pushNotificationConfigs/{cid}`, and a
// field left at its default is left out. `fromRestV03` rewrites what came back into 0.3 JSON-RPC
// shapes, untouched where it does not know a field, so the 0.3 readers judge it; `wirePath` maps
// their findings' paths back onto the body as sent.
import type { CallParams } from '../../core/wire';
import { jsonPath } from '../shared/issues';
import { encodeMessage, encodePart, encodePushConfig } from './encode';

type Json = Record<string, unknown>;
type Path = readonly PropertyKey[];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ROLE_TO_PROTO: Readonly<Record<string, string>> = { user: 'ROLE_USER', agent: 'ROLE_AGENT' };
const ROLE_FROM_PROTO: Readonly<Record<string, string>> = {
  ROLE_USER: 'user',
  ROLE_AGENT: 'agent',
};

/** 0.3 proto TaskState → 0.3 JSON-RPC state (the proto spells CANCELLED with two Ls). */
const STATE_FROM_PROTO: Readonly<Record<string, string>> = {
  TASK_STATE_SUBMITTED: 'submitted',
  TASK_STATE_WORKING: 'working',
  TASK_STATE_INPUT_REQUIRED: 'input-required',
  TASK_STATE_COMPLETED: 'completed',
  TASK_STATE_CANCELLED: 'canceled',
  TASK_STATE_FAILED: 'failed',
  TASK_STATE_REJECTED: 'rejected',
  TASK_STATE_AUTH_REQUIRED: 'auth-required',
};

// ---------------------------------------------------------------------------------------------
// Requests

function protoPart(part: ReturnType<typeof encodePart>): Json {
  switch (part.kind) {
    case 'text':
      return { text: part.text };
    case 'data':
      return { data: { data: part.data } };
    case 'file': {
      const { uri, bytes, mimeType } = part.file as {
        uri?: string;
        bytes?: string;
        mimeType?: string;
      };
      return {
        file: {
          ...(uri !== undefined ? { fileWithUri: uri } : { fileWithBytes: bytes ?? '' }),
          ...(mimeType !== undefined ? { mimeType } : {}),
        },
      };
    }
  }
}

/** The body of a 0.3 HTTP+JSON request for `params`, or undefined for a call that sends none. */
export function restBodyV03(params: CallParams): Json | undefined {
  switch (params.method) {
    case 'send':
    case 'stream': {
      const message = encodeMessage(params.message);
      return {
        message: {
          messageId: message.messageId,
          ...(message.contextId !== undefined ? { contextId: message.contextId } : {}),
          ...(message.taskId !== undefined ? { taskId: message.taskId } : {}),
          role: ROLE_TO_PROTO[message.role] ?? message.role,
          content: params.message.parts.map((part) => protoPart(encodePart(part))),
        },
      };
    }
    case 'set-push-config': {
      // The proto's body is the `config` field: a TaskPushNotificationConfig, named by its task.
      const config = encodePushConfig(params.config);
      return {
        name: `tasks/${params.taskId}/pushNotificationConfigs/${config.id ?? ''}`,
        pushNotificationConfig: config,
      };
    }
    case 'cancel':
      return {};
    case 'get':
    case 'resubscribe':
    case 'get-push-config':
    case 'list-push-configs':
    case 'delete-push-config':
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Responses

/** Where a rewritten field came from: pairs of (path in the rewrite, path in the body as sent). */
export type PathMap = [string, string][];

class Rewrite {
  readonly paths: PathMap = [];
  moved(out: Path, wire: Path): void {
    const a = jsonPath(out);
    const b = jsonPath(wire);
    if (a !== b) this.paths.push([a, b]);
  }
}

function part(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  if ('text' in json) return { kind: 'text', ...json };
  const file = json['file'];
  if (isObject(file)) {
    const { fileWithUri, fileWithBytes, ...rest } = file;
    if (fileWithUri !== undefined)
      rw.moved([...out, 'file', 'uri'], [...wire, 'file', 'fileWithUri']);
    if (fileWithBytes !== undefined) {
      rw.moved([...out, 'file', 'bytes'], [...wire, 'file', 'fileWithBytes']);
    }
    return {
      kind: 'file',
      ...json,
      file: {
        ...rest,
        ...(fileWithUri !== undefined ? { uri: fileWithUri } : {}),
        ...(fileWithBytes !== undefined ? { bytes: fileWithBytes } : {}),
      },
    };
  }
  const data = json['data'];
  if (isObject(data) && 'data' in data) {
    rw.moved([...out, 'data'], [...wire, 'data', 'data']);
    return { kind: 'data', ...json, data: data['data'] };
  }
  return json;
}

function parts(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  return Array.isArray(json) ? json.map((p, i) => part(p, [...out, i], [...wire, i], rw)) : json;
}

function message(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  const { content, role, ...rest } = json;
  if (content !== undefined) rw.moved([...out, 'parts'], [...wire, 'content']);
  return {
    kind: 'message',
    ...rest,
    ...(role !== undefined
      ? { role: typeof role === 'string' ? (ROLE_FROM_PROTO[role] ?? role) : role }
      : {}),
    // A message with no parts leaves `content` out, as the proto leaves every empty list out.
    parts: content === undefined ? [] : parts(content, [...out, 'parts'], [...wire, 'content'], rw),
  };
}

function status(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  const { state, message: said, update, ...rest } = json;
  const note = said ?? update;
  if (said === undefined && update !== undefined)
    rw.moved([...out, 'message'], [...wire, 'update']);
  return {
    ...rest,
    ...(state !== undefined
      ? { state: typeof state === 'string' ? (STATE_FROM_PROTO[state] ?? state) : state }
      : {}),
    ...(note !== undefined
      ? {
          message: message(
            note,
            [...out, 'message'],
            [...wire, said === undefined ? 'update' : 'message'],
            rw,
          ),
        }
      : {}),
  };
}

function artifact(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  return { ...json, parts: parts(json['parts'] ?? [], [...out, 'parts'], [...wire, 'parts'], rw) };
}

function task(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  const { status: s, artifacts, history, ...rest } = json;
  return {
    kind: 'task',
    ...rest,
    ...(s !== undefined ? { status: status(s, [...out, 'status'], [...wire, 'status'], rw) } : {}),
    ...(Array.isArray(artifacts)
      ? {
          artifacts: artifacts.map((a, i) =>
            artifact(a, [...out, 'artifacts', i], [...wire, 'artifacts', i], rw),
          ),
        }
      : artifacts !== undefined
        ? { artifacts }
        : {}),
    ...(Array.isArray(history)
      ? {
          history: history.map((m, i) =>
            message(m, [...out, 'history', i], [...wire, 'history', i], rw),
          ),
        }
      : history !== undefined
        ? { history }
        : {}),
  };
}

function statusUpdate(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  // proto3 JSON leaves `final: false` out: absent is false, not missing.
  return {
    kind: 'status-update',
    final: false,
    ...json,
    ...(json['status'] !== undefined
      ? { status: status(json['status'], [...out, 'status'], [...wire, 'status'], rw) }
      : {}),
  };
}

function artifactUpdate(json: unknown, out: Path, wire: Path, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  return {
    kind: 'artifact-update',
    ...json,
    ...(json['artifact'] !== undefined
      ? { artifact: artifact(json['artifact'], [...out, 'artifact'], [...wire, 'artifact'], rw) }
      : {}),
  };
}

/** A wrapped result (SendMessageResponse, StreamResponse) as the bare 0.3 JSON-RPC result. */
function unwrap(json: unknown, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  const keys = Object.keys(json);
  if (keys.length !== 1) return json;
  const key = keys[0] ?? '';
  const inner = json[key];
  rw.moved([], [key]);
  switch (key) {
    case 'task':
      return task(inner, [], [key], rw);
    case 'message':
    case 'msg':
      return message(inner, [], [key], rw);
    case 'statusUpdate':
      return statusUpdate(inner, [], [key], rw);
    case 'artifactUpdate':
      return artifactUpdate(inner, [], [key], rw);
    default:
      rw.paths.pop();
      return json;
  }
}

const TASK_OF_NAME = /^tasks\/([^/]+)(?:\/|$)/;

function pushConfig(json: unknown, rw: Rewrite, out: Path = [], wire: Path = []): unknown {
  if (!isObject(json)) return json;
  const { name, ...rest } = json;
  const taskId = typeof name === 'string' ? TASK_OF_NAME.exec(name)?.[1] : undefined;
  if (taskId === undefined) return json;
  rw.moved([...out, 'taskId'], [...wire, 'name']);
  return { taskId, ...rest };
}

/**
 * ListTaskPushNotificationConfigResponse (`{configs, nextPageToken}`) as 0.3 JSON-RPC's bare
 * array. The page token has no place there; the transcript keeps the body as sent.
 */
function pushConfigList(json: unknown, rw: Rewrite): unknown {
  if (!isObject(json)) return json;
  const { configs } = json;
  // proto3 JSON leaves an empty list out.
  if (configs === undefined) return [];
  if (!Array.isArray(configs)) return json;
  return configs.map((c, i) => {
    rw.moved([i], ['configs', i]);
    return pushConfig(c, rw, [i], ['configs', i]);
  });
}

/**
 * A 0.3 HTTP+JSON body as the 0.3 JSON-RPC result `method` returns, with where each rewritten
 * field sits in the body as sent. `stream` reads a StreamResponse (an SSE event's data).
 */
export function fromRestV03(
  json: unknown,
  method: CallParams['method'] | 'event',
): { result: unknown; paths: PathMap } {
  const rw = new Rewrite();
  const result =
    method === 'get' || method === 'cancel'
      ? task(json, [], [], rw)
      : method === 'set-push-config' || method === 'get-push-config'
        ? pushConfig(json, rw)
        : method === 'list-push-configs'
          ? pushConfigList(json, rw)
          : method === 'delete-push-config'
            ? json
            : unwrap(json, rw);
  return { result, paths: rw.paths };
}

/** The path in the body as sent for `path` in the rewrite: the longest rewritten prefix moves. */
export function wirePath(path: string, paths: PathMap): string {
  let best: [string, string] | undefined;
  for (const pair of paths) {
    const [out] = pair;
    const under =
      path === out ||
      (out === '$' ? true : path.startsWith(`${out}.`) || path.startsWith(`${out}[`));
    if (under && (best === undefined || out.length > best[0].length)) best = pair;
  }
  return best === undefined ? path : best[1] + path.slice(best[0].length);
}

/** The 0.3 proto's SecurityScheme oneof members and the 0.3 JSON `type` each stands for. */
const SCHEME_TYPES: Readonly<Record<string, string>> = {
  apiKeySecurityScheme: 'apiKey',
  httpAuthSecurityScheme: 'http',
  oauth2SecurityScheme: 'oauth2',
  openIdConnectSecurityScheme: 'openIdConnect',
  mtlsSecurityScheme: 'mutualTLS',
};

/**
 * A card as 0.3's HTTP+JSON serves it (`GET /v1/card`, the 0.3 proto's JSON) in 0.3's card JSON,
 * for the card importer: a scheme wrapped in its oneof member (`{oauth2SecurityScheme: {…}}`)
 * unwrapped with its `type`, and a requirement `{schemes: {name: {list}}}` as `{name: scopes}`.
 * Anything else is left as sent, for the importer to judge.
 */
export function cardFromRestV03(json: unknown): unknown {
  if (!isObject(json)) return json;
  const { securitySchemes, security, ...rest } = json;
  const schemes = isObject(securitySchemes)
    ? Object.fromEntries(
        Object.entries(securitySchemes).map(([name, scheme]) => {
          const keys = isObject(scheme) ? Object.keys(scheme) : [];
          const member = keys.length === 1 ? keys[0] : undefined;
          const type = member === undefined ? undefined : SCHEME_TYPES[member];
          const inner = member === undefined || !isObject(scheme) ? undefined : scheme[member];
          return [name, type !== undefined && isObject(inner) ? { type, ...inner } : scheme];
        }),
      )
    : securitySchemes;
  const requirements = Array.isArray(security)
    ? security.map((requirement: unknown) => {
        const named = isObject(requirement) ? requirement['schemes'] : undefined;
        if (!isObject(named) || Object.keys(requirement as Json).length !== 1) return requirement;
        return Object.fromEntries(
          Object.entries(named).map(([name, scopes]) => [
            name,
            isObject(scopes) && Array.isArray(scopes['list']) ? scopes['list'] : [],
          ]),
        );
      })
    : security;
  return {
    ...rest,
    ...(schemes !== undefined ? { securitySchemes: schemes } : {}),
    ...(requirements !== undefined ? { security: requirements } : {}),
  };
}
