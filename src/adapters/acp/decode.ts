// ACP Run → kernel task. The run's own fields give what ACP can say; the workbench's metadata
// entry, when present, puts back what ACP could not (see loss.ts), so our own runs decode exactly.
import type { KernelTask } from '../../core/kernel';
import { assignData, type JsonObject } from '../../core/json';
import { ok, type Result } from '../../core/result';
import { isJsonData } from '../shared/json-data';
import { parseWire, wireIssue, type WireError } from '../shared/issues';
import { parseCarried, restoreCarried } from '../shared/loss';
import { KERNEL_METADATA_KEY } from '../shared/metadata-keys';
import { readRunFast } from './read-run';
import { acpRunSchema, type AcpMessagePart, type AcpRun } from './schema';
import { ACP_STATUS_TO_KERNEL } from './states';

const WHAT = 'ACP run';

/** The JSON object `text` holds; JSON.parse keeps every key, "__proto__" too, as plain data. */
function parseJsonObject(text: string): JsonObject | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) && isJsonData(value)
    ? (value as JsonObject)
    : undefined;
}

/** The fields of a Run the kernel task is read from: a strict AcpRun or one read as acp-sdk does. */
type PlainRunFields = Pick<AcpRun, 'run_id' | 'session_id' | 'status'> & {
  readonly output: readonly { readonly parts: readonly PlainPart[] }[];
};
type PlainPart = Pick<AcpMessagePart, 'name' | 'content_type' | 'content' | 'content_encoding'>;

/**
 * What ACP's own fields say about the task: output text from text/plain parts, structured data
 * merged from application/json parts (a later key wins), artifact names from named parts.
 */
export function readPlainRun(run: PlainRunFields): Result<KernelTask, WireError> {
  // The text parts joined by spaces, built as it goes: most runs have one, used as it is.
  let text: string | undefined;
  let structured: JsonObject | undefined;
  let shared = false;
  const artifacts: string[] = [];
  for (let m = 0; m < run.output.length; m += 1) {
    const parts = run.output[m]?.parts ?? [];
    for (let p = 0; p < parts.length; p += 1) {
      const part = parts[p];
      if (part === undefined) continue;
      if (part.name != null) artifacts.push(part.name);
      if (part.content == null || part.content_encoding === 'base64') continue;
      if (part.content_type === 'text/plain') {
        text = text === undefined ? part.content : `${text} ${part.content}`;
      } else if (part.content_type === 'application/json') {
        const data = parseJsonObject(part.content);
        if (data === undefined) {
          const path = ['output', m, 'parts', p, 'content'];
          return wireIssue(WHAT, path, 'application/json content is not a JSON object');
        }
        // The first object is used as it is (JSON.parse made it for us); later ones merge into a
        // copy, a later key winning.
        if (structured === undefined) {
          structured = data;
          shared = true;
          continue;
        }
        if (shared) {
          structured = assignData({}, structured);
          shared = false;
        }
        assignData(structured, data);
      }
    }
  }
  return ok({
    taskId: run.run_id,
    contextId: run.session_id ?? '',
    state: ACP_STATUS_TO_KERNEL[run.status],
    inputText: '',
    outputText: text ?? '',
    structured: structured ?? {},
    delegationChain: [],
    artifacts,
  });
}

/** Where the workbench's entry sits in a run, for the errors parseCarried words. */
const ENTRY_PATH: readonly PropertyKey[] = ['metadata', KERNEL_METADATA_KEY];

/** Decodes untrusted JSON as an ACP Run and reads it as a kernel task. */
export function decodeRun(json: unknown): Result<KernelTask, WireError> {
  let run = readRunFast(json);
  if (run === undefined) {
    const parsed = parseWire(acpRunSchema, json, WHAT);
    if (!parsed.ok) return parsed;
    run = parsed.value;
  }
  const plain = readPlainRun(run);
  if (!plain.ok) return plain;
  const entry = run.metadata?.[KERNEL_METADATA_KEY];
  if (entry === undefined) return plain;
  const carried = parseCarried(entry, WHAT, ENTRY_PATH);
  return carried.ok ? ok(restoreCarried(plain.value, carried.value)) : carried;
}
