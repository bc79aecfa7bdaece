// One case per finding code: the table is typed by FindingCode, so a new code without a test here
// does not compile.
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../../src/adapters/import/card-command';
import {
  FINDING_CODES,
  type Finding,
  type FindingCode,
} from '../../../src/adapters/import/findings';
import { importCard } from '../../../src/adapters/import/import-card';
import { MAX_DOCUMENT_BYTES } from '../../../src/adapters/import/text-position';
import { err, ok } from '../../../src/core/result';
import { card03, card10, fixture, fixtureBytes } from './fixtures';

interface Case {
  readonly run: () => readonly Finding[];
  /** The path the finding must carry. */
  readonly path: string;
  /** Whether the importer says it changed something for this finding. */
  readonly changed?: boolean;
}

const findings = (text: string, base?: string) =>
  importCard(text, base === undefined ? {} : { base }).findings;

const skill = { id: 's', name: 'S', description: 'd', tags: ['t'] };

const CASES: Record<FindingCode, Case> = {
  FILE_UNREADABLE: {
    run: () =>
      checkFiles(['gone.json'], {
        readFile: () => err('FILE_UNREADABLE', 'Cannot read gone.json'),
      }).results[0]?.findings ?? [],
    path: '$',
  },
  INVALID_ENCODING: {
    run: () =>
      checkFiles(['utf16.json'], { readFile: () => ok(fixtureBytes('utf16le-bom.json')) })
        .results[0]?.findings ?? [],
    path: '$',
  },
  DOCUMENT_TOO_LARGE: { run: () => findings(' '.repeat(MAX_DOCUMENT_BYTES + 1)), path: '$' },
  BYTE_ORDER_MARK: { run: () => findings(fixture('bom.json')), path: '$', changed: true },
  INVALID_JSON: { run: () => findings(fixture('invalid-json.json')), path: '$' },
  NESTING_TOO_DEEP: {
    run: () => findings(fixture('deep-nesting.json')),
    path: `$.extra${'[0]'.repeat(63)}`,
  },
  DANGEROUS_KEY: { run: () => findings(fixture('proto-pollution.json')), path: '$.__proto__' },
  DUPLICATE_KEY: {
    run: () => findings(fixture('duplicate-keys.json')),
    path: '$.securitySchemes.auth',
  },
  NON_FINITE_NUMBER: {
    run: () => findings(card03().replace(/}$/, ', "rating": 1e999}')),
    path: '$.rating',
  },
  CONTROL_CHARACTER: {
    run: () => findings(card03({ name: 'fx\u001b[2Jagent' })),
    path: '$.name',
    changed: true,
  },
  LONE_SURROGATE: {
    run: () => findings(card03().replace('"fx-rates-agent"', '"fx\\ud800agent"')),
    path: '$.name',
  },
  NOT_AN_OBJECT: { run: () => findings('["not", "a", "card"]'), path: '$' },
  MISSING_REQUIRED_FIELD: {
    run: () => findings(card03({ version: undefined })),
    path: '$.version',
  },
  WRONG_TYPE: {
    run: () => findings(card03({ skills: [{ ...skill, id: 7 }] })),
    path: '$.skills[0].id',
  },
  INVALID_OPTIONAL_FIELD: {
    run: () => findings(card03({ documentationUrl: 42 })),
    path: '$.documentationUrl',
    changed: true,
  },
  FIELD_DEFAULTED: {
    run: () => findings(card03({ provider: { organization: 'Acme' } })),
    path: '$.provider.url',
    changed: true,
  },
  UNKNOWN_FIELD: { run: () => findings(card03({ rating: 5 })), path: '$.rating' },
  FIELD_NOT_KEPT: {
    run: () => findings(card03({ capabilities: { streaming: true, extensions: [] } })),
    path: '$.capabilities.extensions',
  },
  HYBRID_CONFLICT: { run: () => findings(fixture('hybrid.json')), path: '$.url' },
  INTERFACE_FROM_URL: {
    run: () => {
      const card = JSON.parse(card03()) as Record<string, unknown>;
      delete card.protocolVersion;
      return findings(JSON.stringify({ ...card, capabilities: { extendedAgentCard: true } }));
    },
    path: '$.url',
    changed: true,
  },
  SCHEMA_VIOLATION: {
    run: () =>
      importCard(card03(), {
        platform: { owner: 'ops', tenants: [], maxDataClassification: 'secret' as 'public' },
      }).findings,
    path: '$.platform.maxDataClassification',
  },
  MISSING_PROTOCOL_VERSION: {
    run: () => findings(fixture('v0_2.json')),
    path: '$.protocolVersion',
    changed: true,
  },
  UNRECOGNIZED_PROTOCOL_VERSION: {
    run: () => findings(card03({ protocolVersion: 'latest' })),
    path: '$.protocolVersion',
  },
  UNSUPPORTED_TRANSPORT: {
    run: () => findings(card03({ preferredTransport: 'WEBSOCKET' })),
    path: '$.preferredTransport',
  },
  TRANSPORT_SUBSTITUTED: {
    run: () => findings(card03({ preferredTransport: 'json-rpc' })),
    path: '$.preferredTransport',
    changed: true,
  },
  UNKNOWN_BINDING: {
    run: () =>
      findings(
        card03({ additionalInterfaces: [{ url: 'wss://a.example/ws', transport: 'WEBSOCKET' }] }),
      ),
    path: '$.additionalInterfaces[0].transport',
  },
  INTERFACE_NOT_KEPT: {
    run: () =>
      findings(
        card03({ additionalInterfaces: [{ url: 'ftp://a.example/rpc', transport: 'JSONRPC' }] }),
      ),
    path: '$.additionalInterfaces[0]',
    changed: true,
  },
  MEDIA_TYPE_SHORTHAND: {
    run: () => findings(card03({ defaultOutputModes: ['application/json', 'text'] })),
    path: '$.defaultOutputModes[1]',
    changed: true,
  },
  RELATIVE_URL: {
    run: () =>
      findings(
        card03({ url: '/fx/a2a' }),
        'https://agents.example.com/.well-known/agent-card.json',
      ),
    path: '$.url',
    changed: true,
  },
  UNRESOLVED_URL: { run: () => findings(card03({ url: '/fx/a2a' })), path: '$.url' },
  URL_CONTROL_CHARACTER: {
    run: () => findings(card03({ url: 'https://agents.example.com\u0000.evil.example/a2a' })),
    path: '$.url',
  },
  URL_USERINFO: {
    run: () => findings(card03({ url: 'https://agents.bank.example@evil.example/' })),
    path: '$.url',
  },
  MIXED_SCRIPT_HOST: {
    run: () => findings(card03({ documentationUrl: 'https://docs.ex\u0430mple.com/' })),
    path: '$.documentationUrl',
  },
  NON_HTTP_URL: {
    run: () => findings(card03({ iconUrl: 'javascript:alert(1)' })),
    path: '$.iconUrl',
  },
  INVALID_URL: {
    run: () => findings(card03({ documentationUrl: 'http://[::1' })),
    path: '$.documentationUrl',
  },
  BASE_URL_INVALID: { run: () => findings(card03(), 'file:///etc/passwd'), path: '$' },
  SKILL_WITHOUT_TAGS: {
    run: () => findings(card03({ skills: [{ id: 's', name: 'S', description: 'd' }] })),
    path: '$.skills[0].tags',
    changed: true,
  },
  PROVIDER_NAME: {
    run: () => findings(card03({ provider: { name: 'Acme', url: 'https://acme.example' } })),
    path: '$.provider.name',
    changed: true,
  },
  LEGACY_AUTHENTICATION: {
    run: () => findings(fixture('v0_1-authentication.json')),
    path: '$.authentication',
    changed: true,
  },
  CREDENTIALS_IGNORED: {
    run: () => findings(fixture('v0_1-authentication.json')),
    path: '$.authentication.credentials',
    changed: true,
  },
  SCHEME_NAME_LIST: {
    run: () => findings(fixture('reference-scheme-names.json')),
    path: '$.securitySchemes',
    changed: true,
  },
  UNKNOWN_SCHEME_NAME: {
    run: () => findings(card03({ securitySchemes: ['oauth2', 'magic'], security: undefined })),
    path: '$.securitySchemes[1]',
    changed: true,
  },
  INVALID_SECURITY_SCHEME: {
    run: () =>
      findings(
        card10({
          securitySchemes: { key: { apiKeySecurityScheme: { location: 'body', name: 'k' } } },
          securityRequirements: undefined,
        }),
      ),
    path: '$.securitySchemes.key.apiKeySecurityScheme.location',
  },
  UNDECLARED_SCHEME: {
    run: () => findings(card03({ security: [{ ghost: [] }] })),
    path: '$.security[0].ghost',
  },
  NO_SECURITY_SCHEMES: {
    run: () => findings(card03({ securitySchemes: undefined, security: undefined })),
    path: '$.securitySchemes',
  },
  PLATFORM_FIELD_IGNORED: {
    run: () => findings(card03({ maxDataClassification: 'restricted' })),
    path: '$.maxDataClassification',
  },
  PLATFORM_DEFAULTED: { run: () => findings(card03()), path: '$' },
};

describe('finding codes', () => {
  it.each(Object.entries(CASES))('reports %s at its JSON path', (code, { run, path, changed }) => {
    const found = run().filter((f) => f.code === code);
    expect(found.map((f) => f.path)).toContain(path);
    const hit = found.find((f) => f.path === path);
    expect(hit?.severity).toBe(FINDING_CODES[code as FindingCode]);
    expect(hit?.message.length).toBeGreaterThan(10);
    expect(hit?.change !== undefined).toBe(changed === true);
  });
});
