import { canonicalizeAgentCard } from '@a2a-js/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeCard } from '../../../src/adapters/signature/canonical';

// Every name the SDK's generated 1.0 AgentCard reader looks up (grep `object.NAME` in its
// dist/index.js), camelCase and snake_case, plus two that must not reach a prototype.
const KNOWN = [
  'apiKeySecurityScheme',
  'api_key_security_scheme',
  'authorizationCode',
  'authorizationUrl',
  'authorization_code',
  'authorization_url',
  'bearerFormat',
  'bearer_format',
  'capabilities',
  'clientCredentials',
  'client_credentials',
  'defaultInputModes',
  'defaultOutputModes',
  'default_input_modes',
  'default_output_modes',
  'description',
  'deviceAuthorizationUrl',
  'deviceCode',
  'device_authorization_url',
  'device_code',
  'documentationUrl',
  'documentation_url',
  'examples',
  'extendedAgentCard',
  'extended_agent_card',
  'extensions',
  'flows',
  'header',
  'httpAuthSecurityScheme',
  'http_auth_security_scheme',
  'iconUrl',
  'icon_url',
  'id',
  'implicit',
  'inputModes',
  'input_modes',
  'list',
  'location',
  'mtlsSecurityScheme',
  'mtls_security_scheme',
  'name',
  'oauth2MetadataUrl',
  'oauth2SecurityScheme',
  'oauth2_metadata_url',
  'oauth2_security_scheme',
  'openIdConnectSecurityScheme',
  'openIdConnectUrl',
  'open_id_connect_security_scheme',
  'open_id_connect_url',
  'organization',
  'outputModes',
  'output_modes',
  'params',
  'password',
  'pkceRequired',
  'pkce_required',
  'protected',
  'protocolBinding',
  'protocolVersion',
  'protocol_binding',
  'protocol_version',
  'provider',
  'pushNotifications',
  'push_notifications',
  'refreshUrl',
  'refresh_url',
  'required',
  'scheme',
  'schemes',
  'scopes',
  'securityRequirements',
  'securitySchemes',
  'security_requirements',
  'security_schemes',
  'signature',
  'signatures',
  'skills',
  'streaming',
  'supportedInterfaces',
  'supported_interfaces',
  'tags',
  'tenant',
  'tokenUrl',
  'token_url',
  'uri',
  'url',
  'version',
  '__proto__',
  'constructor',
];

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);
const leaf = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', 'a', 'é', '😀', 'false'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const { value: anyJson } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

/** A plausible 1.0 card with fields out of schema, numbers and non-ASCII keys thrown in. */
const plausibleCard = fc.record(
  {
    name: fc.oneof(fc.string(), fc.integer()),
    description: fc.string(),
    version: fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    url: fc.webUrl(),
    provider: fc.record({ organization: fc.string(), url: fc.string(), ünknown: fc.string() }),
    capabilities: fc.record({
      streaming: fc.boolean(),
      extensions: fc.array(
        fc.record({
          uri: fc.string(),
          required: fc.boolean(),
          params: fc.dictionary(fc.string({ unit: 'grapheme' }), anyJson),
        }),
        { maxLength: 2 },
      ),
    }),
    supportedInterfaces: fc.array(
      fc.record({
        url: fc.string(),
        protocolBinding: fc.constantFrom('JSONRPC', 'HTTP+JSON'),
        protocolVersion: fc.constant('1.0'),
      }),
      { maxLength: 2 },
    ),
    skills: fc.array(
      fc.record({
        id: fc.string(),
        name: fc.string(),
        tags: fc.array(fc.oneof(fc.string(), fc.integer())),
        日本: fc.string(),
      }),
      { maxLength: 3 },
    ),
    securitySchemes: fc.dictionary(
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.oneof(
        fc.record({
          apiKeySecurityScheme: fc.record({ location: fc.constant('header'), name: fc.string() }),
        }),
        fc.record({
          oauth2SecurityScheme: fc.record({
            flows: fc.record({
              clientCredentials: fc.record({
                tokenUrl: fc.string(),
                scopes: fc.dictionary(fc.string(), fc.string()),
              }),
            }),
          }),
        }),
      ),
      { maxKeys: 3 },
    ),
    securityRequirements: fc.array(
      fc.record({
        schemes: fc.dictionary(fc.string(), fc.record({ list: fc.array(fc.string()) })),
      }),
      { maxLength: 2 },
    ),
    signatures: fc.array(fc.record({ protected: fc.string(), signature: fc.string() }), {
      maxLength: 1,
    }),
    extra: anyJson,
  },
  { requiredKeys: [] },
);

// The 1.0 card's shape with noise at every position: each field may be what the schema wants,
// a scalar, null, or a list of either, so the reader's handling of each odd case meets the SDK's.
const noisy = (inner: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: inner },
    { weight: 1, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(fc.oneof(inner, leaf), { maxLength: 2 }) },
  );
