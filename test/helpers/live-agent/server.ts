// Real A2A agents for tests: @a2a-js/sdk 1.3.0 (serving 1.0, and 0.3 through its compatibility
// mode) and @a2a-js/sdk 0.3.14 (serving 0.3), each behaviour mounted under its own path with its
// own card. Listens on 127.0.0.1 only. CORS is on everywhere except under /no-cors/, which
// stands for an agent that never allowed the workbench's origin.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { LIVE_BEHAVIOURS, type AgentBehaviour } from './behaviours';
import { mountV03Agent } from './sdk-v0_3';
import { mountV1Agent } from './sdk-v1';

export interface LiveAgents {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /**
   * The base URL of a behaviour's agent: `${origin}/v1/screening/`, `${origin}/v03/screening/`,
   * or `${origin}/v1-rest/screening/` (SDK 1.3, its card listing HTTP+JSON first).
   */
  readonly baseUrl: (sdk: 'v1' | 'v03' | 'v1-rest', behaviour: string, cors?: boolean) => string;
  readonly close: () => Promise<void>;
}

const allowAnyOrigin: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Content-Type, Accept, A2A-Version, A2A-Extensions, Authorization, X-API-Key',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, A2A-Version');
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};

/**
 * The breaker's extra step, which no SDK server would send: after the SSE frame that completes
 * the task, the same frame again with the state moved back to working (a JSON-RPC frame holds
 * the event under `result`; an HTTP+JSON frame is the bare StreamResponse).
 */
const reopenCompleted: RequestHandler = (_req, res, next) => {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  let reopened = false;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const written = write(chunk, ...rest);
    const text = String(chunk);
    if (!reopened && text.startsWith('data:') && /"(completed|TASK_STATE_COMPLETED)"/.test(text)) {
      reopened = true;
      const frame = JSON.parse(text.slice(5)) as Record<string, unknown>;
      const result = (frame['result'] ?? frame) as Record<string, unknown>;
      const update = (result['statusUpdate'] ?? result) as {
        status: { state: string; message?: unknown };
        final?: boolean;
      };
      const v1 = update.status.state.startsWith('TASK_STATE_');
      update.status = { ...update.status, state: v1 ? 'TASK_STATE_WORKING' : 'working' };
      delete update.status.message;
      if (!v1 || 'final' in update) update.final = false;
      write(`data: ${JSON.stringify(frame)}\n\n`);
    }
    return written;
  }) as typeof res.write;
  next();
};

/** Starts every test agent on 127.0.0.1:`port` (0 picks a free port). */
export async function startLiveAgents(port = 0): Promise<LiveAgents> {
  const app = express();
  let origin = '';
  const baseOf = (prefix: string, behaviour: AgentBehaviour) =>
    `${origin}/${prefix}/${behaviour.id}/`;
  for (const [prefix, cors] of [
    ['v1', true],
    ['v03', true],
    ['no-cors/v1', false],
    // The same SDK 1.3 agents, their published card listing HTTP+JSON first.
    ['v1-rest', true],
  ] as const) {
    for (const behaviour of LIVE_BEHAVIOURS) {
      const router = express.Router();
      if (cors) router.use(allowAnyOrigin);
      if (behaviour.id === 'breaker') {
        router.use('/rpc', reopenCompleted);
        router.use('/rest', reopenCompleted);
      }
      const base = () => baseOf(prefix, behaviour);
      if (prefix.endsWith('v03')) mountV03Agent(router, behaviour, base);
      else mountV1Agent(router, behaviour, base, prefix === 'v1-rest');
      app.use(`/${prefix}/${behaviour.id}`, router);
    }
  }
  // Card hosts that go wrong in the ways a fetch by URL must explain.
  const odd = express.Router();
  odd.use(allowAnyOrigin);
  odd.get('/broken/.well-known/agent-card.json', (_req, res) => {
    res.status(500).type('text/plain').send('Internal Server Error');
  });
  odd.get('/html/.well-known/agent-card.json', (_req, res) => {
    res.status(200).type('text/html').send('<!doctype html><title>Sign in</title>');
  });
  odd.get('/huge/.well-known/agent-card.json', (_req, res) => {
    res
      .status(200)
      .type('application/json')
      .send(`{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`);
  });
  odd.get('/slow/.well-known/agent-card.json', () => {
    // Never answers: the client's time limit must end the call.
  });
  app.use('/odd', odd);
  // An agent that publishes its card only at the legacy path (a real SDK 0.3 card, copied there).
  app.get('/legacy/.well-known/agent.json', allowAnyOrigin, (_req, res, next) => {
    fetch(`${origin}/v03/screening/.well-known/agent-card.json`)
      .then((r) => r.text())
      .then((text) => res.status(200).type('application/json').send(text))
      .catch(next);
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: (sdk, behaviour, cors = true) =>
      `${origin}/${cors ? '' : 'no-cors/'}${sdk}/${behaviour}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
