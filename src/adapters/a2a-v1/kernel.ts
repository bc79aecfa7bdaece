// Kernel task ↔ A2A 1.0 Task, as for 0.3: through the engine task, with what the plain task cannot
// carry under metadata["delegation-workbench/kernel"], so decodeKernelTask is exact.
import { taskToKernel, type KernelTask } from '../../core/kernel';
import { kernelToTask } from '../../core/kernel-task';
import { ok, type Result } from '../../core/result';
import { parseWire, type WireError } from '../shared/issues';
import { setData } from '../shared/json-data';
import { carriedFields, carriedKernelSchema, restoreCarried } from '../shared/loss';
import { KERNEL_METADATA_KEY, metadataPath } from '../shared/metadata-keys';
import { readTask } from './decode';
import { encodeTask } from './encode';
import { a2aV1Loss } from './loss';
import { v1TaskSchema, type V1Task } from './schema';

/** A kernel task as an A2A 1.0 Task, its status stamped at `tick`. */
export function encodeKernelTask(kernel: KernelTask, tick = 0): V1Task {
  const task = encodeTask(kernelToTask(kernel, tick));
  const carried = carriedFields(a2aV1Loss(kernel), metadataPath(KERNEL_METADATA_KEY));
  if (Object.keys(carried).length === 0) return task;
  return { ...task, metadata: setData({ ...task.metadata }, KERNEL_METADATA_KEY, carried) };
}

/** Decodes untrusted A2A 1.0 Task JSON as a kernel task, restoring what the metadata carries. */
export function decodeKernelTask(json: unknown): Result<KernelTask, WireError> {
  const what = 'A2A 1.0 task';
  const parsed = parseWire(v1TaskSchema, json, what);
  if (!parsed.ok) return parsed;
  const task = readTask(parsed.value, what);
  if (!task.ok) return task;
  const metadata = parsed.value.metadata;
  if (metadata === undefined || !Object.hasOwn(metadata, KERNEL_METADATA_KEY)) {
    return ok(taskToKernel(task.value));
  }
  const carried = parseWire(carriedKernelSchema, metadata[KERNEL_METADATA_KEY], what, [
    'metadata',
    KERNEL_METADATA_KEY,
  ]);
  return carried.ok ? ok(restoreCarried(taskToKernel(task.value), carried.value)) : carried;
}
