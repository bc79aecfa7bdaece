// The followed task at one step of a recording in its three forms: the A2A JSON of the engine's
// task, the kernel's task, and the ACP run (with the create request that started it), plus each
// translation's loss report, its live round trip and what a client that ignores the workbench's
// metadata reads. Pure: a timeline and a step in, plain values out.
import * as a2aV03 from '../../adapters/a2a-v0_3';
import * as a2aV1 from '../../adapters/a2a-v1';
import { acpLoss, decodeRun, encodeRun, type AcpRunOptions } from '../../adapters/acp';
import type { LossEntry } from '../../adapters/shared/loss';
import { withoutWorkbenchEntries } from '../../adapters/shared/metadata-keys';
import { jsonEqual, type JsonObject } from '../../core/json';
import { taskToKernel, type KernelTask } from '../../core/kernel';
import { messageText } from '../../core/parts';
import type { Task } from '../../core/task';
import type { Timeline } from '../../core/timeline';
import type { SessionMode, WireVersion } from '../../store';

/** How a translation reads back. */
export interface ReadBack {
  /** kernel → wire JSON → kernel gave the kernel task back exactly. */
  readonly exact: boolean;
  /** The adapter's decode of its own encoding, or why it failed. */
  readonly back: KernelTask | string;
  /** What a client that ignores the workbench's metadata entries reads, or why it failed. */
  readonly plain: KernelTask | string;
}

export interface A2aForm {
  readonly version: WireVersion;
  /** The engine's task encoded directly (encodeTask): every message, id and timestamp. */
  readonly task: JsonObject;
  /** What the kernel reads from the shown JSON equals the kernel column. */
  readonly readsAsKernel: boolean;
  readonly loss: readonly LossEntry[];
  readonly readBack: ReadBack;
}

export interface AcpForm {
  /** POST /runs: the only ACP document that carries the input. */
  readonly request: JsonObject;
  /** The run as encodeRun writes it, lost fields carried in its metadata. */
  readonly run: JsonObject;
  readonly options: AcpRunOptions;
  readonly loss: readonly LossEntry[];
  readonly readBack: ReadBack;
}

export interface Envelopes {
  readonly index: number;
  readonly label: string;
  readonly task: Task;
  readonly kernel: KernelTask;
  readonly a2a: A2aForm;
  readonly acp: AcpForm;
}

/** Through JSON text and back, as a wire would carry it (undefined fields drop out). */
const overTheWire = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

const sameKernel = (a: KernelTask, b: KernelTask) => jsonEqual(a, b);

/** A document as a client that does not know the workbench's metadata keys sees it. */
export function withoutWorkbenchMetadata(doc: JsonObject): JsonObject {
  const metadata = doc.metadata;
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return doc;
  const kept = withoutWorkbenchEntries(metadata);
  const out = { ...doc };
  delete out.metadata;
  return Object.keys(kept).length > 0 ? { ...out, metadata: kept } : out;
}

type Decoded = { ok: true; value: KernelTask } | { ok: false; error: { message: string } };
const valueOr = (decoded: Decoded): KernelTask | string =>
  decoded.ok ? decoded.value : decoded.error.message;

function readBack(
  kernel: KernelTask,
  wire: JsonObject,
  plainWire: JsonObject,
  decode: (json: unknown) => Decoded,
): ReadBack {
  const back = valueOr(decode(wire));
  return {
    exact: typeof back !== 'string' && sameKernel(back, kernel),
    back,
    plain: valueOr(decode(plainWire)),
  };
}

const A2A_ADAPTERS = {
  '0.3': {
    encodeTask: a2aV03.encodeTask,
    encodeKernelTask: a2aV03.encodeKernelTask,
    decodeKernelTask: a2aV03.decodeKernelTask,
    loss: a2aV03.a2aV03Loss,
  },
  '1.0': {
    encodeTask: a2aV1.encodeTask,
    encodeKernelTask: a2aV1.encodeKernelTask,
    decodeKernelTask: a2aV1.decodeKernelTask,
    loss: a2aV1.a2aV1Loss,
  },
} as const;

