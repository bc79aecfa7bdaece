// Loss reports from rule tables: each adapter says, field by field, what a reader of its wire form's
// own words (ignoring the workbench's metadata) gets back for a kernel task. Every field that comes
// back different is a loss, and the adapter carries exactly those fields in a namespaced metadata
// entry, so its full round trip is exact. The rules run in the encoder's pass; the property tests
// hold them against an actual read-back of the wire form.
import { z } from 'zod';
import { jsonEqual, type JsonObject, type JsonValue } from '../../core/json';
import { kernelStateSchema, type KernelTask } from '../../core/kernel';
import { setData } from '../../core/json';
import { jsonDataObjectSchema } from './json-data';

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