const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  noisy(fc.record(fields, { requiredKeys: [] }));
const text = fc.oneof(fc.string({ maxLength: 4 }), leaf);
const listOf = (item: fc.Arbitrary<unknown>) => noisy(fc.array(item, { maxLength: 3 }));
const mapOf = (item: fc.Arbitrary<unknown>) => noisy(fc.dictionary(key, item, { maxKeys: 3 }));
const stringList = shaped({ list: listOf(text) });
const requirement = shaped({ schemes: mapOf(stringList) });
const flowShape = shaped({
  authorizationUrl: text,
  authorization_url: text,
  tokenUrl: text,
  token_url: text,
  refreshUrl: text,
  refresh_url: text,
  scopes: mapOf(text),
  pkceRequired: leaf,
  pkce_required: leaf,
  deviceAuthorizationUrl: text,
  device_authorization_url: text,
});
const flowsShape = shaped({
  authorizationCode: flowShape,
  authorization_code: flowShape,
  clientCredentials: flowShape,
  client_credentials: flowShape,
  implicit: flowShape,
  password: flowShape,
  deviceCode: flowShape,
  device_code: flowShape,
});
const schemeBody = shaped({
  description: text,
  location: text,
  name: text,
  scheme: text,
  bearerFormat: text,
  bearer_format: text,
  flows: flowsShape,
  oauth2MetadataUrl: text,
  openIdConnectUrl: text,
  open_id_connect_url: text,
});
const schemeShape = shaped({
  apiKeySecurityScheme: schemeBody,
  api_key_security_scheme: schemeBody,
  httpAuthSecurityScheme: schemeBody,
  http_auth_security_scheme: schemeBody,
  oauth2SecurityScheme: schemeBody,
  oauth2_security_scheme: schemeBody,
  openIdConnectSecurityScheme: schemeBody,
  open_id_connect_security_scheme: schemeBody,
  mtlsSecurityScheme: schemeBody,
  mtls_security_scheme: schemeBody,
});
const shapedCard = fc.record(
  {
    name: text,
    description: text,
    version: text,
    documentationUrl: text,
    documentation_url: text,
    iconUrl: text,
    icon_url: text,
    url: text,
    provider: shaped({ url: text, organization: text, other: text }),
    supportedInterfaces: listOf(
      shaped({
        url: text,
        protocolBinding: text,
        protocol_binding: text,
        tenant: text,
        protocolVersion: text,
        protocol_version: text,
      }),
    ),
    supported_interfaces: listOf(shaped({ url: text })),
    capabilities: shaped({
      streaming: leaf,
      pushNotifications: leaf,
      push_notifications: leaf,
      extendedAgentCard: leaf,
      extended_agent_card: leaf,
      extensions: listOf(shaped({ uri: text, description: text, required: leaf, params: anyJson })),
    }),
    securitySchemes: mapOf(schemeShape),
    security_schemes: mapOf(schemeShape),
    securityRequirements: listOf(requirement),
    security_requirements: listOf(requirement),
    defaultInputModes: listOf(text),
    default_input_modes: listOf(text),
    defaultOutputModes: listOf(text),
    default_output_modes: listOf(text),
    skills: listOf(
      shaped({
        id: text,
        name: text,
        description: text,
        tags: listOf(text),
        examples: listOf(text),
        inputModes: listOf(text),
        input_modes: listOf(text),
        outputModes: listOf(text),
        output_modes: listOf(text),
        securityRequirements: listOf(requirement),
        security_requirements: listOf(requirement),
      }),
    ),
    signatures: listOf(shaped({ protected: text, signature: text, header: anyJson })),
  },
  { requiredKeys: [] },
);

// Deep positions are rare in a whole card; these put each one near the top.
const focusedCard = fc.oneof(
  flowsShape.map((flows) => ({ securitySchemes: { k: { oauth2SecurityScheme: { flows } } } })),
  schemeShape.map((scheme) => ({ security_schemes: { k: scheme } })),
  requirement.map((r) => ({ skills: [{ id: 'x', securityRequirements: [r] }] })),
  shapedCard.map((card) => ({ capabilities: card, provider: card })),
);

function sdk(card: unknown): { ok: true; text: string } | { ok: false } {
  try {
    return { ok: true, text: canonicalizeAgentCard(card as never) };
  } catch {
    return { ok: false };
  }
}

function agreesWithSdk(card: unknown) {
  const parsed: unknown = JSON.parse(JSON.stringify(card));
  const theirs = sdk(JSON.parse(JSON.stringify(card)));
  const ours = canonicalizeCard(parsed);
  expect(ours.ok).toBe(theirs.ok);
  if (ours.ok && theirs.ok) expect(ours.text).toBe(theirs.text);
}