/** The engine's task as A2A `version` JSON, encoded directly (encodeTask). */
export const a2aTaskJson = (task: Task, version: WireVersion): JsonObject =>
  overTheWire(A2A_ADAPTERS[version].encodeTask(task));

/** The task in A2A `version`: shown as the engine holds it, round-tripped as the kernel holds it. */
function a2aForm(task: Task, kernel: KernelTask, version: WireVersion): A2aForm {
  const adapter = A2A_ADAPTERS[version];
  const shown = a2aTaskJson(task, version);
  const fromShown = adapter.decodeKernelTask(shown);
  const wire = overTheWire(adapter.encodeKernelTask(kernel, task.status.timestamp));
  return {
    version,
    task: shown,
    readsAsKernel: fromShown.ok && sameKernel(fromShown.value, kernel),
    loss: adapter.loss(kernel),
    readBack: readBack(kernel, wire, withoutWorkbenchMetadata(wire), adapter.decodeKernelTask),
  };
}

/** The followed task as it stood at frame `index`, if it existed then. */
export function taskAt(timeline: Timeline, index: number): Task | undefined {
  const frame = timeline.frames[index];
  if (frame?.taskId === undefined) return undefined;
  return frame.engine.tasks.get(frame.taskId)?.task;
}

/** The run's options at frame `index`: the callee, when it started and ended, its words. */
function acpOptionsAt(timeline: Timeline, index: number, task: Task): AcpRunOptions {
  const first = timeline.frames.findIndex((_, i) => taskAt(timeline, i)?.id === task.id);
  const createdTick = taskAt(timeline, first)?.status.timestamp ?? task.status.timestamp;
  const said = task.status.message === undefined ? undefined : messageText(task.status.message);
  const state = task.status.state;
  const awaiting = state === 'input-required' || state === 'auth-required';
  const ended = state === 'failed' || state === 'rejected';
  return {
    agentName: timeline.frames[index]?.engine.config.card.name ?? 'agent',
    createdTick,
    finishedTick: task.status.timestamp,
    ...(awaiting && said ? { awaitPrompt: said } : {}),
    ...(ended && said ? { errorMessage: said } : {}),
  };
}

/** The ACP create request (RunCreateRequest) that would have started this run. */
function acpCreateRequest(run: JsonObject, kernel: KernelTask, mode: SessionMode) {
  return overTheWire({
    agent_name: run.agent_name,
    session_id: run.session_id,
    input: [{ role: 'user', parts: [{ content_type: 'text/plain', content: kernel.inputText }] }],
    mode: mode === 'stream' ? 'stream' : 'sync',
  });
}

/** The task as an ACP run, with its create request, loss report and round trip. */
function acpForm(kernel: KernelTask, options: AcpRunOptions, mode: SessionMode): AcpForm {
  const run = overTheWire(encodeRun(kernel, options));
  return {
    request: acpCreateRequest(run, kernel, mode),
    run,
    options,
    loss: acpLoss(kernel),
    readBack: readBack(kernel, run, withoutWorkbenchMetadata(run), decodeRun),
  };
}

/** Every form of the followed task at frame `index`, or undefined before the task exists. */
export function envelopesAt(
  timeline: Timeline,
  index: number,
  version: WireVersion,
  mode: SessionMode,
): Envelopes | undefined {
  const task = taskAt(timeline, index);
  const frame = timeline.frames[index];
  if (task === undefined || frame === undefined) return undefined;
  const kernel = taskToKernel(task);
  return {
    index,
    label: frame.label,
    task,
    kernel,
    a2a: a2aForm(task, kernel, version),
    acp: acpForm(kernel, acpOptionsAt(timeline, index, task), mode),
  };
}

/** The three forms of one step as one JSON document, for download. */
export function envelopesDocument(envelopes: Envelopes): JsonObject {
  return overTheWire({
    step: { number: envelopes.index + 1, label: envelopes.label },
    a2a: { version: envelopes.a2a.version, task: envelopes.a2a.task },
    kernel: envelopes.kernel,
    acp: { createRequest: envelopes.acp.request, run: envelopes.acp.run },
  });
}
