// Kernel task → ACP Run. ACP's own fields say what they can (encode-plain.ts); whatever they
// cannot is carried in the run's metadata under "delegation-workbench/kernel", so decodeRun gives
// back the kernel task exactly. An ACP client that ignores that entry reads what acpLoss reports.
import type { KernelTask } from '../../core/kernel';
import { carriedFields } from '../shared/loss';
import { KERNEL_METADATA_KEY } from '../shared/metadata-keys';
import { setData } from '../../core/json';
import { encodePlainRun, type AcpRunOptions } from './encode-plain';
import { acpLostFields } from './loss';
import type { AcpRun } from './schema';

export { toAgentName, type AcpRunOptions } from './encode-plain';

/**
 * A kernel task as an ACP Run (components.schemas.Run), deterministic for given options.
 * @example encodeRun(kernel, { agentName: 'sanctions-screening-agent', createdTick: 1 })
 */
export function encodeRun(kernel: KernelTask, options: AcpRunOptions = {}): AcpRun {
  const run = encodePlainRun(kernel, options);
  const lost = acpLostFields(kernel);
  if (lost.length === 0) return run;
  run.metadata = setData({}, KERNEL_METADATA_KEY, carriedFields(lost));
  return run;
}
