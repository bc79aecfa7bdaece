// The kernel's own task: deliberately neither A2A's shape nor ACP's. If the kernel stored A2A
// objects, an A2A revision would be a data migration; with this seam it is an adapter change.
import { z } from 'zod';
import { assignData, jsonObjectSchema, type JsonObject } from './json';
import type { TaskState } from './lifecycle';
import { messageText } from './parts';
import type { Task } from './task';

export const KERNEL_STATES = [
  'queued',
  'running',
  'awaiting_input',
  'awaiting_auth',
  'succeeded',
  'cancelled',
  'failed',
  'rejected',
] as const;
export const kernelStateSchema = z.enum(KERNEL_STATES);
export type KernelState = z.infer<typeof kernelStateSchema>;

export const kernelTaskSchema = z.object({
  taskId: z.string(),
  contextId: z.string(),
  state: kernelStateSchema,
  inputText: z.string(),
  outputText: z.string(),
  structured: jsonObjectSchema,
  delegationChain: z.array(z.string()),
  /** Artifact names, in order. */
  artifacts: z.array(z.string()),
});
export type KernelTask = z.infer<typeof kernelTaskSchema>;

/** A2A's task states in the kernel's words: a bijection. */
export const A2A_STATE_TO_KERNEL: Readonly<Record<TaskState, KernelState>> = {
  submitted: 'queued',
  working: 'running',
  'input-required': 'awaiting_input',
  'auth-required': 'awaiting_auth',
  completed: 'succeeded',
  canceled: 'cancelled',
  failed: 'failed',
  rejected: 'rejected',
};

export const KERNEL_TO_A2A_STATE: Readonly<Record<KernelState, TaskState>> = Object.fromEntries(
  Object.entries(A2A_STATE_TO_KERNEL).map(([a2a, kernel]) => [kernel, a2a]),
) as Record<KernelState, TaskState>;

/**
 * The kernel's view of an engine task: input text from the first user message, output text and
 * merged structured data from the artifacts, the chain and the artifact names.
 */
export function taskToKernel(task: Task): KernelTask {
  const outputBits: string[] = [];
  const structured: JsonObject = {};
  for (const artifact of task.artifacts) {
    for (const part of artifact.parts) {
      if (part.kind === 'text' && part.text !== '') outputBits.push(part.text);
      else if (part.kind === 'data') assignData(structured, part.data);
    }
  }
  const firstInput = task.history.find((m) => m.role === 'user');
  return {
    taskId: task.id,
    contextId: task.contextId,
    state: A2A_STATE_TO_KERNEL[task.status.state],
    inputText: firstInput ? messageText(firstInput) : '',
    outputText: outputBits.join(' '),
    structured,
    delegationChain: [...task.delegationChain],
    artifacts: task.artifacts.map((a) => a.name ?? ''),
  };
}
