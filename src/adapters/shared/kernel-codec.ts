// Kernel task ↔ an A2A Task, for any A2A version: the kernel task becomes an engine task
// (core/kernel-task.ts) and then the version's Task JSON; whatever the plain task cannot carry
// (shared/a2a-loss.ts) is written under metadata["delegation-workbench/kernel"], so
// decoding gives back the kernel task exactly.
import type { z } from 'zod';
import type { JsonObject } from '../../core/json';
import { taskToKernel, type KernelTask } from '../../core/kernel';
import { kernelToTask } from '../../core/kernel-task';
import { ok, type Result } from '../../core/result';
import type { Task } from '../../core/task';
import { parseWire, type WireError } from './issues';
import { setData } from '../../core/json';
import { a2aLostFields, carriedInKernelEntry } from './a2a-loss';
import { carriedFields, parseCarried, restoreCarried } from './loss';
import { KERNEL_METADATA_KEY } from './metadata-keys';

/** What a version's adapter supplies: its Task schema, encoder and reader. */
export interface A2aTaskForms<W extends { metadata?: JsonObject | undefined }> {
  /** How errors name the document, e.g. "A2A 0.3 task". */
  readonly what: string;
  readonly schema: z.ZodType<W>;
  readonly encodeTask: (task: Task) => W;
  readonly readTask: (wire: W, what: string) => Result<Task, WireError>;
}

/** The kernel task encoder and decoder for one A2A version. */
export function kernelCodec<W extends { metadata?: JsonObject | undefined }>(
  forms: A2aTaskForms<W>,
): {
  encodeKernelTask: (kernel: KernelTask, tick?: number) => W;
  decodeKernelTask: (json: unknown) => Result<KernelTask, WireError>;
} {
  return {
    encodeKernelTask(kernel, tick = 0) {
      const task = forms.encodeTask(kernelToTask(kernel, tick));
      const carried = carriedFields(a2aLostFields(kernel), carriedInKernelEntry);
      if (Object.keys(carried).length === 0) return task;
      return { ...task, metadata: setData({ ...task.metadata }, KERNEL_METADATA_KEY, carried) };
    },
    decodeKernelTask(json) {
      const parsed = parseWire(forms.schema, json, forms.what);
      if (!parsed.ok) return parsed;
      const task = forms.readTask(parsed.value, forms.what);
      if (!task.ok) return task;
      const metadata = parsed.value.metadata;
      if (metadata === undefined || !Object.hasOwn(metadata, KERNEL_METADATA_KEY)) {
        return ok(taskToKernel(task.value));
      }
      const carried = parseCarried(metadata[KERNEL_METADATA_KEY], forms.what, [
        'metadata',
        KERNEL_METADATA_KEY,
      ]);
      return carried.ok ? ok(restoreCarried(taskToKernel(task.value), carried.value)) : carried;
    },
  };
}
