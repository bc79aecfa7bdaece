// Loss reports from rule tables: each adapter says, field by field, what a reader of its wire form's
// own words (ignoring the workbench's metadata) gets back for a kernel task. Every field that comes
// back different is a loss, and the adapter carries exactly those fields in a namespaced metadata
// entry, so its full round trip is exact. The rules run in the encoder's pass; the property tests
// hold them against an actual read-back of the wire form.
import { z } from 'zod';
import { jsonEqual, type JsonObject, type JsonValue } from '../../core/json';
import {
  KERNEL_STATES,
  kernelStateSchema,
  type KernelState,
  type KernelTask,
} from '../../core/kernel';
import { ok, type Result } from '../../core/result';
import { parseWire, type WireError } from './issues';
import { setData } from '../../core/json';
import { isJsonDataObject, jsonDataObjectSchema } from './json-data';

export type KernelField = keyof KernelTask;

/** Kernel fields in the order the kernel declares them; reports list losses in this order. */
export const KERNEL_FIELDS: readonly KernelField[] = [
  'taskId',
  'contextId',
  'state',
  'inputText',
  'outputText',
  'structured',
  'delegationChain',
  'artifacts',
];

export interface LossEntry {
  /** The kernel field the wire form cannot carry in its own words. */
  readonly field: KernelField;
  /** The kernel's value. */
  readonly kernel: JsonValue;
  /** What a reader of the wire form's own fields gets back instead. */
  readonly readBack: JsonValue;
  /** Why, in one sentence. */
  readonly reason: string;
  /** Where the adapter carries the kernel's value, so its own round trip stays exact. */
  readonly carriedIn: string;
}

/** Per-field explanations; each gets the kernel's value and what came back. */
export type LossReasons = Readonly<
  Record<KernelField, (kernel: JsonValue, readBack: JsonValue) => string>
>;

/**
 * What a plain reader of one wire form gets back for each kernel field it may lose. A field with
 * no rule always comes back exactly.
 */
export type ReadBackRules = Readonly<
  Partial<Record<KernelField, (kernel: KernelTask) => JsonValue>>
>;

/** A field the wire form's own words do not give back: the kernel's value and what a reader gets. */
export interface LostField {
  readonly field: KernelField;
  readonly kernel: JsonValue;
  readonly readBack: JsonValue;
}

/** The fields `rules` say a plain reader gets back different, in kernel order. No wording. */
export function lostFields(kernel: KernelTask, rules: ReadBackRules): LostField[] {
  const lost: LostField[] = [];
  for (const field of KERNEL_FIELDS) {
    const rule = rules[field];
    if (rule === undefined) continue;
    const ours = kernel[field] as JsonValue;
    const readBack = rule(kernel);
    if (ours === readBack || jsonEqual(ours, readBack)) continue;
    lost.push({ field, kernel: ours, readBack });
  }
  return lost;
}

/** The loss report for lost fields: each worded, with where the adapter carries it. */
export function describeLoss(
  lost: readonly LostField[],
  reasons: LossReasons,
  carriedIn: (field: KernelField) => string,
): LossEntry[] {
  return lost.map((entry) => ({
    ...entry,
    reason: reasons[entry.field](entry.kernel, entry.readBack),
    carriedIn: carriedIn(entry.field),
  }));
}

/** The lost fields `carry` keeps, as a metadata entry holds them: field name → the kernel's value. */
export function carriedFields(
  lost: readonly LostField[],
  carry: (field: KernelField) => boolean = () => true,
): JsonObject {
  const out: JsonObject = {};
  for (const entry of lost) if (carry(entry.field)) setData(out, entry.field, entry.kernel);
  return out;
}

/** What a carried-fields entry may hold; anything else in it is ignored. */
export const carriedKernelSchema = z.object({
  taskId: z.string().optional(),
  contextId: z.string().optional(),
  state: kernelStateSchema.optional(),
  inputText: z.string().optional(),
  outputText: z.string().optional(),
  structured: jsonDataObjectSchema.optional(),
  delegationChain: z.array(z.string()).optional(),
  artifacts: z.array(z.string()).optional(),
});
type CarriedKernel = z.infer<typeof carriedKernelSchema>;

