// What A2A (0.3 and 1.0 alike) cannot say about a kernel task in its own words, as a rule table,
// and where the A2A adapters carry it: the delegation chain under
// metadata["delegation-workbench/delegationChain"], anything else under
// metadata["delegation-workbench/kernel"]. Both versions' Tasks carry ids, state, the first user
// message and artifacts with text and data parts, so they lose the same fields.
import type { JsonObject } from '../../core/json';
import type { KernelTask } from '../../core/kernel';
import {
  describeLoss,
  lostFields,
  say,
  type LossEntry,
  type LossReasons,
  type LostField,
  type ReadBackRules,
} from './loss';
import {
  DELEGATION_CHAIN_METADATA_KEY,
  KERNEL_METADATA_KEY,
  metadataPath,
  withoutWorkbenchEntries,
} from './metadata-keys';

/**
 * What a reader of an A2A Task's own fields gets back (core/kernel-task.ts builds the task,
 * core/kernel.ts reads it): output with no artifact name travels in an artifact named "".
 */
const A2A_READ_BACK: ReadBackRules = {
  delegationChain: () => [],
  artifacts: (k) =>
    k.artifacts.length === 0 && (k.outputText !== '' || Object.keys(k.structured).length > 0)
      ? ['']
      : k.artifacts,
};

/** Why each kernel field may not survive A2A's own words. */
const A2A_LOSS_REASONS: LossReasons = {
  taskId: say.generic('task id'),
  contextId: say.generic('context id'),
  state: say.generic('state'),
  inputText: say.generic('input text'),
  outputText: say.generic('output text'),
  structured: say.generic('structured data'),
  delegationChain: () => 'A2A has no field for the delegation chain',
  artifacts: (k, r) =>
    `A2A carries output only inside artifacts: with no artifact named, the output travels in an unnamed one, so ${say.value(k)} reads back as ${say.value(r)}`,
};

/** Where the A2A adapters carry each lost field. */
const a2aCarriedIn = (field: keyof KernelTask): string =>
  metadataPath(field === 'delegationChain' ? DELEGATION_CHAIN_METADATA_KEY : KERNEL_METADATA_KEY);

/** The fields A2A's own words lose for `kernel`, unworded. */
export const a2aLostFields = (kernel: KernelTask): LostField[] => lostFields(kernel, A2A_READ_BACK);

/** True for a lost field the codec carries in the kernel entry (the chain has its own entry). */
export const carriedInKernelEntry = (field: keyof KernelTask): boolean =>
  field !== 'delegationChain';

/**
 * What A2A's own words (0.3 and 1.0 alike) lose for `kernel`, field by field.
 * @example a2aLoss(kernel).map((e) => e.field) // ["delegationChain"]
 */
export function a2aLoss(kernel: KernelTask): LossEntry[] {
  return describeLoss(a2aLostFields(kernel), A2A_LOSS_REASONS, a2aCarriedIn);
}

/** A task without the workbench's metadata entries, as a reader that does not know them sees it. */
export function plainTask<T extends { metadata?: JsonObject | undefined }>(task: T): T {
  if (task.metadata === undefined) return task;
  const metadata = withoutWorkbenchEntries(task.metadata);
  return { ...task, metadata: Object.keys(metadata).length > 0 ? metadata : undefined };
}
