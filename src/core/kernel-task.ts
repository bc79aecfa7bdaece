// The kernel task as an engine task, so any protocol that speaks in tasks (A2A) can show a kernel
// task. The inverse of taskToKernel wherever the engine's shape allows: the input becomes the first
// user message, the output text and structured data the first artifact's parts.
import type { KernelTask } from './kernel';
import { KERNEL_TO_A2A_STATE } from './kernel';
import { textPart, type Artifact, type Part } from './parts';
import type { Task } from './task';

/**
 * An engine task that taskToKernel reads back as `kernel`, stamped at `tick`. One case cannot
 * come back: output without any artifact name travels in an artifact named "", which reads back
 * as one more artifact name.
 */
export function kernelToTask(kernel: KernelTask, tick = 0): Task {
  const output: Part[] = [];
  if (kernel.outputText !== '') output.push(textPart(kernel.outputText));
  if (Object.keys(kernel.structured).length > 0) {
    output.push({ kind: 'data', data: kernel.structured });
  }
  const names = kernel.artifacts.length === 0 && output.length > 0 ? [''] : kernel.artifacts;
  const artifacts: Artifact[] = names.map((name, i) => ({
    artifactId: `art-${i + 1}`,
    name,
    // An artifact needs a part; an empty text part reads back as no output at all.
    parts: i === 0 && output.length > 0 ? output : [textPart('')],
  }));
  return {
    id: kernel.taskId,
    contextId: kernel.contextId,
    status: { state: KERNEL_TO_A2A_STATE[kernel.state], timestamp: Math.max(0, Math.trunc(tick)) },
    history: [
      {
        messageId: 'msg-1',
        role: 'user',
        parts: [textPart(kernel.inputText)],
        taskId: kernel.taskId,
        contextId: kernel.contextId,
      },
    ],
    artifacts,
    delegationChain: [...kernel.delegationChain],
  };
}
