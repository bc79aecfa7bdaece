// What an A2A 0.3.0 Task cannot say about a kernel task in its own words, computed by reading the
// task back without the workbench's metadata entries. The delegation chain rides in
// metadata["delegation-workbench/delegationChain"]; anything else lost rides in
// metadata["delegation-workbench/kernel"], so kernel → A2A → kernel is exact.
import type { KernelTask } from '../../core/kernel';
import { taskToKernel } from '../../core/kernel';
import { kernelToTask } from '../../core/kernel-task';
import { computeLoss, say, type LossEntry, type LossReasons } from '../shared/loss';
import {
  DELEGATION_CHAIN_METADATA_KEY,
  KERNEL_METADATA_KEY,
  metadataPath,
  withoutWorkbenchEntries,
} from '../shared/metadata-keys';
import { readTask } from './decode';
import { encodeTask } from './encode';
import type { A2aTask } from './schema';

const v = say.value;

/** Why each field may not survive A2A's own words (shared by 0.3 and 1.0). */
export const A2A_LOSS_REASONS: LossReasons = {
  taskId: say.generic('task id'),
  contextId: say.generic('context id'),
  state: say.generic('state'),
  inputText: say.generic('input text'),
  outputText: say.generic('output text'),
  structured: say.generic('structured data'),
  delegationChain: () => 'A2A has no field for the delegation chain',
  artifacts: (k, r) =>
    `A2A carries output only inside artifacts: with no artifact named, the output travels in an unnamed one, so ${v(k)} reads back as ${v(r)}`,
};

/** Where the A2A adapters carry each lost field. */
export const a2aCarriedIn = (field: keyof KernelTask): string =>
  metadataPath(field === 'delegationChain' ? DELEGATION_CHAIN_METADATA_KEY : KERNEL_METADATA_KEY);

/** A task without the workbench's metadata entries, as a reader that does not know them sees it. */
export function plainTask(task: A2aTask): A2aTask {
  if (task.metadata === undefined) return task;
  const metadata = withoutWorkbenchEntries(task.metadata);
  return { ...task, metadata: Object.keys(metadata).length > 0 ? metadata : undefined };
}

/**
 * What A2A 0.3.0's own words lose for `kernel`, field by field.
 * @example a2aV03Loss(kernel).map((e) => e.field) // ["delegationChain"]
 */
export function a2aV03Loss(kernel: KernelTask): LossEntry[] {
  const back = readTask(plainTask(encodeTask(kernelToTask(kernel))));
  if (!back.ok) throw new Error(`A2A 0.3 adapter invariant: ${back.error.message}`);
  return computeLoss(kernel, taskToKernel(back.value), A2A_LOSS_REASONS, a2aCarriedIn);
}
