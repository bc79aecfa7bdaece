// What an A2A 1.0 Task cannot say about a kernel task in its own words, computed by reading the
// task back without the workbench's metadata entries (shared/a2a-loss.ts says where each lost
// field is carried), so kernel → A2A 1.0 → kernel is exact.
import type { KernelTask } from '../../core/kernel';
import { taskToKernel } from '../../core/kernel';
import { kernelToTask } from '../../core/kernel-task';
import { A2A_LOSS_REASONS, a2aCarriedIn, plainTask } from '../shared/a2a-loss';
import { computeLoss, type LossEntry } from '../shared/loss';
import { readTask } from './decode';
import { encodeTask } from './encode';

/** What A2A 1.0's own words lose for `kernel`, field by field. */
export function a2aV1Loss(kernel: KernelTask): LossEntry[] {
  const back = readTask(plainTask(encodeTask(kernelToTask(kernel))));
  if (!back.ok) throw new Error(`A2A 1.0 adapter invariant: ${back.error.message}`);
  return computeLoss(kernel, taskToKernel(back.value), A2A_LOSS_REASONS, a2aCarriedIn);
}
