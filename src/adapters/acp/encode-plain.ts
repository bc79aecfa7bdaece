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
 * True for a label the folding below leaves as it is: lower-case words joined by single hyphens,
 * /^[a-z0-9]+(?:-[a-z0-9]+)*$/ checked character by character, without the regular-expression
 * engine.
 */
function isPlainLabel(name: string): boolean {
  if (name.length === 0) return false;
  let afterHyphen = true;
  for (let i = 0; i < name.length; i += 1) {
    const code = name.charCodeAt(i);
    if (code === 0x2d) {
      if (afterHyphen) return false;
      afterHyphen = true;
    } else if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) {
      afterHyphen = false;
    } else {
      return false;
    }
  }
  return !afterHyphen;
}

/**
 * A name as an RFC 1123 DNS label, ACP's AgentName: lower case, runs of other characters as one
 * hyphen.
 * @example toAgentName('Sanctions Screening') // "sanctions-screening"
 */
export function toAgentName(name: string): string {
  if (name.length <= 63 && isPlainLabel(name)) return name;
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

/** True when `data` has an own enumerable key: Object.keys(data).length > 0, without the array. */
function hasKeys(data: object): boolean {
  // hasOwnProperty.call on the key for-in just produced is a check of the object's shape, when
  // written out (an imported hasOwnProperty is a generic call: core/json.ts says why).
  for (const key in data) if (Object.prototype.hasOwnProperty.call(data, key)) return true;
  return false;
}

/**
 * The output parts: the text, then the structured data as one JSON document. Written as array
 * literals of their final length: pushing into [] reserves room for 16 parts.
 */
function outputParts(kernel: KernelTask): AcpMessagePart[] {
  const text = kernel.outputText;
  if (!hasKeys(kernel.structured)) {
    return text === '' ? [] : [{ content_type: 'text/plain', content: text }];
  }
  const json: AcpMessagePart = {
    content_type: 'application/json',
    content: JSON.stringify(kernel.structured),
  };
  return text === '' ? [json] : [{ content_type: 'text/plain', content: text }, json];
}

/** A kernel task as an ACP Run, without the workbench's metadata entry; keys in the schema's order. */
export function encodePlainRun(kernel: KernelTask, options: AcpRunOptions = {}): AcpRun {
  const agentName = toAgentName(options.agentName ?? 'agent');
  const role = `agent/${agentName}`;
  const status = KERNEL_TO_ACP_STATUS[kernel.state];
  const createdTick = options.createdTick ?? 0;
  const parts = outputParts(kernel);
  // Built in place, one key at a time in the schema's order, and handed over finished.
  const run = { agent_name: agentName } as AcpRun;
  if (kernel.contextId !== '') run.session_id = asUuid(kernel.contextId);
  run.run_id = asUuid(kernel.taskId);
  run.status = status;
  if (status === 'awaiting' && options.awaitPrompt !== undefined) {
    run.await_request = {
      type: 'message',
      message: { role, parts: [{ content_type: 'text/plain', content: options.awaitPrompt }] },
    };
  }
  run.output = parts.length > 0 ? [{ role, parts }] : [];
  if (status === 'failed') {
    run.error = {
      code: 'server_error',
      message: options.errorMessage ?? DEFAULT_ERRORS[kernel.state] ?? 'The run failed.',
    };
  }
  run.created_at = tickToIso(createdTick);
  if (FINISHED_STATES.has(kernel.state)) {
    run.finished_at = tickToIso(options.finishedTick ?? createdTick);
  }
  return run;
}
