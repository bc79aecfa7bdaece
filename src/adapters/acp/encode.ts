// Kernel task → ACP Run. ACP's own fields say what they can (encode-plain.ts); whatever they
// cannot is carried in the run's metadata under "delegation-workbench/kernel", so decodeRun gives
// back the kernel task exactly. An ACP client that ignores that entry reads what acpLoss reports.
import type { JsonObject } from '../../core/json';
import type { KernelTask } from '../../core/kernel';
import { KERNEL_METADATA_KEY } from '../shared/metadata-keys';
import { setData } from '../../core/json';
import { encodePlainRun, type AcpRunOptions } from './encode-plain';
import type { AcpRun } from './schema';
import { ACP_STATUS_TO_KERNEL } from './states';

export { toAgentName, type AcpRunOptions } from './encode-plain';

/**
 * The fields a reader of `run`'s own words does not get back, each with the kernel's value, in the
 * kernel's field order; undefined when there are none. Read off the run just written rather than
 * worked out again: the ids and status are compared as written, and the fields a Run has no word
 * for are lost whenever they are not empty. The same entries as carriedFields(acpLostFields(kernel))
 * (loss.ts's rule table), which the property tests hold it to.
 */
function carriedBy(run: AcpRun, kernel: KernelTask): JsonObject | undefined {
  let out: JsonObject | undefined;
  if (run.run_id !== kernel.taskId) (out ??= {}).taskId = kernel.taskId;
  if ((run.session_id ?? '') !== kernel.contextId) (out ??= {}).contextId = kernel.contextId;
  if (ACP_STATUS_TO_KERNEL[run.status] !== kernel.state) (out ??= {}).state = kernel.state;
  if (kernel.inputText !== '') (out ??= {}).inputText = kernel.inputText;
  // Output text and structured data travel in the output parts and come back exactly.
  if (kernel.delegationChain.length > 0) (out ??= {}).delegationChain = kernel.delegationChain;
  if (kernel.artifacts.length > 0) (out ??= {}).artifacts = kernel.artifacts;
  return out;
}

/**
 * A kernel task as an ACP Run (components.schemas.Run), deterministic for given options.
 * @example encodeRun(kernel, { agentName: 'sanctions-screening-agent', createdTick: 1 })
 */
export function encodeRun(kernel: KernelTask, options: AcpRunOptions = {}): AcpRun {
  const run = encodePlainRun(kernel, options);
  const carried = carriedBy(run, kernel);
  if (carried !== undefined) run.metadata = setData({}, KERNEL_METADATA_KEY, carried);
  return run;
}
