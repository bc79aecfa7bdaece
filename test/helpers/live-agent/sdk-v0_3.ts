// A behaviour served by @a2a-js/sdk 0.3.14, an A2A 0.3 server: JSON-RPC at /rpc, HTTP+JSON at /rest.
import type { AgentCard, Message, Task, TaskStatusUpdateEvent } from '@a2a-js/sdk-v0_3';
import {
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk-v0_3/server';
import {
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
  UserBuilder,
} from '@a2a-js/sdk-v0_3/server/express';
import type { RequestHandler, Router } from 'express';
import type { AgentBehaviour, AgentState } from './behaviours';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The card: as published, or (`served`) what the endpoint really does when that differs. */
function cardFor(behaviour: AgentBehaviour, base: string, served = false): AgentCard {
  const real = served ? behaviour.serves : undefined;
  return {
    name: `${behaviour.id} (SDK 0.3)`,
    description: behaviour.description,
    version: '1.0.0',
    protocolVersion: '0.3.0',
    url: `${base}rpc`,
    preferredTransport: 'JSONRPC',
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
  };
}

class ScriptedExecutor implements AgentExecutor {
  private readonly turns = new Map<string, number>();
  private readonly cancelled = new Set<string>();

  constructor(private readonly behaviour: AgentBehaviour) {}

  cancelTask = async (taskId: string): Promise<void> => {
    this.cancelled.add(taskId);
    await Promise.resolve();
  };

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const { taskId, contextId } = context;
    const agentMessage = (text: string): Message => ({
      kind: 'message',
      messageId: `${taskId}-m${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      contextId,
      taskId,
      role: 'agent',
      parts: [{ kind: 'text', text }],
    });
    if (this.behaviour.replyWithMessage !== undefined) {
      const { taskId: _omit, ...message } = agentMessage(this.behaviour.replyWithMessage);
      void _omit;
      bus.publish(message);
      bus.finished();
      return;
    }
    const turn = this.turns.get(taskId) ?? 0;
    this.turns.set(taskId, turn + 1);
    const status = (
      state: AgentState | 'submitted',
      text?: string,
      stamped = true,
    ): Task['status'] => ({
      state,
      ...(stamped ? { timestamp: new Date().toISOString() } : {}),
      ...(text !== undefined ? { message: agentMessage(text) } : {}),
    });
    const update = (state: AgentState, text?: string, stamped = true): TaskStatusUpdateEvent => ({
      kind: 'status-update',
      taskId,
      contextId,
      status: status(state, text, stamped),
      final: state !== 'working',
    });
    bus.publish(
      context.task ?? {
        kind: 'task',
        id: taskId,
        contextId,
        status: status('submitted'),
        history: [context.userMessage],
      },
    );
    let artifacts = 0;
    for (const step of this.behaviour.turns[turn] ?? []) {
      await pause(40);
      if (step.op === 'status') {
        bus.publish(update(step.state, step.text, step.stamped ?? true));
      } else if (step.op === 'artifact') {
        artifacts += 1;
        bus.publish({
          kind: 'artifact-update',
          taskId,
          contextId,
          artifact: {
            artifactId: `${taskId}-a${artifacts}`,
            ...(step.name !== undefined ? { name: step.name } : {}),
            parts: [
              { kind: 'text', text: step.text },
              ...(step.data ? [{ kind: 'data' as const, data: { ...step.data } }] : []),
            ],
          },
          lastChunk: true,
        });
      } else {
        const until = Date.now() + step.limitMs;
        while (!this.cancelled.has(taskId) && Date.now() < until) await pause(20);
        bus.publish(update(this.cancelled.has(taskId) ? 'canceled' : 'completed'));
      }
    }
    bus.finished();
  }
}

/** Mounts the agent's card and both endpoints on `router`; `base()` is its base URL. */
export function mountV03Agent(router: Router, behaviour: AgentBehaviour, base: () => string): void {
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
    const published = cardFor(behaviour, base());
    built = {
      card: agentCardHandler({ agentCardProvider: () => Promise.resolve(published) }),
      rpc: jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }),
      rest: restHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }),
    };
    return built;
  };
  router.use('/.well-known/agent-card.json', (req, res, next) => handlers().card(req, res, next));
  router.use('/rpc', (req, res, next) => handlers().rpc(req, res, next));
  router.use('/rest', (req, res, next) => handlers().rest(req, res, next));
}
