// Loss reports, computed rather than asserted: an adapter encodes a kernel task, reads the wire
// form back through its own words only (ignoring the workbench's metadata), and every kernel field
// that came back different is a loss. The adapter carries exactly those fields in a namespaced
// metadata entry, so its full round trip is exact and the report cannot miss anything.
import { z } from 'zod';
import { jsonEqual, type JsonObject, type JsonValue } from '../../core/json';
import { kernelStateSchema, type KernelTask } from '../../core/kernel';
import { jsonDataObjectSchema, setData } from './json-data';

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
 * The loss entries for `kernel` given what a plain reader of its wire form got back; `carriedIn`
 * names where the adapter carries a field (one place for all, or per field).
 */
export function computeLoss(
  kernel: KernelTask,
  readBack: KernelTask,
  reasons: LossReasons,
  carriedIn: string | ((field: KernelField) => string),
): LossEntry[] {
  const entries: LossEntry[] = [];
  for (const field of KERNEL_FIELDS) {
    const ours = kernel[field] as JsonValue;
    const theirs = readBack[field] as JsonValue;
    if (jsonEqual(ours, theirs)) continue;
    entries.push({
      field,
      kernel: ours,
      readBack: theirs,
      reason: reasons[field](ours, theirs),
      carriedIn: typeof carriedIn === 'string' ? carriedIn : carriedIn(field),
    });
  }
  return entries;
}

/** The carried fields, as a metadata entry holds them: field name → the kernel's value. */
export function carriedFields(entries: readonly LossEntry[], carriedIn?: string): JsonObject {
  const out: JsonObject = {};
  for (const entry of entries) {
    if (carriedIn === undefined || entry.carriedIn === carriedIn) {
      setData(out, entry.field, entry.kernel);
    }
  }
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
export type CarriedKernel = z.infer<typeof carriedKernelSchema>;

/** `plain` with every carried field put back. */
export function restoreCarried(plain: KernelTask, carried: CarriedKernel | undefined): KernelTask {
  if (carried === undefined) return plain;
  const out: KernelTask = { ...plain };
  for (const field of KERNEL_FIELDS) {
    const value = carried[field];
    if (value !== undefined) Object.assign(out, { [field]: value });
  }
  return out;
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
