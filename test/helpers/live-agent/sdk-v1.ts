// A behaviour served by @a2a-js/sdk 1.3.0: JSON-RPC (/rpc) and HTTP+JSON (/rest) for 1.0, and both
// for 0.3 through the SDK's own compatibility layer. The published card declares the JSON-RPC
// interface at both versions; the card the request handler checks versions against lists HTTP+JSON
// too, as the SDK's REST handler refuses a version its card does not name for that binding.
import {
  AgentCard,
  Message,
  Task,
  TaskArtifactUpdateEvent,
  TaskStatusUpdateEvent,
} from '@a2a-js/sdk';
import { duplicateInterfacesForLegacy } from '@a2a-js/sdk/compat/v0_3';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk/server';
import {
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
  UserBuilder,
} from '@a2a-js/sdk/server/express';
import type { RequestHandler, Router } from 'express';
import type { AgentBehaviour, AgentState } from './behaviours';

const STATE: Record<AgentState | 'submitted', string> = {
  submitted: 'TASK_STATE_SUBMITTED',
  working: 'TASK_STATE_WORKING',
  'input-required': 'TASK_STATE_INPUT_REQUIRED',
  completed: 'TASK_STATE_COMPLETED',
  canceled: 'TASK_STATE_CANCELED',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The card: as published, or (`served`) what the endpoint really does when that differs.
 * `restFirst` publishes the HTTP+JSON interface first, then JSON-RPC, each at 1.0 and 0.3.
 */
function cardFor(
  behaviour: AgentBehaviour,
  base: string,
  served = false,
  restFirst = false,
): AgentCard {
  const real = served ? behaviour.serves : undefined;
  const v1 = { url: `${base}rpc`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0' };
  const rest = { ...v1, url: `${base}rest`, protocolBinding: 'HTTP+JSON' };
  return AgentCard.fromJSON({
    name: `${behaviour.id} (SDK 1.3)`,
    description: behaviour.description,
    version: '1.0.0',
    supportedInterfaces: real?.onlyV03
      ? [
          { ...v1, protocolVersion: '0.3' },
          { ...rest, protocolVersion: '0.3' },
        ]
      : restFirst
        ? duplicateInterfacesForLegacy([rest, v1], ['HTTP+JSON', 'JSONRPC'])
        : served
          ? duplicateInterfacesForLegacy([v1, rest], ['JSONRPC', 'HTTP+JSON'])
          : duplicateInterfacesForLegacy([v1], ['JSONRPC']),
    provider: { organization: 'Workbench tests', url: 'https://example.org' },
    capabilities: {
      streaming: real?.streaming ?? true,
      pushNotifications: behaviour.pushes ?? false,
    },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: [
      {
        id: behaviour.id,
        name: behaviour.id,
        description: behaviour.description,
        tags: ['test', behaviour.id],
      },
    ],
  });
}

class ScriptedExecutor implements AgentExecutor {
  private readonly turns = new Map<string, number>();
  private readonly cancelled = new Set<string>();

  constructor(private readonly behaviour: AgentBehaviour) {}

  cancelTask = async (taskId: string, bus: ExecutionEventBus): Promise<void> => {
    this.cancelled.add(taskId);
    await Promise.resolve();
    void bus;
  };

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const { taskId, contextId } = context;
    const agentMessage = (text: string) => ({
      messageId: `${taskId}-m${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      contextId,
      taskId,
      role: 'ROLE_AGENT',
      parts: [{ text }],
    });
    if (this.behaviour.replyWithMessage !== undefined) {
      const { taskId: _omit, ...message } = agentMessage(this.behaviour.replyWithMessage);
      void _omit;
      bus.publish(AgentEvent.message(Message.fromJSON(message)));
      bus.finished();
      return;
    }
    const turn = this.turns.get(taskId) ?? 0;
    this.turns.set(taskId, turn + 1);
    const status = (state: AgentState | 'submitted', text?: string, stamped = true) => ({
      state: STATE[state],
      ...(stamped ? { timestamp: new Date().toISOString() } : {}),
      ...(text !== undefined ? { message: agentMessage(text) } : {}),
    });
    bus.publish(
      AgentEvent.task(
        context.task ??
          Task.fromJSON({
            id: taskId,
            contextId,
            status: status('submitted'),
            history: [Message.toJSON(context.userMessage)],
          }),
      ),
    );
    let artifacts = 0;
    for (const step of this.behaviour.turns[turn] ?? []) {
      await pause(40);
      if (step.op === 'status') {
        bus.publish(
          AgentEvent.statusUpdate(
            TaskStatusUpdateEvent.fromJSON({
              taskId,
              contextId,
              status: status(step.state, step.text, step.stamped ?? true),
            }),
          ),
        );
      } else if (step.op === 'artifact') {
        artifacts += 1;
        bus.publish(
          AgentEvent.artifactUpdate(
            TaskArtifactUpdateEvent.fromJSON({
              taskId,
              contextId,
              artifact: {
                artifactId: `${taskId}-a${artifacts}`,
                ...(step.name !== undefined ? { name: step.name } : {}),
                parts: [{ text: step.text }, ...(step.data ? [{ data: step.data }] : [])],
              },
              lastChunk: true,
            }),
          ),
        );
      } else {
        const until = Date.now() + step.limitMs;
        while (!this.cancelled.has(taskId) && Date.now() < until) await pause(20);
        const state = this.cancelled.has(taskId) ? 'canceled' : 'completed';
        bus.publish(
          AgentEvent.statusUpdate(
            TaskStatusUpdateEvent.fromJSON({ taskId, contextId, status: status(state) }),
          ),
        );
      }
    }
    bus.finished();
  }
}

/**
 * Mounts the agent's card and both endpoints on `router`; `base()` is its base URL. `restFirst`
 * publishes a card that lists HTTP+JSON first (the SDK's restHandler at /rest).
 */
export function mountV1Agent(
  router: Router,
  behaviour: AgentBehaviour,
  base: () => string,
  restFirst = false,
): void {
  // Built on the first request, once the server knows its port.
  let built: { card: RequestHandler; rpc: RequestHandler; rest: RequestHandler } | undefined;
  const handlers = () => {
    if (built !== undefined) return built;
    const requestHandler = new DefaultRequestHandler(
      cardFor(behaviour, base(), true),
      new InMemoryTaskStore(),
      new ScriptedExecutor(behaviour),
      undefined,
      undefined,
      behaviour.pushes === true ? { send: () => Promise.resolve() } : undefined,
    );
    const published = cardFor(behaviour, base(), false, restFirst);
    built = {
      card: agentCardHandler({
        agentCardProvider: () => Promise.resolve(published),
        legacyCompat: { enabled: true },
      }),
      rpc: jsonRpcHandler({
        requestHandler,
        userBuilder: UserBuilder.noAuthentication,
        legacyCompat: { enabled: true },
      }),
      rest: restHandler({
        requestHandler,
        userBuilder: UserBuilder.noAuthentication,
        legacyCompat: { enabled: true },
      }),
    };
    return built;
  };
  router.use('/.well-known/agent-card.json', (req, res, next) => handlers().card(req, res, next));
  router.use('/rpc', (req, res, next) => handlers().rpc(req, res, next));
  router.use('/rest', (req, res, next) => handlers().rest(req, res, next));
}
