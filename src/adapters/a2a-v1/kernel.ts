// Kernel task ↔ A2A 1.0 Task, through the shared codec (shared/kernel-codec.ts): what the plain
// task cannot carry (loss.ts) rides under metadata["delegation-workbench/kernel"].
import type { KernelTask } from '../../core/kernel';
import type { Result } from '../../core/result';
import type { WireError } from '../shared/issues';
import { kernelCodec } from '../shared/kernel-codec';
import { readTask } from './decode';
import { encodeTask } from './encode';
import { v1TaskSchema, type V1Task } from './schema';

const codec = kernelCodec({
  what: 'A2A 1.0 task',
  schema: v1TaskSchema,
  encodeTask,
  readTask,
});

/** A kernel task as an A2A 1.0 Task, its status stamped at `tick`. */
export const encodeKernelTask: (kernel: KernelTask, tick?: number) => V1Task =
  codec.encodeKernelTask;

/** Decodes untrusted A2A 1.0 Task JSON as a kernel task, restoring what the metadata carries. */
export const decodeKernelTask: (json: unknown) => Result<KernelTask, WireError> =
  codec.decodeKernelTask;
