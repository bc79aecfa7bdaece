// What an ACP Run cannot say about a kernel task, computed by reading the plain run back. The
// encoder carries each lost field under metadata["delegation-workbench/kernel"] (a Run property
// ACP 0.2.0 does not define and its clients ignore), so kernel → ACP → kernel is exact.
import type { KernelTask } from '../../core/kernel';
import { computeLoss, say, type LossEntry, type LossReasons } from '../shared/loss';
import { KERNEL_METADATA_KEY, metadataPath } from '../shared/metadata-keys';
import { readPlainRun } from './decode';
import { encodePlainRun, type AcpRunOptions } from './encode-plain';

const v = say.value;

/** Why each field may not survive ACP's own words. */
const ACP_LOSS_REASONS: LossReasons = {
  taskId: (k, r) => `ACP run ids are UUIDs: task ${v(k)} travels as run_id ${v(r)}`,
  contextId: (k, r) => `ACP session ids are UUIDs: context ${v(k)} travels as session_id ${v(r)}`,
  state: (k, r) =>
    k === 'rejected'
      ? `ACP has no rejected status: a rejected task reads as ${v(r)}`
      : `ACP says "awaiting" for both awaiting_input and awaiting_auth: ${v(k)} reads as ${v(r)}`,
  inputText: () => 'an ACP Run does not repeat its input (only the create request carries it)',
  outputText: say.generic('output text'),
  structured: say.generic('structured data'),
  delegationChain: () => 'ACP has no field for the delegation chain',
  artifacts: (k) =>
    `ACP names output parts, not artifacts; the kernel keeps ${v(k)} without their content`,
};

/**
 * What ACP's own words lose for `kernel`, field by field, each with what a plain ACP reader gets.
 * @example acpLoss({ ...task, state: 'awaiting_auth' })[0].readBack // "awaiting_input"
 */
export function acpLoss(kernel: KernelTask, options: AcpRunOptions = {}): LossEntry[] {
  const readBack = readPlainRun(encodePlainRun(kernel, options));
  if (!readBack.ok) throw new Error(`ACP adapter invariant: ${readBack.error.message}`);
  const carriedIn = metadataPath(KERNEL_METADATA_KEY);
  return computeLoss(kernel, readBack.value, ACP_LOSS_REASONS, carriedIn);
}
