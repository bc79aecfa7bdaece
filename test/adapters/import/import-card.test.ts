import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import {
  agentCardSchema,
  offeredSchemeTypes,
  type AgentCard,
  type PlatformMeta,
} from '../../../src/core/card';
import { card03, card10, fixture } from './fixtures';

const codes = (text: string) => importCard(text).findings.map((f) => f.code);
const imported = (text: string, base?: string): AgentCard => {
  const result = importCard(text, base === undefined ? {} : { base });
  if (result.card === null) throw new Error(`rejected: ${result.reasons.join('; ')}`);
  return result.card;
};

describe('importCard on the fixture cards', () => {
  it.each([
    ['v0_3-clean.json', '0.3', 'valid'],
    ['v1_0.json', '1.0', 'valid'],
    ['hybrid.json', '1.0+0.3', 'valid'],
    ['v0_2.json', '0.2', 'migrated'],
    ['v0_1-authentication.json', '0.1', 'migrated'],
    ['reference-scheme-names.json', '0.3', 'migrated'],
    ['bom.json', '0.3', 'migrated'],
    ['invalid-json.json', 'unknown', 'rejected'],
    ['deep-nesting.json', 'unknown', 'rejected'],
    ['proto-pollution.json', '0.3', 'rejected'],
    ['duplicate-keys.json', '0.3', 'rejected'],
  ])('reads %s as version %s, verdict %s', (name, version, verdict) => {
    const result = importCard(fixture(name));
    expect(result.version).toBe(version);
    expect(result.verdict).toBe(verdict);
  });

  it('returns a card the core schema accepts unless the card is rejected', () => {
    for (const name of [
      'v0_3-clean.json',
      'v1_0.json',
      'hybrid.json',
      'v0_2.json',
      'v0_1-authentication.json',
    ]) {
      const { card } = importCard(fixture(name));
      expect(agentCardSchema.safeParse(card).success).toBe(true);
    }
  });

  it('keeps a clean 0.3 card as written, apart from platform metadata', () => {
    const source = JSON.parse(fixture('v0_3-clean.json')) as Record<string, unknown>;
    expect(imported(fixture('v0_3-clean.json'))).toEqual({
      ...source,
      skills: [{ ...(source.skills as object[])[0] }],
      platform: { owner: 'unknown', tenants: [], maxDataClassification: 'public' },
      published: fixture('v0_3-clean.json'),
    });
  });

  it('lists what a migration changed and why a rejection happened', () => {
    const migrated = importCard(fixture('v0_2.json'));
    expect(migrated.changes).toContain('$.protocolVersion: set to "0.2.0"');
    expect(migrated.reasons).toEqual([]);
    const rejected = importCard(fixture('invalid-json.json'));
    expect(rejected.card).toBeNull();
    expect(rejected.changes).toEqual([]);
    expect(rejected.reasons).toEqual([
      '$: Not valid JSON: found "]" (U+005D) at line 7, column 3; expected a JSON value.',
    ]);
  });
});

