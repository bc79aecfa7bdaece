// ACP Run → kernel task. The run's own fields give what ACP can say; the workbench's metadata
// entry, when present, puts back what ACP could not (see loss.ts), so our own runs decode exactly.
import type { KernelTask } from '../../core/kernel';
import type { JsonObject } from '../../core/json';
import { ok, type Result } from '../../core/result';
import { copyJson, setData } from '../shared/json-data';
import { parseWire, wireIssue, type WireError } from '../shared/issues';
import { carriedKernelSchema, restoreCarried } from '../shared/loss';
import { KERNEL_METADATA_KEY } from '../shared/metadata-keys';
import { acpRunSchema, type AcpRun } from './schema';
import { ACP_STATUS_TO_KERNEL } from './states';

const WHAT = 'ACP run';

function parseJsonObject(text: string): JsonObject | undefined {
  try {
    const value = copyJson(JSON.parse(text));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What ACP's own fields say about the task: output text from text/plain parts, structured data
 * merged from application/json parts (a later key wins), artifact names from named parts.
 */
export function readPlainRun(run: AcpRun): Result<KernelTask, WireError> {
  const text: string[] = [];
  const structured: JsonObject = {};
  const artifacts: string[] = [];
  for (const [m, message] of run.output.entries()) {
    for (const [p, part] of message.parts.entries()) {
      if (part.name != null) artifacts.push(part.name);
      if (part.content == null || part.content_encoding === 'base64') continue;
      if (part.content_type === 'text/plain') text.push(part.content);
      else if (part.content_type === 'application/json') {
        const data = parseJsonObject(part.content);
        if (data === undefined) {
          const path = ['output', m, 'parts', p, 'content'];
          return wireIssue(WHAT, path, 'application/json content is not a JSON object');
        }
        for (const [key, value] of Object.entries(data)) setData(structured, key, value);
      }
    }
  }
  return ok({
    taskId: run.run_id,
    contextId: run.session_id ?? '',
    state: ACP_STATUS_TO_KERNEL[run.status],
    inputText: '',
    outputText: text.join(' '),
    structured,
    delegationChain: [],
    artifacts,
  });
}

/** Decodes untrusted JSON as an ACP Run and reads it as a kernel task. */
export function decodeRun(json: unknown): Result<KernelTask, WireError> {
  const parsed = parseWire(acpRunSchema, json, WHAT);
  if (!parsed.ok) return parsed;
  const plain = readPlainRun(parsed.value);
  if (!plain.ok) return plain;
  const entry = parsed.value.metadata?.[KERNEL_METADATA_KEY];
  if (entry === undefined) return plain;
  const carried = parseWire(carriedKernelSchema, entry, WHAT, ['metadata', KERNEL_METADATA_KEY]);
  return carried.ok ? ok(restoreCarried(plain.value, carried.value)) : carried;
}
