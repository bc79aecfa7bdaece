// What the kernel task does not keep of an ACP Run read from outside, each at its JSON path in the
// run as it arrived: who wrote each message (`agent/{name}`), citation and trajectory metadata,
// parts that are neither text/plain nor application/json, content behind a URL or in base64, and
// fields ACP 0.2.0 does not define. The kernel keeps the ids, the status, the output text, the
// structured data and the parts' names; everything else of the run is listed here.
import { jsonPath } from '../shared/issues';

export interface AcpReadLoss {
  /** Where in the run, as a JSON path: `$.output[0].parts[1].metadata`. */
  readonly path: string;
  /** What is not kept, in a few words: `citation "AI Adoption Report 2024"`. */
  readonly what: string;
  /** Why the kernel task does not keep it. */
  readonly reason: string;
}

type Loose = Record<string, unknown>;
type Path = readonly PropertyKey[];

const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A hostile run cannot make the list grow past this; one last entry counts the rest. */
const MAX_ENTRIES = 200;

const RUN_KEYS = new Set([
  ...['agent_name', 'session_id', 'run_id', 'status', 'await_request', 'output', 'error'],
  ...['created_at', 'finished_at', 'metadata'],
]);
const MESSAGE_KEYS = new Set(['role', 'parts', 'created_at', 'completed_at']);
const PART_KEYS = new Set([
  ...['name', 'content_type', 'content', 'content_encoding', 'content_url', 'metadata'],
]);
/** Content types the kernel reads into its output text and structured data. */
const KEPT_TYPES = new Set(['text/plain', 'application/json']);

const quote = (value: unknown): string =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
    : '';

class LossList {
  readonly entries: AcpReadLoss[] = [];
  private over = 0;

  add(path: Path, what: string, reason: string): void {
    if (this.entries.length < MAX_ENTRIES)
      this.entries.push({ path: jsonPath(path), what, reason });
    else this.over += 1;
  }

  done(): AcpReadLoss[] {
    if (this.over > 0) {
      this.entries.push({ path: '$', what: `${this.over} more`, reason: 'not listed' });
    }
    return this.entries;
  }
}

function metadataLoss(list: LossList, at: Path, metadata: unknown): void {
  if (!isObject(metadata)) return;
  if (metadata.kind === 'citation') {
    const title = quote(metadata.title) || quote(metadata.url);
    const range =
      typeof metadata.start_index === 'number' && typeof metadata.end_index === 'number'
        ? ` for characters ${metadata.start_index}–${metadata.end_index}`
        : '';
    list.add(at, `citation ${title}${range}`.trim(), 'the kernel task has no citations');
  } else if (metadata.kind === 'trajectory') {
    const step = quote(metadata.tool_name) || quote(metadata.message);
    list.add(at, `trajectory step ${step}`.trim(), 'the kernel task has no trajectory');
  } else {
    list.add(at, 'part metadata', 'neither a citation nor a trajectory, the two kinds ACP defines');
  }
}

function partLoss(list: LossList, at: Path, part: unknown): void {
  if (!isObject(part)) return;
  const type = typeof part.content_type === 'string' ? part.content_type : 'text/plain';
  const named = typeof part.name === 'string' ? ` (kept: its name ${quote(part.name)})` : '';
  if (typeof part.content_url === 'string') {
    list.add(
      [...at, 'content_url'],
      `${type} content at ${part.content_url}${named}`,
      'the kernel task does not fetch or keep content behind a URL',
    );
  } else if (part.content_encoding === 'base64' && part.content != null) {
    list.add(
      [...at, 'content'],
      `${type} content in base64${named}`,
      'the kernel task keeps text and JSON, not bytes',
    );
  } else if (part.content != null && !KEPT_TYPES.has(type)) {
    list.add(
      [...at, 'content'],
      `${type} content${named}`,
      'the kernel task keeps text/plain and application/json content only',
    );
  }
  if (part.metadata != null) metadataLoss(list, [...at, 'metadata'], part.metadata);
  for (const key of Object.keys(part)) {
    if (!PART_KEYS.has(key)) list.add([...at, key], `field ${key}`, 'ACP 0.2.0 does not define it');
  }
}

function messageLoss(list: LossList, at: Path, message: unknown): void {
  if (!isObject(message)) return;
  const role = message.role;
  if (typeof role === 'string' && role.startsWith('agent/')) {
    list.add(
      [...at, 'role'],
      `role ${quote(role)}`,
      `the kernel task does not record which agent wrote a message (${role.slice(6)})`,
    );
  }
  const parts = message.parts;
  if (Array.isArray(parts)) parts.forEach((part, p) => partLoss(list, [...at, 'parts', p], part));
  for (const key of Object.keys(message)) {
    if (!MESSAGE_KEYS.has(key))
      list.add([...at, key], `field ${key}`, 'ACP 0.2.0 does not define it');
  }
}

/**
 * What the kernel task read from `run` (untrusted JSON) does not keep, in document order.
 * @example acpReadLoss({ output: [{ role: 'agent/echo', parts: [...] }] })[0].path // "$.output[0].role"
 */
export function acpReadLoss(run: unknown, carriedKey: string): AcpReadLoss[] {
  const list = new LossList();
  if (!isObject(run)) return list.done();
  const output = run.output;
  if (Array.isArray(output)) output.forEach((m, i) => messageLoss(list, ['output', i], m));
  if (run.await_request != null) {
    list.add(['await_request'], 'what the agent awaits', 'the kernel task keeps the state only');
  }
  if (isObject(run.error)) {
    list.add(
      ['error'],
      `error ${quote(run.error.message)}`.trim(),
      'the kernel task keeps the state only',
    );
  }
  if (isObject(run.metadata)) {
    for (const key of Object.keys(run.metadata)) {
      if (key !== carriedKey) {
        list.add(['metadata', key], `metadata ${quote(key)}`, 'the kernel task has no metadata');
      }
    }
  }
  for (const key of Object.keys(run)) {
    if (!RUN_KEYS.has(key)) list.add([key], `field ${key}`, 'ACP 0.2.0 does not define it');
  }
  return list.done();
}
