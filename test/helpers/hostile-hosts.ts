// Two hostile hosts on 127.0.0.1 (plain node:http, port 0 each): an "agent" that redirects calls
// and card fetches to the other host and to javascript:, data: and file: URLs, and serves cards
// built to hurt (5 MB, nested 100,000 deep, script in every text field, the byte fixtures); and
// "elsewhere", another origin that records every request it receives, so a test can assert that
// no credential ever reached it. Both answer CORS for any origin (allowing X-Agent-Key), so a
// browser would send whatever it chose to send: what arrives is the client's doing alone.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a host received it: method, path and the headers it carried. */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface HostileHosts {
  /** http://127.0.0.1:PORT of the redirecting agent. */
  readonly agent: string;
  /** http://127.0.0.1:PORT of the other origin, which only records. */
  readonly elsewhere: string;
  /** Every request "elsewhere" received, preflights included, in order. */
  readonly received: Received[];
  readonly close: () => Promise<void>;
}

/** Text that runs script if anything renders it as HTML or follows it as a link. */
const XSS = [
  '<img src=x onerror="window.__xss=1;console.log(\'XSS-RAN\')">',
  '<script>window.__xss=1;console.log("XSS-RAN")</script>',
  '"><svg onload="window.__xss=1">',
  'javascript:window.__xss=1//',
  '{{constructor.constructor("window.__xss=1")()}}',
] as const;

/**
 * A 0.3 card with an XSS payload in every text field (the payloads in turn), and in the path of
 * every URL field, which stay https so the card can be added and shown everywhere.
 */
function xssCard(): Record<string, unknown> {
  const at = (i: number) => XSS[i % XSS.length] ?? '';
  const link = (i: number) => `https://agents.example/${at(i)}?q=${at(i + 1)}`;
  return {
    protocolVersion: '0.3.0',
    name: `xss-agent ${at(0)}`,
    description: `Describes itself as ${at(1)}`,
    url: link(0),
    preferredTransport: 'JSONRPC',
    version: at(2),
    provider: { organization: at(1), url: link(1) },
    documentationUrl: link(2),
    iconUrl: link(3),
    capabilities: { streaming: false },
    defaultInputModes: [at(0)],
    defaultOutputModes: [at(2)],
    skills: [
      {
        id: at(4),
        name: at(0),
        description: at(1),
        tags: [...XSS],
        examples: [at(2), at(3)],
        inputModes: [at(4)],
      },
    ],
    securitySchemes: {
      [at(0)]: { type: 'apiKey', name: at(1), in: 'header', description: at(2) },
    },
    security: [{ [at(0)]: [] }],
  };
}

/** A valid card, as "elsewhere" serves it: a fetch that reaches it must say where it came from. */
const ELSEWHERE_CARD = {
  protocolVersion: '0.3.0',
  name: 'elsewhere-agent',
  description: 'Served by another origin than the one asked.',
  url: 'https://elsewhere.example/a2a',
  preferredTransport: 'JSONRPC',
  version: '1.0.0',
  capabilities: { streaming: false },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 's', name: 'Skill', description: 'Does a thing.', tags: ['t'] }],
};

const cors = (response: ServerResponse) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    'Content-Type, Accept, A2A-Version, Authorization, X-Agent-Key',
  );
};

const json = (response: ServerResponse, body: string | Buffer) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(body);
};

/** `[` a hundred thousand times, then `]` as many: 200,000 bytes, well under the size cap. */
const DEEP_CARD = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** The redirects the agent answers with, by path prefix: where each one leads. */
function redirectTarget(path: string, elsewhere: string): string | undefined {
  const rest = path.replace(/^\/[^/]+/, '');
  if (path.startsWith('/to-elsewhere/')) return `${elsewhere}${rest}`;
  if (path.startsWith('/to-same/')) return `/moved${rest}`;
  if (path.startsWith('/to-javascript/')) return 'javascript:window.__xss=1';
  if (path.startsWith('/to-data/'))
    return `data:application/json,${JSON.stringify(ELSEWHERE_CARD)}`;
  if (path.startsWith('/to-file/')) return 'file:///etc/passwd';
  if (path.startsWith('/loop/')) return path;
  return undefined;
}

function agentHandler(elsewhere: () => string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    cors(response);
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const to = redirectTarget(path, elsewhere());
    if (to !== undefined) {
      // 307 keeps a POST a POST (with its body and headers) for whoever follows it.
      response.writeHead(request.method === 'POST' ? 307 : 302, { Location: to });
      return response.end();
    }
    if (path === '/moved/.well-known/agent-card.json' || path === '/moved/card.json') {
      return json(response, JSON.stringify(ELSEWHERE_CARD));
    }
    if (path === '/moved/rpc') return json(response, '{"jsonrpc":"2.0","id":1,"result":{}}');
    if (path === '/huge/card.json') {
      // Five megabytes, declared: refused before a byte of the body is read.
      return json(response, `{"name":"${'x'.repeat(5 * 1024 * 1024)}"}`);
    }
    if (path === '/huge-undeclared/card.json') {
      // The same five megabytes in chunks, with no length: refused once the cap is passed.
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      response.write('{"name":"');
      for (let i = 0; i < 80; i += 1) response.write(chunk);
      return response.end('"}');
    }
    if (path === '/deep/card.json') return json(response, DEEP_CARD);
    if (path === '/xss/card.json') return json(response, JSON.stringify(xssCard()));
    if (path.startsWith('/bytes/')) {
      const name = path.slice('/bytes/'.length);
      if (!/^[a-z0-9_-]+\.json$/i.test(name)) return response.writeHead(404).end();
      try {
        return json(response, readFileSync(`test/fixtures/cards/${name}`));
      } catch {
        return response.writeHead(404).end();
      }
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  };
}

function elsewhereHandler(received: Received[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    received.push({ method: request.method ?? '', path, headers: { ...request.headers } });
    cors(response);
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method === 'POST') {
      request.resume();
      return json(response, '{"jsonrpc":"2.0","id":1,"result":{"kind":"message"}}');
    }
    return json(response, JSON.stringify(ELSEWHERE_CARD));
  };
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Starts both hosts; `close` stops them. */
export async function startHostileHosts(): Promise<HostileHosts> {
  const received: Received[] = [];
  let elsewhere = '';
  const agentServer = createServer(agentHandler(() => elsewhere));
  const elsewhereServer = createServer(elsewhereHandler(received));
  const agent = await listen(agentServer);
  elsewhere = await listen(elsewhereServer);
  const stop = (server: Server) =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return {
    agent,
    elsewhere,
    received,
    close: async () => {
      await Promise.all([stop(agentServer), stop(elsewhereServer)]);
    },
  };
}