const KERNEL_STATE_NAMES: ReadonlySet<unknown> = new Set(KERNEL_STATES);

/** A copy of `value` when it is an array of strings (as z.array(z.string()) gives); else undefined. */
function stringArray(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  for (let i = 0; i < value.length; i += 1) if (typeof value[i] !== 'string') return undefined;
  // Copied once checked: slice allocates the exact length, where pushing into [] reserves room
  // for 16 items on the first push.
  return value.slice() as string[];
}

/**
 * The entry as carriedKernelSchema reads it, checked by hand: zod runs without its JIT under the
 * app's Content-Security-Policy, and every decode of a workbench-written run reads one entry.
 * Undefined when a field is not what the schema allows; the schema then words the error.
 */
function readCarriedFast(entry: unknown): CarriedKernel | undefined {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const { taskId, contextId, state, inputText, outputText, structured } = entry as Record<
    string,
    unknown
  >;
  const out: CarriedKernel = {};
  if (taskId !== undefined) {
    if (typeof taskId !== 'string') return undefined;
    out.taskId = taskId;
  }
  if (contextId !== undefined) {
    if (typeof contextId !== 'string') return undefined;
    out.contextId = contextId;
  }
  if (state !== undefined) {
    if (!KERNEL_STATE_NAMES.has(state)) return undefined;
    out.state = state as KernelState;
  }
  if (inputText !== undefined) {
    if (typeof inputText !== 'string') return undefined;
    out.inputText = inputText;
  }
  if (outputText !== undefined) {
    if (typeof outputText !== 'string') return undefined;
    out.outputText = outputText;
  }
  if (structured !== undefined) {
    if (!isJsonDataObject(structured)) return undefined;
    out.structured = structured;
  }
  const { delegationChain, artifacts } = entry as Record<string, unknown>;
  if (delegationChain !== undefined) {
    const chain = stringArray(delegationChain);
    if (chain === undefined) return undefined;
    out.delegationChain = chain;
  }
  if (artifacts !== undefined) {
    const names = stringArray(artifacts);
    if (names === undefined) return undefined;
    out.artifacts = names;
  }
  return out;
}

/**
 * A carried-fields entry read from untrusted metadata at `at`: the fields it holds, or an error
 * naming where it is wrong.
 */
export function parseCarried(
  entry: unknown,
  what: string,
  at: readonly PropertyKey[],
): Result<CarriedKernel, WireError> {
  const fast = readCarriedFast(entry);
  return fast !== undefined ? ok(fast) : parseWire(carriedKernelSchema, entry, what, at);
}

/** `plain` with every carried field put back. */
export function restoreCarried(plain: KernelTask, carried: CarriedKernel): KernelTask {
  return {
    taskId: carried.taskId ?? plain.taskId,
    contextId: carried.contextId ?? plain.contextId,
    state: carried.state ?? plain.state,
    inputText: carried.inputText ?? plain.inputText,
    outputText: carried.outputText ?? plain.outputText,
    structured: carried.structured ?? plain.structured,
    delegationChain: carried.delegationChain ?? plain.delegationChain,
    artifacts: carried.artifacts ?? plain.artifacts,
  };
}

/** The kernel task a loss report says a plain reader gets: each lost field replaced. */
export function applyLoss(kernel: KernelTask, entries: readonly LossEntry[]): KernelTask {
  const out: KernelTask = { ...kernel };
  for (const entry of entries) Object.assign(out, { [entry.field]: entry.readBack });
  return out;
}

const q = (value: JsonValue): string => JSON.stringify(value);

/** Wording shared by every adapter's reasons. */
export const say = {
  value: q,
  generic: (what: string) => (kernel: JsonValue, readBack: JsonValue) =>
    `${what}: ${q(kernel)} reads back as ${q(readBack)}`,
};