describe('importCard on 1.0 cards', () => {
  it('takes the endpoint and protocol version from the first supported interface', () => {
    const card = imported(fixture('v1_0.json'));
    expect(card.url).toBe('https://agents.example.com/kyc/a2a/v1');
    expect(card.preferredTransport).toBe('JSONRPC');
    expect(card.protocolVersion).toBe('1.0');
  });

  it('turns 1.0 scheme variants and requirements into the core form', () => {
    const card = imported(fixture('v1_0.json'));
    expect(card.securitySchemes).toEqual({
      'corp-oauth': {
        type: 'oauth2',
        flows: {
          clientCredentials: {
            tokenUrl: 'https://auth.example.com/oauth2/token',
            scopes: { 'kyc:read': 'Read KYC results' },
          },
        },
      },
      'partner-mtls': {
        type: 'mutualTLS',
        description: 'Client certificates issued by the partner CA',
      },
    });
    expect(card.security).toEqual([{ 'corp-oauth': ['kyc:read'] }, { 'partner-mtls': [] }]);
  });

  it('notes fields a scheme of its kind does not define', () => {
    const result = importCard(
      card10({
        securitySchemes: { m: { mtlsSecurityScheme: { certificateAuthority: 'x' } } },
        securityRequirements: undefined,
      }),
    );
    expect(result.findings.find((f) => f.code === 'UNKNOWN_FIELD')?.path).toBe(
      '$.securitySchemes.m.mtlsSecurityScheme.certificateAuthority',
    );
  });

  it('reads an API key variant with its location as `in`', () => {
    const card = imported(
      card10({
        securitySchemes: { key: { apiKeySecurityScheme: { location: 'header', name: 'X-Key' } } },
        securityRequirements: [{ schemes: { key: {} } }],
      }),
    );
    expect(card.securitySchemes).toEqual({ key: { type: 'apiKey', in: 'header', name: 'X-Key' } });
    expect(card.security).toEqual([{ key: [] }]);
  });

  it('falls back to a later interface when the preferred binding is unknown', () => {
    const card = imported(
      card10({
        supportedInterfaces: [
          {
            url: 'wss://agents.example.com/ws',
            protocolBinding: 'WEBSOCKET',
            protocolVersion: '1.0',
          },
          {
            url: 'https://agents.example.com/grpc',
            protocolBinding: 'GRPC',
            protocolVersion: '1.0',
          },
        ],
      }),
    );
    expect(card.url).toBe('https://agents.example.com/grpc');
    expect(card.preferredTransport).toBe('GRPC');
  });

  it('reads empty lists that the 1.0 JSON encoding leaves out as empty, not missing', () => {
    // As @a2a-js/sdk 1.3's AgentCard.toJSON writes a card with no skills and no media types.
    const text =
      '{"name":"x","description":"d","supportedInterfaces":[{"url":"https://a.example/x","protocolBinding":"JSONRPC","protocolVersion":"1.0"}],"version":"1","capabilities":{}}';
    const result = importCard(text);
    expect(result.verdict).toBe('valid');
    expect(result.card).toMatchObject({
      skills: [],
      defaultInputModes: [],
      defaultOutputModes: [],
    });
    const untagged = importCard(card10({ skills: [{ id: 's', name: 'S', description: 'd' }] }));
    expect(untagged.verdict).toBe('valid');
    expect(untagged.findings.find((f) => f.code === 'SKILL_WITHOUT_TAGS')?.change).toBeUndefined();
  });

  it('rejects a 1.0 card without interfaces, at the interfaces path', () => {
    const result = importCard(card10({ supportedInterfaces: [] }));
    expect(result.verdict).toBe('rejected');
    expect(result.reasons[0]).toMatch(/^\$\.supportedInterfaces: /);
  });

  it('uses the 1.0 fields of a hybrid card and notes where the 0.3 ones differ', () => {
    const result = importCard(fixture('hybrid.json'));
    expect(result.card?.url).toBe('https://agents.example.com/payments/a2a/v1');
    expect(result.card?.protocolVersion).toBe('1.0');
    expect(offeredSchemeTypes(result.card!)).toEqual(['oauth2', 'mutualTLS']);
    expect(result.findings.filter((f) => f.code === 'HYBRID_CONFLICT').map((f) => f.path)).toEqual([
      '$.url',
    ]);
  });
});

