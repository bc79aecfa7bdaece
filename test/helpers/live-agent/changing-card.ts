// Card hosts for the live-card check, on 127.0.0.1: an @a2a-js/sdk 1.3.0 card handler (readable
// from any origin) whose card a test replaces between two checks, a host that counts how many
// card requests it holds at once, and hosts that redirect or never answer.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AgentCard } from '@a2a-js/sdk';
import { agentCardHandler } from '@a2a-js/sdk/server/express';
import express from 'express';

export interface CardHosts {
  readonly origin: string;
  /** The SDK agent's endpoint URL (its card is beside it, at `/sdk/.well-known/agent-card.json`). */
  readonly endpoint: string;
  /** Replaces what the SDK agent serves from now on. */
  readonly serve: (card: AgentCard) => void;
  /** The most card requests the counting host held at once since the last reset. */
  readonly peak: () => number;
  readonly resetPeak: () => void;
  readonly close: () => Promise<void>;
}

/** The SDK card the agent starts with: one skill, no security, JSON-RPC at `endpoint`. */
export function baseCard(endpoint: string, overrides: Record<string, unknown> = {}): AgentCard {
  return AgentCard.fromJSON({
    name: 'Drifting agent',
    description: 'Serves whatever card the test gives it.',
    version: '1.0.0',
    supportedInterfaces: [{ url: endpoint, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: false, pushNotifications: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'screen', name: 'Screen', description: 'Screens names.', tags: ['kyc'] }],
    ...overrides,
  });
}

export async function startCardHosts(): Promise<CardHosts> {
  const app = express();
  let origin = '';
  let card: AgentCard | undefined;
  // The SDK's handler writes the card object it is given as it is, and an AgentCard from
  // `fromJSON` holds its oneofs as `{ $case, value }`: handing it the card's proto-JSON form
  // (`toJSON`) makes it serve what the A2A 1.0 schema says, security schemes included.
  // Any origin may read the SDK agent's card, as a public card is read: the browser's live-card
  // check (test/e2e) fetches it from the app's origin.
  app.use('/sdk', (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(
    '/sdk/.well-known/agent-card.json',
    agentCardHandler({
      agentCardProvider: () => Promise.resolve(AgentCard.toJSON(card as AgentCard) as AgentCard),
    }),
  );
  // Requests wait together: each arrival restarts a 150 ms quiet period, and the held ones are
  // answered when it ends. So every request a client allows at once is held at the same time, and
  // `peak` is the client's limit.
  let held = 0;
  let peak = 0;
  let waiting: Array<() => void> = [];
  let quiet: ReturnType<typeof setTimeout> | undefined;
  app.get('/count/:n.json', (req, res) => {
    held += 1;
    peak = Math.max(peak, held);
    const answer = () => {
      held -= 1;
      res.json({
        name: `counted-${req.params.n}`,
        description: 'Counted.',
        url: `${origin}/count/${req.params.n}`,
        version: '1.0.0',
        protocolVersion: '0.3.0',
        preferredTransport: 'JSONRPC',
        capabilities: { streaming: false },
        defaultInputModes: ['text/plain'],
        defaultOutputModes: ['text/plain'],
        skills: [],
      });
    };
    waiting.push(answer);
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      const all = waiting;
      waiting = [];
      for (const go of all) go();
    }, 150);
  });
  app.get('/redirect-file/.well-known/agent-card.json', (_req, res) => {
    res.redirect(302, 'file:///etc/passwd');
  });
  app.get('/moved/.well-known/agent-card.json', (_req, res) => {
    res.redirect(301, '/sdk/.well-known/agent-card.json');
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = `${origin}/sdk/rpc`;
  card = baseCard(endpoint);
  return {
    origin,
    endpoint,
    serve: (next) => {
      card = next;
    },
    peak: () => peak,
    resetPeak: () => {
      peak = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
