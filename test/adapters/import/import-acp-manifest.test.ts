// ACP agent manifests imported as cards. Inputs: ACP's published `GET /agents` reply
// (test/fixtures/acp/agents-list.json; acp-sdk 1.0.3's AgentsListResponse accepts it, filling in
// input/output_content_types = ["*/*"] and metadata = {}), and a manifest built from the examples
// in ACP's OpenAPI 0.2.0 (components.schemas.AgentManifest and Metadata), which ajv validates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import { importCards } from '../../../src/adapters/import/import-cards';
import { acpValidator, ajvErrors } from '../../helpers/conformance-acp';

const agentsList = readFileSync(
  new URL('../../fixtures/acp/agents-list.json', import.meta.url),
  'utf8',
);

/** Every field from the OpenAPI's own `example` values. */
const fullManifest = {
  name: 'chat',
  description:
    'Conversational agent with memory, supporting real-time search, Wikipedia lookups, and weather updates through integrated tools',
  input_content_types: ['text/plain', 'image/*'],
  output_content_types: ['text/plain', 'application/json'],
  metadata: {
    documentation:
      'The agent is a conversational system designed to process user messages, maintain context, and generate...',
    license: 'Apache-2.0',
    programming_language: 'Python',
    natural_languages: ['en'],
    framework: 'BeeAI',
    capabilities: [
      { name: 'Conversational AI', description: 'Handles multi-turn conversations with memory.' },
      {
        name: 'Vacation Request',
        description: 'Handles submission and tracking of vacation requests.',
      },
    ],
    domains: ['finance', 'healthcare', 'supply-chain'],
    tags: ['Chat'],
    author: { name: 'John Smith', email: 'jsmith@example.com', url: 'https://example.com' },
    links: [
      { type: 'source-code', url: 'https://github.com/i-am-bee/beeai-platform.git' },
      { type: 'homepage', url: 'https://agentcommunicationprotocol.dev' },
    ],
    recommended_models: ['llama3.3:70b-instruct-fp16', 'llama3.3'],
  },
  status: { avg_run_tokens: 1200, avg_run_time_seconds: 3.5, success_rate: 97 },
};

const codesAt = (findings: readonly { code: string; path: string }[]) =>
  findings.map((f) => `${f.code} ${f.path}`);

describe('importing ACP agent manifests as cards', () => {
  it('imports the published GET /agents reply, which ACP’s OpenAPI refuses, as acp-sdk reads it', () => {
    const list = acpValidator('AgentsListResponse');
    expect(list(JSON.parse(agentsList))).toBe(false);
    expect(ajvErrors(list)).toContain("must have required property 'input_content_types'");

    const result = importCards([{ name: 'agents', text: agentsList }], {
      base: 'http://localhost:8000/agents',
    });
    expect(result.documents[0]).toMatchObject({ shape: 'listing', count: 1 });
    const [only] = result.cards;
    expect(only?.version).toBe('acp');
    expect(only?.verdict).toBe('migrated');
    expect(only?.card).toEqual({
      name: 'echo',
      description: 'Echoes everything',
      url: 'http://localhost:8000',
      version: '',
      protocolVersion: '0.3.0',
      preferredTransport: 'HTTP+JSON',
      capabilities: { streaming: true, pushNotifications: false },
      defaultInputModes: ['*/*'],
      defaultOutputModes: ['*/*'],
      skills: [],
      securitySchemes: {},
      security: [],
      platform: { owner: 'unknown', tenants: [], maxDataClassification: 'public' },
    });
    expect(codesAt(only?.findings ?? [])).toEqual([
      'FIELD_DEFAULTED $.agents[0]',
      'FIELD_DEFAULTED $.agents[0].input_content_types',
      'FIELD_DEFAULTED $.agents[0].output_content_types',
      'PLATFORM_DEFAULTED $.agents[0]',
    ]);
  });

  it('reads a manifest with every OpenAPI example field: capabilities become skills', () => {
    expect(acpValidator('AgentManifest')(fullManifest)).toBe(true);
    const result = importCard(JSON.stringify(fullManifest), {
      base: 'https://acp.example/api/agents/chat',
    });
    expect(result.verdict).toBe('migrated');
    expect(result.card).toMatchObject({
      name: 'chat',
      url: 'https://acp.example/api',
      provider: { organization: 'John Smith', url: 'https://example.com' },
      documentationUrl: 'https://agentcommunicationprotocol.dev',
      defaultInputModes: ['text/plain', 'image/*'],
      defaultOutputModes: ['text/plain', 'application/json'],
      skills: [
        {
          id: 'conversational-ai',
          name: 'Conversational AI',
          description: 'Handles multi-turn conversations with memory.',
          tags: [],
          examples: [],
        },
        {
          id: 'vacation-request',
          name: 'Vacation Request',
          description: 'Handles submission and tracking of vacation requests.',
          tags: [],
          examples: [],
        },
      ],
    });
    const notKept = result.findings.filter((f) => f.code === 'FIELD_NOT_KEPT').map((f) => f.path);
    expect(notKept).toEqual([
      '$.status',
      '$.metadata.documentation',
      '$.metadata.license',
      '$.metadata.programming_language',
      '$.metadata.natural_languages',
      '$.metadata.framework',
      '$.metadata.domains',
      '$.metadata.tags',
      '$.metadata.recommended_models',
    ]);
  });

  it('says it cannot know the server without the address the manifest came from', () => {
    const result = importCard(JSON.stringify({ name: 'echo', metadata: {} }));
    expect(result.card?.url).toBe('');
    expect(result.card?.description).toBe('');
    const said = result.findings.find((f) => f.code === 'FIELD_DEFAULTED' && f.path === '$');
    expect(said?.message).toContain('does not say where its server is');
    expect(codesAt(result.findings)).toContain('FIELD_DEFAULTED $.description');
  });

  it('refuses a manifest link that is not http(s), as for any card', () => {
    const hostile = {
      ...fullManifest,
      metadata: { links: [{ type: 'documentation', url: 'javascript:alert(1)' }] },
    };
    const result = importCard(JSON.stringify(hostile), { base: 'https://acp.example/agents' });
    expect(result.verdict).toBe('rejected');
    expect(codesAt(result.findings)).toContain('NON_HTTP_URL $.metadata.links[0].url');
  });

  it('still reads an A2A card that carries a metadata field as an A2A card', () => {
    const card = {
      name: 'kyc',
      description: 'KYC refresh',
      url: 'https://a.example/a2a',
      version: '1.0.0',
      protocolVersion: '0.3.0',
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
      metadata: {},
    };
    expect(importCard(JSON.stringify(card)).version).toBe('0.3');
  });

  it('reads a listing that mixes an A2A card and an ACP manifest, each in its own terms', () => {
    const a2a = {
      name: 'kyc',
      description: 'KYC refresh',
      url: 'https://a.example/a2a',
      version: '1.0.0',
      protocolVersion: '0.3.0',
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
    };
    const text = JSON.stringify({ agents: [a2a, { name: 'echo', metadata: {} }] });
    const result = importCards([{ name: 'mixed', text }], { base: 'https://a.example/agents' });
    expect(result.cards.map((c) => [c.card?.name, c.version])).toEqual([
      ['kyc', '0.3'],
      ['echo', 'acp'],
    ]);
    expect(result.cards[1]?.card?.url).toBe('https://a.example');
  });
});
