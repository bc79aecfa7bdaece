// Sections 3 to 6: the simulated server at work. A streamed delegation, a task that pauses for
// the caller, cancellation and terminal states, and push callbacks with their SSRF checks.
import { CLARIFIER, SANCTIONS_SCREENING, type BehaviourScript } from '../../src/core/behaviour';
import type { AgentCard } from '../../src/core/card';
import {
  cancel,
  createEngine,
  send,
  setPushConfig,
  stream,
  userMessage,
  type EngineState,
} from '../../src/core/engine';
import { advance } from '../../src/core/lifecycle';
import { messageText, type Part } from '../../src/core/parts';
import type { StreamEvent, Task } from '../../src/core/task';
import { BANK, INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { Tuple, coded, expectErr, expectOk, heading, py } from './format';

const engine = (script: BehaviourScript, card: AgentCard = SANCTIONS_CARD): EngineState =>
  createEngine({
    card,
    script,
    policy: BANK.policy,
    allowedCallbackHosts: BANK.callbackHosts,
  });

/** Sends a new task and returns the state and the task. */
function delegate(state: EngineState, text: string) {
  const { state: next, message } = userMessage(state, text);
  return expectOk(send(next, INVESTIGATOR, message), `sending "${text}"`);
}

/** Replies to a paused task. */
function replyTo(state: EngineState, taskId: string, text: string) {
  const { state: next, message } = userMessage(state, text, { taskId });
  return expectOk(send(next, INVESTIGATOR, message), `replying "${text}"`);
}

function eventLine(event: StreamEvent): string {
  switch (event.kind) {
    case 'status-update':
      return `  status   ${event.status.state.padEnd(16)} final=${py(event.final)}`;
    case 'artifact-update':
      return `  artifact ${(event.artifact.name ?? '').padEnd(16)} last_chunk=${py(event.lastChunk)}`;
    case 'message':
      return `  message  ${event.message.messageId}`;
    case 'task': {
      const { task } = event;
      return `  task     ${task.id} -> ${task.status.state}, ${task.artifacts.length} artifact(s), chain=${py(task.delegationChain)}`;
    }
  }
}

function partLine(part: Part): string {
  switch (part.kind) {
    case 'text':
      return `      text: ${part.text}`;
    case 'data':
      return `      data: ${py(part.data)}`;
    case 'file':
      return `      file: ${part.uri ?? `${part.bytes?.length ?? 0} base64 characters`}`;
  }
}

/** 3. The sanctions screening, streamed; returns the final task for section 7 as well. */
export function streamSection(): { lines: string[]; task: Task } {
  const { state, message } = userMessage(
    engine(SANCTIONS_SCREENING),
    'Screen the beneficiary of PMT-771',
  );
  const run = expectOk(stream(state, INVESTIGATOR, message), 'streaming the screening');
  const [artifact] = run.task.artifacts;
  return {
    task: run.task,
    lines: [
      ...heading('3. A STREAMED DELEGATION'),
      ...run.events.map(eventLine),
      ...(artifact?.parts.map(partLine) ?? []),
    ],
  };
}

const said = (task: Task): string =>
  py(task.status.message ? messageText(task.status.message) : '');

/** 4. The clarifier asks a question; the reply continues the same task. */
export function inputRequiredSection(): string[] {
  const clarifier = engine(CLARIFIER, { ...SANCTIONS_CARD, name: 'clarifier' });
  const first = delegate(clarifier, 'Screen this entity');
  const second = replyTo(first.state, first.task.id, 'UAE and UN lists');
  return [
    ...heading('4. INPUT-REQUIRED: A TASK THAT OUTLIVES A REQUEST'),
    `  after first send : ${first.task.status.state} — ${said(first.task)}`,
    `  after reply      : ${second.task.status.state} — ${said(second.task)}`,
    `  history          : ${py(second.task.history.map((m) => m.role))}`,
  ];
}

/** 5. Cancelling a paused task, cancelling it again, and a move out of a terminal state. */
export function cancellationSection(): string[] {
  const pending = delegate(engine(CLARIFIER), 'Screen something slow');
  const canceled = expectOk(cancel(pending.state, pending.task.id), 'cancelling');
  const again = expectErr(cancel(canceled.state, pending.task.id), 'cancelling again');
  const illegal = expectErr(advance('completed', 'working'), 'moving a completed task');
  return [
    ...heading('5. CANCELLATION AND TERMINAL STATES'),
    `  cancelled        : ${canceled.task.status.state}`,
    `  cancel again     : ${coded(again)}`,
    `  illegal move     : ${illegal.message}`,
  ];
}

/** 6. Callback configs: an external host and a missing token refused, then real pushes. */
export function pushSection(): string[] {
  const paused = delegate(engine(CLARIFIER), 'Screen slowly');
  const taskId = paused.task.id;
  const config = {
    url: 'https://agents.bank.ae/cb',
    token: 's3cret',
    authentication: 'bearer',
  } as const;
  const external = setPushConfig(paused.state, taskId, {
    ...config,
    url: 'https://evil.example/hook',
    token: 'x',
  });
  const tokenless = setPushConfig(paused.state, taskId, { ...config, token: '' });
  const set = expectOk(setPushConfig(paused.state, taskId, config), 'setting the callback');
  const done = replyTo(set.state, taskId, 'UAE lists');
  const pushes = done.state.pushes.map((p) => new Tuple([p.url, p.status.state]));
  return [
    ...heading('6. PUSH NOTIFICATIONS — AND THE SSRF THEY INVITE'),
    `  external host    : ${coded(expectErr(external, 'an external callback host'))}`,
    `  no token         : ${coded(expectErr(tokenless, 'a callback without a token'))}`,
    `  pushes delivered : ${py(pushes)}`,
  ];
}
