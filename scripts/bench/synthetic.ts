// The reference benchmark's synthetic population (bench_reference.py `cards` and `callers`),
// field for field, so our figures and the reference's measure the same work.
import { makeCard, type AgentCard, type SecurityScheme } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import type { Classification } from '../../src/core/classification';

const TENANTS = ['wholesale', 'retail', 'treasury', 'markets'] as const;
const CLASSES: readonly Classification[] = ['public', 'internal', 'confidential', 'restricted'];

const SCHEMES: Record<'oauth2' | 'mtls' | 'apikey', SecurityScheme> = {
  oauth2: {
    type: 'oauth2',
    flows: { clientCredentials: { tokenUrl: 'https://auth.example/token', scopes: {} } },
  },
  mtls: { type: 'mutualTLS' },
  apikey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
};
/** The reference's scheme sets; "mtls" is A2A's mutualTLS and "apikey" is apiKey. */
const SCHEME_SETS = [['oauth2'], ['mtls'], ['apikey'], ['oauth2', 'apikey']] as const;

const pad5 = (i: number) => String(i).padStart(5, '0');

/** `n` cards named agent-00000…: two skill tags, two tenants on two cards in three, four clearances. */
export function syntheticCards(n: number): AgentCard[] {
  return Array.from({ length: n }, (_, i) => {
    const names = SCHEME_SETS[i % 4] ?? SCHEME_SETS[0];
    return makeCard({
      name: `agent-${pad5(i)}`,
      description: 'synthetic',
      url: `https://a/${i}`,
      version: '1.0.0',
      skills: [
        {
          id: `s${i}`,
          name: 'skill',
          description: 'd',
          tags: [`t${i % 50}`, `t${(i * 7) % 50}`],
          examples: [],
        },
      ],
      securitySchemes: Object.fromEntries(names.map((name) => [name, SCHEMES[name]])),
      security: names.map((name) => ({ [name]: [] })),
      platform: {
        owner: 'synthetic',
        tenants: i % 3 !== 0 ? [TENANTS[i % 4] ?? '', TENANTS[(i + 1) % 4] ?? ''] : [],
        maxDataClassification: CLASSES[i % 4] ?? 'public',
      },
    });
  });
}

/** `n` callers: alternating wholesale/internal and retail/restricted, chains 0–4 deep. */
export function syntheticCallers(n: number): CallerContext[] {
  return Array.from({ length: n }, (_, j) => ({
    agentId: `caller-${j}`,
    tenant: j % 2 === 0 ? 'wholesale' : 'retail',
    userId: 'u',
    scopes: [],
    dataClassification: j % 2 === 0 ? 'internal' : 'restricted',
    delegationChain: Array.from({ length: j % 5 }, (_, k) => `agent-${pad5(k)}`),
  }));
}
