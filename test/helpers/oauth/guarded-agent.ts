// An @a2a-js/sdk 1.3.0 agent (JSON-RPC at `rpc` and HTTP+JSON at `rest`, each in 1.0 and in 0.3
// through the SDK's compatibility layer) that answers only a valid bearer token: a JWT access token of the test authorization server, checked
// with jose (signature from the server's JWKS, issuer, audience, expiry, `agent:call` scope).
// Anything else gets 401 with a WWW-Authenticate challenge. Once authenticated, it serves its
// extended card, which adds a skill and a longer description to the public one.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AgentCard, Message, Task, TaskStatusUpdateEvent } from '@a2a-js/sdk';
import { duplicateInterfacesForLegacy } from '@a2a-js/sdk/compat/v0_3';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
  type ServerCallContext,
} from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, restHandler } from '@a2a-js/sdk/server/express';
import express, { type Request, type RequestHandler } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AGENT_AUDIENCE, AGENT_SCOPES } from './authorization-server';

export interface GuardedAgents {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** The agent whose card names OAuth 2.0 flows (client credentials, authorization code). */
  readonly oauth2Base: string;
  /** The agent whose card names an OpenID Connect scheme (discovery). */
  readonly oidcBase: string;
  /** Makes every token seen so far invalid: the next call with one gets 401. */
  readonly revokeSeen: () => void;
  /** The Authorization headers the agents were sent, in order (tests only). */
  readonly authorizations: readonly string[];
  /** How many calls were answered 401. */
  readonly rejected: () => number;
  readonly close: () => Promise<void>;
}

/** The skill only the extended card lists. */
export const EXTENDED_SKILL = {
  id: 'ledger-export',
  name: 'Ledger export',
  description: 'Exports the ledger of a screened account (authenticated callers only).',
  tags: ['ledger', 'export'],
};

class VerifiedUser {
  constructor(
    readonly userName: string,
    readonly scopes: readonly string[],
  ) {}
  get isAuthenticated() {
    return true;
  }
}

const scopesOf = (claims: JWTPayload) =>
  typeof claims.scope === 'string' ? claims.scope.split(' ') : [];

class GreetingExecutor implements AgentExecutor {
  cancelTask = async (): Promise<void> => {};

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const { taskId, contextId } = context;
    await Promise.resolve();
    bus.publish(
      AgentEvent.task(
        Task.fromJSON({
          id: taskId,
          contextId,
          status: { state: 'TASK_STATE_SUBMITTED', timestamp: new Date().toISOString() },
          history: [Message.toJSON(context.userMessage)],
        }),
      ),
    );
    bus.publish(
      AgentEvent.statusUpdate(
        TaskStatusUpdateEvent.fromJSON({
          taskId,
          contextId,
          status: {
            state: 'TASK_STATE_COMPLETED',
            timestamp: new Date().toISOString(),
            message: {
              messageId: `${taskId}-done`,
              contextId,
              taskId,
              role: 'ROLE_AGENT',
              parts: [{ text: 'Screened with a verified token.' }],
            },
          },
        }),
      ),
    );
    bus.finished();
  }
}

function cardFor(base: string, security: 'oauth2' | 'oidc', issuer: string, extended: boolean) {
  const scopes = Object.fromEntries(AGENT_SCOPES.map((s) => [s, `${s} on the guarded agent`]));
  const schemes =
    security === 'oauth2'
      ? {
          machine: {
            oauth2SecurityScheme: {
              description: 'Service accounts',
              flows: { clientCredentials: { tokenUrl: `${issuer}/token`, scopes } },
            },
          },
          browser: {
            oauth2SecurityScheme: {
              description: 'People, through their browser',
              flows: {
                authorizationCode: {
                  authorizationUrl: `${issuer}/auth`,
                  tokenUrl: `${issuer}/token`,
                  scopes,
                },
              },
            },
          },
        }
      : {
          sso: {
            openIdConnectSecurityScheme: {
              openIdConnectUrl: `${issuer}/.well-known/openid-configuration`,
            },
          },
        };
  const requirement = (name: string) => ({ schemes: { [name]: { list: [...AGENT_SCOPES] } } });
  const v1 = { url: `${base}rpc`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0' };
  const rest = { ...v1, url: `${base}rest`, protocolBinding: 'HTTP+JSON' };
  return AgentCard.fromJSON({
    name: `guarded ${security} agent`,
    description: extended
      ? 'Screens accounts. Authenticated callers can also export ledgers.'
      : 'Screens accounts.',
    version: '1.0.0',
    supportedInterfaces: duplicateInterfacesForLegacy([v1, rest], ['JSONRPC', 'HTTP+JSON']),
    provider: { organization: 'Workbench tests', url: 'https://example.org' },
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: true },
    securitySchemes: schemes,
    securityRequirements:
      security === 'oauth2'
        ? [requirement('machine'), requirement('browser')]
        : [requirement('sso')],
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [
      {
        id: 'screening',
        name: 'Screening',
        description: 'Screens an account.',
        tags: ['screening'],
      },
      ...(extended ? [EXTENDED_SKILL] : []),
    ],
  });
}