describe('importCard on older cards', () => {
  it('turns 0.1 authentication into typed schemes and never keeps its credentials', () => {
    const result = importCard(fixture('v0_1-authentication.json'));
    expect(result.card?.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    expect(result.card?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(result)).not.toContain('published-by-mistake');
  });

  it('prefers securitySchemes over a leftover 0.1 authentication block', () => {
    const result = importCard(card03({ authentication: { schemes: ['basic'] } }));
    expect(result.card?.securitySchemes).toHaveProperty('oauth2');
    expect(result.card?.securitySchemes).not.toHaveProperty('basic');
    expect(result.findings.find((f) => f.code === 'LEGACY_AUTHENTICATION')?.path).toBe(
      '$.authentication',
    );
  });

  it('types the reference design’s scheme names, each an alternative', () => {
    const card = imported(
      card03({ securitySchemes: ['oauth2', 'apikey', 'mtls'], security: undefined }),
    );
    expect(offeredSchemeTypes(card)).toEqual(['oauth2', 'apiKey', 'mutualTLS']);
    expect(card.security).toEqual([{ oauth2: [] }, { apikey: [] }, { mtls: [] }]);
  });

  it('fills a 0.1 card’s missing descriptions and reads its text media type', () => {
    const card = imported(fixture('v0_1-authentication.json'));
    expect(card.defaultInputModes).toEqual(['text/plain']);
    expect(card.skills[0]?.tags).toEqual([]);
    expect(card.provider).toEqual({ organization: 'Example Expenses', url: 'https://example.com' });
    const noDescription = importCard(
      fixture('v0_1-authentication.json').replace(/"description": "This agent[^"]*",/, ''),
    );
    expect(noDescription.card?.description).toBe('');
  });

  it('rejects a 0.3 card without a description, naming the path', () => {
    const result = importCard(card03({ description: undefined }));
    expect(result.reasons).toEqual(['$.description: Required field is missing: description.']);
  });

  it('treats a card whose source is agent-card.json as 0.3 even without protocolVersion', () => {
    const text = fixture('v0_2.json');
    expect(
      importCard(text, { base: 'https://x.example/.well-known/agent-card.json' }).version,
    ).toBe('0.3');
    expect(importCard(text, { base: 'https://x.example/.well-known/agent.json' }).version).toBe(
      '0.2',
    );
  });
});

describe('importCard on URLs', () => {
  it('resolves relative URLs only against a given base', () => {
    const text = card03({ url: 'a2a', iconUrl: '/icon.png' });
    const base = 'https://agents.example.com/fx/.well-known/agent-card.json';
    const card = imported(text, base);
    expect(card.url).toBe('https://agents.example.com/fx/.well-known/a2a');
    expect(card.iconUrl).toBe('https://agents.example.com/icon.png');
    // Without a base nobody can say where a relative URL leads: the card is refused.
    const unresolved = importCard(text);
    expect(unresolved.verdict).toBe('rejected');
    expect(
      unresolved.findings.filter((f) => f.code === 'UNRESOLVED_URL').map((f) => f.path),
    ).toEqual(['$.url', '$.iconUrl']);
  });

  it('resolves a relative OAuth token URL inside a scheme', () => {
    const schemes = JSON.parse(fixture('v0_3-clean.json')) as { securitySchemes: unknown };
    const text = JSON.stringify(schemes.securitySchemes).replace('https://auth.example.com', '');
    const card = imported(
      card03({ securitySchemes: JSON.parse(text) as never }),
      'https://auth.example.com/',
    );
    expect(card.securitySchemes.oauth2).toMatchObject({
      flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/oauth2/token' } },
    });
  });
});

describe('importCard platform metadata', () => {
  it('gives an imported card the lowest clearance unless told otherwise', () => {
    expect(imported(card03()).platform).toEqual({
      owner: 'unknown',
      tenants: [],
      maxDataClassification: 'public',
    });
  });

  it('uses the platform metadata it is given', () => {
    const platform: PlatformMeta = {
      owner: 'treasury',
      tenants: ['wholesale'],
      maxDataClassification: 'confidential',
    };
    const result = importCard(card03(), { platform });
    expect(result.card?.platform).toEqual(platform);
    expect(result.findings.map((f) => f.code)).not.toContain('PLATFORM_DEFAULTED');
  });

  it('never reads platform metadata from the published card', () => {
    const text = card03({
      platform: { owner: 'attacker', tenants: [], maxDataClassification: 'restricted' },
      maxDataClassification: 'restricted',
    });
    expect(imported(text).platform.maxDataClassification).toBe('public');
    expect(codes(text).filter((c) => c === 'PLATFORM_FIELD_IGNORED')).toHaveLength(2);
  });
});

describe('importCard on hostile input', () => {
  it('does not let __proto__ or constructor keys touch any prototype', () => {
    const result = importCard(fixture('proto-pollution.json'));
    expect(result.verdict).toBe('rejected');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('removes terminal escapes and direction overrides from text it keeps', () => {
    const card = imported(
      card03({ name: 'fx\u001b[31m-agent', description: 'rates \u202egnp.exe' }),
    );
    expect(card.name).toBe('fx[31m-agent');
    expect(card.description).toBe('rates gnp.exe');
  });

  it('counts the size limit in UTF-8 bytes, not characters', () => {
    const text = card03({ description: 'é'.repeat(600 * 1024) });
    expect(text.length).toBeLessThan(1024 * 1024);
    expect(codes(text)).toEqual(['DOCUMENT_TOO_LARGE']);
  });

  it('reads 64 levels of nesting and refuses 65', () => {
    const nested = (depth: number) =>
      card03().replace(/}$/, `, "x": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`);
    expect(codes(nested(64))).not.toContain('NESTING_TOO_DEEP');
    expect(codes(nested(65))).toContain('NESTING_TOO_DEEP');
  });

  it('reports a duplicate key with where it first appeared', () => {
    const finding = importCard(fixture('duplicate-keys.json')).findings.find(
      (f) => f.code === 'DUPLICATE_KEY',
    );
    expect(finding?.message).toContain('line 12, column 5');
  });
});

describe('legacy modes and mixed versions', () => {
  const legacy = JSON.stringify({
    name: 'Legacy',
    description: 'A 0.1-era card',
    url: 'https://agents.example.com/legacy',
    version: '1.0.0',
    capabilities: {},
    authentication: { schemes: ['bearer'] },
    defaultInputModes: ['text', 'data'],
    defaultOutputModes: ['text', 'data', 'file'],
    skills: [{ id: 's', name: 'S', description: 'd', tags: ['t'] }],
  });

  it('reads every 0.1 part-kind mode as a media type, warning about each', () => {
    const result = importCard(legacy);
    expect(result.version).toBe('0.1');
    expect(result.card?.defaultInputModes).toEqual(['text/plain', 'application/json']);
    expect(result.card?.defaultOutputModes).toEqual([
      'text/plain',
      'application/json',
      'application/octet-stream',
    ]);
    expect(
      result.findings.filter((f) => f.code === 'MEDIA_TYPE_SHORTHAND').map((f) => f.path),
    ).toEqual([
      '$.defaultInputModes[0]',
      '$.defaultInputModes[1]',
      '$.defaultOutputModes[0]',
      '$.defaultOutputModes[1]',
      '$.defaultOutputModes[2]',
    ]);
  });

  it("reads a mixed card's 0.3 url as its interface, with a warning", () => {
    const mixed = {
      name: 'Mixed',
      description: 'A 0.3 url beside 1.0-only fields',
      url: 'https://agents.example.com/mixed',
      version: '2.0.0',
      capabilities: { streaming: true, extendedAgentCard: true },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [{ id: 's', name: 'S', description: 'd', tags: ['t'] }],
    };
    const result = importCard(JSON.stringify(mixed));
    expect(result.version).toBe('1.0+0.3');
    expect(result.verdict).not.toBe('rejected');
    expect(result.card?.url).toBe('https://agents.example.com/mixed');
    expect(result.card?.preferredTransport).toBe('JSONRPC');
    expect(result.findings).toContainEqual(
      expect.objectContaining({ code: 'INTERFACE_FROM_URL', path: '$.url', severity: 'warning' }),
    );
  });
});
