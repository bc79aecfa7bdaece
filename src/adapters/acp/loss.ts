// What an ACP Run cannot say about a kernel task, as a rule table: what a reader of the run's own
// fields gets back for each field. The encoder carries each lost field under
// metadata["delegation-workbench/kernel"] (a Run property ACP 0.2.0 does not define and its
// clients ignore), so kernel → ACP → kernel is exact.
import type { KernelTask } from '../../core/kernel';
import {
  describeLoss,
  lostFields,
  say,
  type LossEntry,
  type LossReasons,
  type LostField,
  type ReadBackRules,
} from '../shared/loss';
import { KERNEL_METADATA_KEY, metadataPath } from '../shared/metadata-keys';
import { asUuid } from '../shared/uuid';
import { ACP_STATUS_TO_KERNEL, KERNEL_TO_ACP_STATUS } from './states';

const v = say.value;

/**
 * What ACP's own fields give back (encode-plain.ts writes them, decode.ts reads them). Output text
 * and structured data travel as a text/plain and an application/json part and come back exactly.
 */
const ACP_READ_BACK: ReadBackRules = {
  taskId: (k) => asUuid(k.taskId),
  contextId: (k) => (k.contextId === '' ? '' : asUuid(k.contextId)),
  state: (k) => ACP_STATUS_TO_KERNEL[KERNEL_TO_ACP_STATUS[k.state]],
  inputText: () => '',
  delegationChain: () => [],
  artifacts: () => [],
};

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

const carriedIn = metadataPath(KERNEL_METADATA_KEY);

/** The fields ACP's own words lose for `kernel`, unworded. */
const acpLostFields = (kernel: KernelTask): LostField[] => lostFields(kernel, ACP_READ_BACK);

/**
 * What ACP's own words lose for `kernel`, field by field, each with what a plain ACP reader gets.
 * @example acpLoss({ ...task, state: 'awaiting_auth' })[0].readBack // "awaiting_input"
 */
export function acpLoss(kernel: KernelTask): LossEntry[] {
  return describeLoss(acpLostFields(kernel), ACP_LOSS_REASONS, () => carriedIn);
}