const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Content-Type, Accept, A2A-Version, A2A-Extensions, Authorization',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, A2A-Version, WWW-Authenticate');
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};

/** Starts both guarded agents on 127.0.0.1 (port 0 picks a free one), trusting `issuer`'s tokens. */
export async function startGuardedAgents(issuer: string, port = 0): Promise<GuardedAgents> {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
  const users = new WeakMap<Request, VerifiedUser>();
  const seen = new Set<string>();
  const revoked = new Set<string>();
  const authorizations: string[] = [];
  let rejected = 0;
  const app = express();
  let origin = '';

  const guard: RequestHandler = (req, res, next) => {
    const header = req.headers.authorization ?? '';
    authorizations.push(header);
    const deny = (error: string) => {
      rejected += 1;
      res
        .status(401)
        .setHeader('WWW-Authenticate', `Bearer error="${error}"`)
        .json({ error, error_description: 'A valid bearer token is needed.' });
    };
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    if (token === undefined) return deny('invalid_request');
    jwtVerify(token, jwks, { issuer, audience: AGENT_AUDIENCE, typ: 'at+jwt' }).then(
      ({ payload }) => {
        const id = payload.jti ?? token;
        if (revoked.has(id)) return deny('invalid_token');
        if (!scopesOf(payload).includes('agent:call')) return deny('insufficient_scope');
        seen.add(id);
        users.set(
          req,
          new VerifiedUser(payload.sub ?? payload.client_id?.toString() ?? '', scopesOf(payload)),
        );
        next();
      },
      () => deny('invalid_token'),
    );
  };

  for (const security of ['oauth2', 'oidc'] as const) {
    const base = () => `${origin}/${security}/`;
    const router = express.Router();
    router.use(cors);
    let built: { card: RequestHandler; rpc: RequestHandler; rest: RequestHandler } | undefined;
    const handlers = () => {
      if (built !== undefined) return built;
      const published = cardFor(base(), security, issuer, false);
      const extended = cardFor(base(), security, issuer, true);
      const requestHandler = new DefaultRequestHandler(
        published,
        new InMemoryTaskStore(),
        new GreetingExecutor(),
        undefined,
        undefined,
        undefined,
        (context: ServerCallContext) => {
          const user = context.user as VerifiedUser | undefined;
          return Promise.resolve(user?.scopes.includes('agent:extended') ? extended : published);
        },
      );
      built = {
        card: agentCardHandler({
          agentCardProvider: () => Promise.resolve(published),
          legacyCompat: { enabled: true },
        }),
        rpc: jsonRpcHandler({
          requestHandler,
          userBuilder: (req) => Promise.resolve(users.get(req) as VerifiedUser),
          legacyCompat: { enabled: true },
        }),
        rest: restHandler({
          requestHandler,
          userBuilder: (req) => Promise.resolve(users.get(req) as VerifiedUser),
          legacyCompat: { enabled: true },
        }),
      };
      return built;
    };
    router.use('/.well-known/agent-card.json', (req, res, next) => handlers().card(req, res, next));
    router.use('/rpc', guard, (req, res, next) => handlers().rpc(req, res, next));
    router.use('/rest', guard, (req, res, next) => handlers().rest(req, res, next));
    app.use(`/${security}`, router);
  }

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    oauth2Base: `${origin}/oauth2/`,
    oidcBase: `${origin}/oidc/`,
    revokeSeen: () => {
      for (const id of seen) revoked.add(id);
    },
    authorizations,
    rejected: () => rejected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