describe('canonicalizeCard', () => {
  it('gives the SDK canonical text for plausible cards with numbers, non-ASCII keys and extra fields', () => {
    fc.assert(fc.property(plausibleCard, agreesWithSdk), { numRuns: 400 });
  });

  it('gives the SDK canonical text (or refuses where the SDK throws) for arbitrary JSON objects', () => {
    fc.assert(fc.property(fc.dictionary(key, anyJson, { maxKeys: 8 }), agreesWithSdk), {
      numRuns: 1500,
    });
  });

  it('gives the SDK canonical text (or refuses where the SDK throws) for cards of the 1.0 shape with noise at every field', () => {
    fc.assert(fc.property(shapedCard, agreesWithSdk), { numRuns: 400 });
  });

  it('gives the SDK canonical text for deep positions with noise', () => {
    fc.assert(fc.property(focusedCard, agreesWithSdk), { numRuns: 600 });
  });

  it('reads every known name, alone, at every position, as the SDK does', () => {
    const positions: ((inner: Record<string, unknown>) => unknown)[] = [
      (inner) => inner,
      (provider) => ({ provider }),
      (capabilities) => ({ capabilities }),
      (extension) => ({ capabilities: { extensions: [extension] } }),
      (skill) => ({ skills: [skill] }),
      (iface) => ({ supportedInterfaces: [iface] }),
      (requirement) => ({ securityRequirements: [requirement] }),
      (scheme) => ({ securitySchemes: { k: scheme } }),
      ...['apiKeySecurityScheme', 'httpAuthSecurityScheme', 'oauth2SecurityScheme']
        .concat(['openIdConnectSecurityScheme', 'mtlsSecurityScheme'])
        .map((kind) => (body: unknown) => ({ securitySchemes: { k: { [kind]: body } } })),
      (flows) => ({ securitySchemes: { k: { oauth2SecurityScheme: { flows } } } }),
      ...['authorizationCode', 'clientCredentials', 'implicit', 'password', 'deviceCode'].map(
        (kind) => (flow: unknown) => ({
          securitySchemes: { k: { oauth2SecurityScheme: { flows: { [kind]: flow } } } },
        }),
      ),
    ];
    const rich = { tokenUrl: 't', scheme: 's', url: 'u', list: ['l'], name: 'n', uri: 'i' };
    const values: unknown[] = ['x', '', 1, 0, true, false, [], {}, null, ['a', 2], rich];
    for (const at of positions)
      for (const name of KNOWN)
        for (const value of values) agreesWithSdk(at({ [name]: value, other: 'o' }));
  });

  it('reads a null scheme list as empty, as the SDK does', () => {
    expect(
      canonicalizeCard({ securityRequirements: [{ schemes: { k: null } }], name: 'n' }),
    ).toMatchObject({
      ok: true,
      text: '{"name":"n"}',
    });
  });

  it('covers the 1.0 fields and lists the others (hand-worked)', () => {
    const card = {
      url: 'https://a.example/a2a',
      protocolVersion: '0.3.0',
      name: 'Ledger',
      version: 2,
      description: '',
      skills: [{ id: 's', name: 'S', tags: [], extra: true }],
      capabilities: { streaming: false, pushNotifications: null },
      defaultInputModes: ['', 'text'],
      security_schemes: { k: { api_key_security_scheme: { name: 'X', location: 'header' } } },
      signatures: [{ protected: 'p', signature: 's' }],
    };
    const result = canonicalizeCard(card);
    expect(result).toMatchObject({
      ok: true,
      text:
        '{"capabilities":{"streaming":false},"defaultInputModes":["text"],"name":"Ledger",' +
        '"securitySchemes":{"k":{"apiKeySecurityScheme":{"location":"header","name":"X"}}},' +
        '"skills":[{"id":"s","name":"S"}],"version":"2"}',
      uncovered: ['$.url', '$.protocolVersion', '$.skills[0].extra'],
    });
  });

  it('reads camelCase over snake_case, the other spelling uncovered', () => {
    const result = canonicalizeCard({ iconUrl: 'https://i', icon_url: 'https://j' });
    expect(result).toMatchObject({
      ok: true,
      text: '{"iconUrl":"https://i"}',
      uncovered: ['$.icon_url'],
    });
  });

  it('reads only the first member of a oneof; the rest is uncovered', () => {
    const result = canonicalizeCard({
      securitySchemes: {
        m: { mtlsSecurityScheme: {}, httpAuthSecurityScheme: { scheme: 'bearer' } },
      },
    });
    expect(result).toMatchObject({
      ok: true,
      text: '{"securitySchemes":{"m":{"httpAuthSecurityScheme":{"scheme":"bearer"}}}}',
      uncovered: ['$.securitySchemes.m.mtlsSecurityScheme'],
    });
  });

  it('refuses, naming the path, a card the SDK cannot read', () => {
    expect(canonicalizeCard({ skills: [{ id: 'a' }, null] })).toEqual({
      ok: false,
      path: '$.skills[1]',
      detail: 'The SDK cannot read null at $.skills[1] as a message.',
    });
  });

  it('writes numbers and non-ASCII keys as RFC 8785 does', () => {
    const result = canonicalizeCard({
      capabilities: { extensions: [{ uri: 'u', params: { é: 1e21, a: 0.1, b: -0, z: 1.5e-7 } }] },
    });
    expect(result).toMatchObject({
      ok: true,
      text: '{"capabilities":{"extensions":[{"params":{"a":0.1,"b":0,"z":1.5e-7,"é":1e+21},"uri":"u"}]}}',
    });
  });
});
