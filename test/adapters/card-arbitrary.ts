// fast-check arbitraries for core agent cards: every scheme type, every OAuth flow, optional
// fields present or not, platform metadata that must never be published.
import fc from 'fast-check';
import { TRANSPORTS, type AgentCard, type SecurityScheme } from '../../src/core/card';
import { CLASSIFICATIONS } from '../../src/core/classification';

const text = fc.string({ maxLength: 10 });
const scopes = fc.dictionary(fc.constantFrom('read', 'write', 'agents:delegate'), text, {
  maxKeys: 2,
});

const flows = fc.record(
  {
    authorizationCode: fc.record(
      {
        authorizationUrl: text,
        tokenUrl: text,
        refreshUrl: text,
        scopes,
      },
      { requiredKeys: ['authorizationUrl', 'tokenUrl', 'scopes'] },
    ),
    clientCredentials: fc.record(
      { tokenUrl: text, refreshUrl: text, scopes },
      {
        requiredKeys: ['tokenUrl', 'scopes'],
      },
    ),
    implicit: fc.record({ authorizationUrl: text, scopes }),
    password: fc.record({ tokenUrl: text, scopes }),
  },
  { requiredKeys: [] },
);

const described = <T extends object>(arb: fc.Arbitrary<T>) =>
  fc
    .tuple(arb, fc.option(text, { nil: undefined }))
    .map(([scheme, description]) =>
      description === undefined ? scheme : { ...scheme, description },
    );

const securitySchemeArb: fc.Arbitrary<SecurityScheme> = fc.oneof(
  described(
    fc.record({
      type: fc.constant('apiKey' as const),
      in: fc.constantFrom('header' as const, 'query' as const, 'cookie' as const),
      name: fc.string({ minLength: 1, maxLength: 8 }),
    }),
  ),
  described(fc.record({ type: fc.constant('http' as const), scheme: fc.constant('bearer') })),
  described(fc.record({ type: fc.constant('oauth2' as const), flows })),
  described(
    fc.record({
      type: fc.constant('openIdConnect' as const),
      openIdConnectUrl: fc.constant('https://id.example/.well-known/openid-configuration'),
    }),
  ),
  described(fc.record({ type: fc.constant('mutualTLS' as const) })),
);

const schemeName = fc.constantFrom('oauth2', 'apiKey', 'mtls', 'oidc', 'bearer');

export const agentCardArb: fc.Arbitrary<AgentCard> = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 12 }),
    description: text,
    url: fc.constantFrom('https://agents.bank.ae/x', 'https://a.example/rpc'),
    version: text,
    protocolVersion: fc.constantFrom('0.3.0', '0.2.5'),
    preferredTransport: fc.constantFrom(...TRANSPORTS),
    // Later interfaces: known bindings and one kept as written, with or without a version of their own.
    otherInterfaces: fc.array(
      fc.record(
        {
          url: fc.constantFrom(
            'https://a.example/rest',
            'agent.example:50051',
            'https://a.example/rpc',
          ),
          binding: fc.constantFrom(...TRANSPORTS, 'WEBSOCKET'),
          protocolVersion: fc.constantFrom('0.3', '1.0'),
        },
        { requiredKeys: ['url', 'binding'] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    provider: fc.record({ organization: text, url: text }),
    documentationUrl: text,
    iconUrl: text,
    capabilities: fc.record(
      {
        streaming: fc.boolean(),
        pushNotifications: fc.boolean(),
        stateTransitionHistory: fc.boolean(),
      },
      { requiredKeys: ['streaming', 'pushNotifications'] },
    ),
    defaultInputModes: fc.array(fc.constantFrom('text/plain', 'application/json'), {
      maxLength: 2,
    }),
    defaultOutputModes: fc.array(fc.constantFrom('text/plain', 'application/json'), {
      maxLength: 2,
    }),
    skills: fc.array(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        name: text,
        description: text,
        tags: fc.array(text, { maxLength: 3 }),
        examples: fc.array(text, { maxLength: 2 }),
      }),
      { maxLength: 3 },
    ),
    securitySchemes: fc.dictionary(schemeName, securitySchemeArb, { maxKeys: 3 }),
    security: fc.array(
      fc.dictionary(schemeName, fc.array(text, { maxLength: 2 }), { maxKeys: 2 }),
      {
        maxLength: 2,
      },
    ),
    platform: fc.record({
      owner: fc.constantFrom('group-compliance', 'secret-owner'),
      tenants: fc.array(fc.constantFrom('wholesale', 'retail'), { maxLength: 2 }),
      maxDataClassification: fc.constantFrom(...CLASSIFICATIONS),
    }),
  },
  {
    requiredKeys: [
      'name',
      'description',
      'url',
      'version',
      'protocolVersion',
      'preferredTransport',
      'capabilities',
      'defaultInputModes',
      'defaultOutputModes',
      'skills',
      'securitySchemes',
      'security',
      'platform',
    ],
  },
);

/** Every key anywhere inside a JSON value. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
}
