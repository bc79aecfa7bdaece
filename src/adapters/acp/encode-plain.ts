// A kernel task as an ACP Run in ACP's own words only: the part of the encoding every ACP client
// understands. encode.ts adds the workbench's metadata entry for whatever this form loses.
import type { KernelTask } from '../../core/kernel';
import { asUuid } from '../shared/uuid';
import { tickToIso } from '../shared/time';
import type { AcpMessagePart, AcpRun } from './schema';
import { FINISHED_STATES, KERNEL_TO_ACP_STATUS } from './states';

export interface AcpRunOptions {
  /** The callee's name; folded into a DNS label when it is not one. Default "agent". */
  readonly agentName?: string;
  /** Tick the run was created at (created_at). Default 0. */
  readonly createdTick?: number;
  /** Tick a finished run ended at (finished_at). Default: the created tick. */
  readonly finishedTick?: number;
  /** The agent's question while the run awaits, sent as await_request. */
  readonly awaitPrompt?: string;
  /** What a failed run's error says. Default: a sentence naming the kernel state. */
  readonly errorMessage?: string;
}

/**
 * A name as an RFC 1123 DNS label, ACP's AgentName.
 * @example toAgentName('Sanctions Screening') // "sanctions-screening"
 */
export function toAgentName(name: string): string {
  const label = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
  return label === '' ? 'agent' : label;
}

const DEFAULT_ERRORS: Partial<Record<KernelTask['state'], string>> = {
  failed: 'The run failed.',
  rejected: 'The agent rejected the task.',
};

/** The output parts: the text, then the structured data as one JSON document. */
function outputParts(kernel: KernelTask): AcpMessagePart[] {
  const parts: AcpMessagePart[] = [];
  if (kernel.outputText !== '') {
    parts.push({ content_type: 'text/plain', content: kernel.outputText });
  }
  if (Object.keys(kernel.structured).length > 0) {
    parts.push({ content_type: 'application/json', content: JSON.stringify(kernel.structured) });
  }
  return parts;
}

/** A kernel task as an ACP Run, without the workbench's metadata entry; keys in the schema's order. */
export function encodePlainRun(kernel: KernelTask, options: AcpRunOptions = {}): AcpRun {
  const agentName = toAgentName(options.agentName ?? 'agent');
  const role = `agent/${agentName}`;
  const status = KERNEL_TO_ACP_STATUS[kernel.state];
  const createdTick = options.createdTick ?? 0;
  const parts = outputParts(kernel);
  return {
    agent_name: agentName,
    ...(kernel.contextId !== '' ? { session_id: asUuid(kernel.contextId) } : {}),
    run_id: asUuid(kernel.taskId),
    status,
    ...(status === 'awaiting' && options.awaitPrompt !== undefined
      ? {
          await_request: {
            type: 'message',
            message: {
              role,
              parts: [{ content_type: 'text/plain', content: options.awaitPrompt }],
            },
          },
        }
      : {}),
    output: parts.length > 0 ? [{ role, parts }] : [],
    ...(status === 'failed'
      ? {
          error: {
            code: 'server_error' as const,
            message: options.errorMessage ?? DEFAULT_ERRORS[kernel.state] ?? 'The run failed.',
          },
        }
      : {}),
    created_at: tickToIso(createdTick),
    ...(FINISHED_STATES.has(kernel.state)
      ? { finished_at: tickToIso(options.finishedTick ?? createdTick) }
      : {}),
  };
}
