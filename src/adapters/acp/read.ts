// Reading an ACP Run from outside as ACP's own Python SDK reads it: what acp-sdk accepts is read,
// and what the OpenAPI requires but the run lacks is a finding, not a refusal (the quickstart's
// Run has no created_at, an async reply has no output). What the kernel task does not keep of the
// run is listed beside it (read-loss.ts). decodeRun stays the strict reader of the workbench's own
// runs, whose round trip is exact.
import type { KernelTask } from '../../core/kernel';
import { jsonPath } from '../shared/issues';
import { readLenient } from '../shared/lenient';
import { parseCarried, restoreCarried } from '../shared/loss';
import { KERNEL_METADATA_KEY } from '../shared/metadata-keys';
import { WireSink, type Read } from '../shared/wire-findings';
import { readPlainRun } from './decode';
import { acpReadLoss, type AcpReadLoss } from './read-loss';
import { acpReadRunSchema } from './schema';

export type { AcpReadLoss } from './read-loss';

export interface AcpRunRead {
  readonly task: KernelTask;
  /** What the task does not keep of the run, each at its path. */
  readonly loss: readonly AcpReadLoss[];
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const WHAT = 'ACP run';
const ERROR_CODES = new Set(['server_error', 'invalid_input', 'not_found']);

/**
 * Run fields the OpenAPI requires that acp-sdk's Run model fills in: what it fills in, the value
 * read here (undefined: left unknown), in the order the findings list them.
 */
const RUN_DEFAULTS: ReadonlyArray<readonly [string, string, unknown]> = [
  ['run_id', 'acp-sdk makes up a fresh UUID; the task id is left empty', ''],
  ['status', 'acp-sdk reads "created"', 'created'],
  ['output', 'acp-sdk reads [] (no output yet)', []],
  ['created_at', "acp-sdk takes the reader's clock; the time is left unknown", undefined],
];

const absent = (object: Loose, key: string) => !Object.hasOwn(object, key) || object[key] === null;

/**
 * `run` with each required field acp-sdk would fill in (missing or null) filled in as it does, and
 * a DEFAULTED_FIELD finding for each. Copies: the input is not touched.
 */
function withDefaults(run: Loose, sink: WireSink): Loose {
  const copy: Loose = { ...run };
  for (const [key, what, value] of RUN_DEFAULTS) {
    if (!absent(run, key)) continue;
    // acp-sdk refuses null here; it is read as if the field were missing, and the finding says so.
    const said = Object.hasOwn(run, key)
      ? 'null, which acp-sdk refuses; read as missing'
      : 'missing';
    sink.add('DEFAULTED_FIELD', jsonPath([key]), `${key} is ${said}: ${what}.`);
    if (value === undefined) delete copy[key];
    else copy[key] = value;
  }
  const output = copy.output;
  if (!Array.isArray(output)) return copy;
  copy.output = output.map((message: unknown, m) => {
    if (!isObject(message)) return message;
    const out: Loose = { ...message };
    if (absent(message, 'role')) {
      sink.add(
        'DEFAULTED_FIELD',
        jsonPath(['output', m, 'role']),
        'role is missing: acp-sdk reads "user".',
      );
      out.role = 'user';
    }
    const parts = message.parts;
    if (!Array.isArray(parts)) return out;
    out.parts = parts.map((part: unknown, p) => {
      if (!isObject(part) || !absent(part, 'content_type')) return part;
      const at = jsonPath(['output', m, 'parts', p, 'content_type']);
      sink.add('DEFAULTED_FIELD', at, 'content_type is missing: acp-sdk reads "text/plain".');
      return { ...part, content_type: 'text/plain' };
    });
    return out;
  });
  return copy;
}

/**
 * Reads untrusted JSON as an ACP Run the way acp-sdk does, with a finding for every field it had to
 * default or leave out, and the loss list of what the kernel task does not keep.
 * @example readRun({ agent_name: 'echo', status: 'created', run_id: '1234…' }).findings[0].code // "DEFAULTED_FIELD"
 */
export function readRun(json: unknown): Read<AcpRunRead> {
  const sink = new WireSink();
  if (!isObject(json)) {
    sink.add('INVALID_VALUE', '$', 'an ACP Run is a JSON object');
    return sink.refused();
  }
  const run = readLenient(acpReadRunSchema, withDefaults(json, sink), [], sink, WHAT);
  if (run === undefined) return sink.refused();
  const code = run.error?.code;
  if (code !== undefined && !ERROR_CODES.has(code)) {
    sink.add(
      'SERVER_DEFINED_ERROR',
      '$.error.code',
      `error code ${JSON.stringify(code)} is not one ACP 0.2.0 names (server_error, invalid_input, not_found); kept, as acp-sdk does.`,
    );
  }
  const plain = readPlainRun(run);
  if (!plain.ok) {
    const [issue] = plain.error.issues;
    sink.add('INVALID_VALUE', issue?.path ?? '$', plain.error.message);
    return sink.refused();
  }
  let task = plain.value;
  const entry = run.metadata?.[KERNEL_METADATA_KEY];
  if (entry !== undefined) {
    const carried = parseCarried(entry, WHAT, ['metadata', KERNEL_METADATA_KEY]);
    if (carried.ok) task = restoreCarried(task, carried.value);
    else {
      const at = jsonPath(['metadata', KERNEL_METADATA_KEY]);
      sink.add('FIELD_DROPPED', at, `the workbench's entry was not read: ${carried.error.message}`);
    }
  }
  return sink.read({ task, loss: acpReadLoss(json, KERNEL_METADATA_KEY) });
}
