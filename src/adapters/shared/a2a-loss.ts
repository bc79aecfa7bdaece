// What A2A (0.3 and 1.0 alike) cannot say about a kernel task in its own words, and where the A2A
// adapters carry it: the delegation chain under metadata["delegation-workbench/delegationChain"],
// anything else under metadata["delegation-workbench/kernel"].
import type { JsonObject } from '../../core/json';
import type { KernelTask } from '../../core/kernel';
import { say, type LossReasons } from './loss';
import {
  DELEGATION_CHAIN_METADATA_KEY,
  KERNEL_METADATA_KEY,
  metadataPath,
  withoutWorkbenchEntries,
} from './metadata-keys';

/** Why each kernel field may not survive A2A's own words. */
export const A2A_LOSS_REASONS: LossReasons = {
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
export const a2aCarriedIn = (field: keyof KernelTask): string =>
  metadataPath(field === 'delegationChain' ? DELEGATION_CHAIN_METADATA_KEY : KERNEL_METADATA_KEY);

/** A task without the workbench's metadata entries, as a reader that does not know them sees it. */
export function plainTask<T extends { metadata?: JsonObject | undefined }>(task: T): T {
  if (task.metadata === undefined) return task;
  const metadata = withoutWorkbenchEntries(task.metadata);
  return { ...task, metadata: Object.keys(metadata).length > 0 ? metadata : undefined };
}
