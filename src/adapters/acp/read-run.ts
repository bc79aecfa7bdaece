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
const ERROR_CODES: ReadonlySet<string> = new Set(['server_error', 'invalid_input', 'not_found']);

// The keys each object may have, as switches: for-in yields internalized keys, which a switch
// compares with its constants by identity, where a Set hashes each one (a third of the walk).
function isRunKey(key: string): boolean {
  switch (key) {
    case 'agent_name':
    case 'session_id':
    case 'run_id':
    case 'status':
    case 'output':
    case 'error':
    case 'created_at':
    case 'finished_at':
    case 'metadata':
      return true;
    default:
      return false;
  }
}

function isMessageKey(key: string): boolean {
  return key === 'role' || key === 'parts' || key === 'created_at' || key === 'completed_at';
}

function isPartKey(key: string): boolean {
  switch (key) {
    case 'name':
    case 'content_type':
    case 'content':
    case 'content_encoding':
    case 'content_url':
    case 'metadata':
      return true;
    default:
      return false;
  }
}

function isErrorKey(key: string): boolean {
  return key === 'code' || key === 'message' || key === 'data';
}

// The schema's role and agent-name patterns, checked character by character: the same verdicts as
// /^(user|agent(\/[a-zA-Z0-9_-]+)?)$/ and /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/ without entering the
// regular-expression engine, which cost more than the rest of the message check (test/adapters/acp/
// read-run.test.ts holds both patterns to these).

/** True for a-z and 0-9. */
const isLowerAlnum = (code: number): boolean =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

/** True for a-z, A-Z, 0-9, "_" and "-". */
const isNameCode = (code: number): boolean =>
  isLowerAlnum(code) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x2d;

/** "user", "agent", or "agent/" and one or more of a-z, A-Z, 0-9, "_", "-". */
function isRole(role: string): boolean {
  if (role === 'user' || role === 'agent') return true;
  if (role.length < 7 || !role.startsWith('agent/')) return false;
  for (let i = 6; i < role.length; i += 1) if (!isNameCode(role.charCodeAt(i))) return false;
  return true;
}

/** A DNS label of at most 63 characters: a-z, 0-9 and "-", starting and ending with no "-". */
function isAgentName(name: string): boolean {
  const last = name.length - 1;
  if (last < 0 || last > 62) return false;
  if (!isLowerAlnum(name.charCodeAt(0)) || !isLowerAlnum(name.charCodeAt(last))) return false;
  for (let i = 1; i < last; i += 1) {
    const code = name.charCodeAt(i);
    if (code !== 0x2d && !isLowerAlnum(code)) return false;
  }
  return true;
}

// Each object's keys are walked with for-in, which allocates no key list; it would also see an
// enumerable key someone added to Object.prototype, which then sends the value to the schema. One
// walk per kind of object rather than one taking the test as an argument: a call site that saw
// four different tests could no longer inline any of them.
function onlyRunKeys(value: Loose): boolean {
  for (const key in value) if (!isRunKey(key)) return false;
  return true;
}

function onlyMessageKeys(value: Loose): boolean {
  for (const key in value) if (!isMessageKey(key)) return false;
  return true;
}

function onlyPartKeys(value: Loose): boolean {
  for (const key in value) if (!isPartKey(key)) return false;
  return true;
}

function onlyErrorKeys(value: Loose): boolean {
  for (const key in value) if (!isErrorKey(key)) return false;
  return true;
}

const nullishString = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'string';

const nullishObject = (value: unknown): boolean =>
  value === undefined || value === null || (isObject(value) && isJsonData(value));

function part(value: unknown): AcpMessagePart | undefined {
  if (!isObject(value) || !onlyPartKeys(value)) return undefined;
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
  if (!isObject(value) || !onlyMessageKeys(value)) return undefined;
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
  if (!isObject(json) || !onlyRunKeys(json)) return undefined;
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
    if (!isObject(error) || !onlyErrorKeys(error)) return undefined;
    if (typeof error.code !== 'string' || !ERROR_CODES.has(error.code)) return undefined;
    if (typeof error.message !== 'string' || !nullishObject(error.data)) return undefined;
  }
  return json as AcpRun;
}
