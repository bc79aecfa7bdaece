// The kernel's own task: deliberately neither A2A's shape nor ACP's. If the kernel stored A2A
// objects, an A2A revision would be a data migration; with this seam it is an adapter change.
import { z } from 'zod';
import { assignData, jsonEqual, jsonObjectSchema, type JsonObject } from './json';
import type { TaskState } from './lifecycle';
import { messageText, type Artifact, type Message, type Part } from './parts';
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
  // Plain loops, no callbacks or intermediate arrays: this runs once per delegation.
  let outputText: string | undefined;
  let structured: JsonObject | undefined;
  const { artifacts, history } = task;
  const names: string[] = [];
  for (let a = 0; a < artifacts.length; a += 1) {
    const artifact = artifacts[a] as Artifact;
    names.push(artifact.name ?? '');
    const { parts } = artifact;
    for (let p = 0; p < parts.length; p += 1) {
      const part = parts[p] as Part;
      if (part.kind === 'text') {
        if (part.text !== '') {
          outputText = outputText === undefined ? part.text : `${outputText} ${part.text}`;
        }
      } else if (part.kind === 'data') {
        // The first data part is copied whole by a spread, which V8 clones in one step where
        // setting key by key costs a store per key; later parts merge into it, a later key winning.
        // Both define plain data properties, so a key named "__proto__" stays a key.
        structured =
          structured === undefined ? { ...part.data } : assignData(structured, part.data);
      }
    }
  }
  let inputText = '';
  for (let m = 0; m < history.length; m += 1) {
    const message = history[m] as Message;
    if (message.role === 'user') {
      inputText = messageText(message);
      break;
    }
  }
  return {
    taskId: task.id,
    contextId: task.contextId,
    state: A2A_STATE_TO_KERNEL[task.status.state],
    inputText,
    outputText: outputText ?? '',
    structured: structured ?? {},
    delegationChain: [...task.delegationChain],
    artifacts: names,
  };
}

/** True when two lists of strings hold the same strings in the same order. */
function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Equality of two kernel tasks, field by field: the same answer as jsonEqual for values of the
 * kernel's type, without walking the task's own keys, which its type already fixes. Structured data
 * is compared as JSON (key order aside).
 */
export function kernelEqual(a: KernelTask, b: KernelTask): boolean {
  return (
    a.taskId === b.taskId &&
    a.contextId === b.contextId &&
    a.state === b.state &&
    a.inputText === b.inputText &&
    a.outputText === b.outputText &&
    sameStrings(a.delegationChain, b.delegationChain) &&
    sameStrings(a.artifacts, b.artifacts) &&
    jsonEqual(a.structured, b.structured)
  );
}
