// A fast reader for the ACP Runs the workbench itself writes. zod runs without its JIT under the
// app's Content-Security-Policy, which makes every Run decode pay for a general interpreter. This
// reader checks the common shape by hand and returns exactly what acpRunSchema would; anything it
// is not sure of (an await_request, an unknown key, a wrong type) goes to the schema, which also
// words the errors.
import { isJsonData } from '../shared/json-data';
import type { AcpMessagePart, AcpRun, AcpRunStatus } from './schema';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const STATUSES: ReadonlySet<string> = new Set<AcpRunStatus>([
  'created',
  'in-progress',
  'awaiting',
  'cancelling',
  'cancelled',
  'completed',
  'failed',
]);
const AGENT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ROLE = /^(user|agent(\/[a-zA-Z0-9_-]+)?)$/;
const ERROR_CODES: ReadonlySet<string> = new Set(['server_error', 'invalid_input', 'not_found']);

const RUN_KEYS: ReadonlySet<string> = new Set([
  'agent_name',
  'session_id',
  'run_id',
  'status',
  'output',
  'error',
  'created_at',
  'finished_at',
  'metadata',
]);
const MESSAGE_KEYS: ReadonlySet<string> = new Set(['role', 'parts', 'created_at', 'completed_at']);
const PART_KEYS: ReadonlySet<string> = new Set([
  'name',
  'content_type',
  'content',
  'content_encoding',
  'content_url',
  'metadata',
]);
const ERROR_KEYS: ReadonlySet<string> = new Set(['code', 'message', 'data']);

// A decoder reads run after run from the same agent: the last role and name that passed their
// pattern are kept, and the same text again needs no test (usually the very same string object,
// when the run comes from our own encoder, which keeps its role too).
let roleSeen = 'agent';
let nameSeen = 'agent';

function isRole(role: string): boolean {
  if (role === roleSeen) return true;
  if (!ROLE.test(role)) return false;
  roleSeen = role;
  return true;
}

function isAgentName(name: string): boolean {
  if (name === nameSeen) return true;
  if (name.length > 63 || !AGENT_NAME.test(name)) return false;
  nameSeen = name;
  return true;
}

/**
 * True when every key of `value` is in `known`. A for-in walk allocates no key list; it would also
 * see an enumerable key someone added to Object.prototype, which then sends the value to the schema.
 */
function onlyKeys(value: Loose, known: ReadonlySet<string>): boolean {
  for (const key in value) if (!known.has(key)) return false;
  return true;
}

const nullishString = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'string';

const nullishObject = (value: unknown): boolean =>
  value === undefined || value === null || (isObject(value) && isJsonData(value));

function part(value: unknown): AcpMessagePart | undefined {
  if (!isObject(value) || !onlyKeys(value, PART_KEYS)) return undefined;
  const { content, content_url: url, content_encoding: encoding } = value;
  if (typeof value.content_type !== 'string' || !nullishString(value.name)) return undefined;
  if (!nullishString(content) || !nullishString(url) || !nullishObject(value.metadata)) {
    return undefined;
  }
  if (content != null && url != null) return undefined;
  if (encoding != null && encoding !== 'plain' && encoding !== 'base64') return undefined;
  return value as AcpMessagePart;
}

function message(value: unknown): AcpRun['output'][number] | undefined {
  if (!isObject(value) || !onlyKeys(value, MESSAGE_KEYS)) return undefined;
  if (typeof value.role !== 'string' || !isRole(value.role)) return undefined;
  if (!nullishString(value.created_at) || !nullishString(value.completed_at)) return undefined;
  const parts = value.parts;
  if (!Array.isArray(parts) || parts.length === 0) return undefined;
  for (const item of parts) if (part(item) === undefined) return undefined;
  return value as AcpRun['output'][number];
}

/**
 * `json` as an ACP Run when it has the plain shape the workbench writes (no await_request, no
 * key the schema would drop); undefined when only acpRunSchema can say.
 */
export function readRunFast(json: unknown): AcpRun | undefined {
  if (!isObject(json) || !onlyKeys(json, RUN_KEYS)) return undefined;
  const name = json.agent_name;
  if (typeof name !== 'string' || !isAgentName(name)) return undefined;
  if (typeof json.run_id !== 'string' || json.run_id === '') return undefined;
  if (typeof json.status !== 'string' || !STATUSES.has(json.status)) return undefined;
  if (typeof json.created_at !== 'string') return undefined;
  if (!nullishString(json.session_id) || !nullishString(json.finished_at)) return undefined;
  if (!nullishObject(json.metadata) || !Array.isArray(json.output)) return undefined;
  for (const item of json.output) if (message(item) === undefined) return undefined;
  const error = json.error;
  if (error !== undefined && error !== null) {
    if (!isObject(error) || !onlyKeys(error, ERROR_KEYS)) return undefined;
    if (typeof error.code !== 'string' || !ERROR_CODES.has(error.code)) return undefined;
    if (typeof error.message !== 'string' || !nullishObject(error.data)) return undefined;
  }
  return json as AcpRun;
}
