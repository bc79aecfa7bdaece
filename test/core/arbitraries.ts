// fast-check generators for the core's inputs. Names, tenants, scopes and tags come from small
// pools so generated chains, tenants and tags collide often enough to exercise every rule.
import fc from 'fast-check';
import type { BehaviourStep } from '../../src/core/behaviour';
import { SCHEME_TYPES, makeCard, type AgentCard, type SecurityScheme } from '../../src/core/card';
import type { SignatureVerdict, WorkspaceTrust } from '../../src/core/card-trust';
import type { CallerContext } from '../../src/core/caller';
import { CLASSIFICATIONS } from '../../src/core/classification';
import { TASK_STATES } from '../../src/core/lifecycle';
import type { AdmissionPolicy } from '../../src/core/policy';

export const AGENTS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'] as const;
const TENANTS = ['wholesale', 'retail', 'treasury'] as const;
const SCOPES = ['delegate', 'agents:delegate', 'read'] as const;
const TAGS = ['sanctions', 'kyc', 'compliance', 'marketing'] as const;

export const arbState = fc.constantFrom(...TASK_STATES);
const arbClassification = fc.constantFrom(...CLASSIFICATIONS);

export const arbCaller: fc.Arbitrary<CallerContext> = fc.record({
  agentId: fc.constantFrom(...AGENTS),
  tenant: fc.constantFrom(...TENANTS),
  userId: fc.constant('u-1'),
  scopes: fc.subarray([...SCOPES]),
  dataClassification: arbClassification,
  delegationChain: fc.array(fc.constantFrom(...AGENTS), { maxLength: 6 }),
});

const schemeOf = (type: (typeof SCHEME_TYPES)[number]): SecurityScheme => {
  switch (type) {
    case 'apiKey':
      return { type, in: 'header', name: 'X-Key' };
    case 'http':
      return { type, scheme: 'bearer' };
    case 'oauth2':
      return {
        type,
        flows: { clientCredentials: { tokenUrl: 'https://a.example/t', scopes: {} } },
      };
    case 'openIdConnect':
      return { type, openIdConnectUrl: 'https://a.example/.well-known/openid-configuration' };
    case 'mutualTLS':
      return { type };
  }
};

/**
 * What a card calls its schemes. A name is never its own scheme's type, and two names are other
 * types ("apiKey" naming an oauth2 scheme), so a rule that read names where it means types would
 * decide differently. Two schemes of one type under different names happen too.
 */
const SCHEME_NAMES = ['corpLogin', 'partnerKey', 'edgeCert', 'apiKey', 'oauth2'] as const;

const arbSchemes = fc.uniqueArray(
  fc
    .record({ name: fc.constantFrom(...SCHEME_NAMES), type: fc.constantFrom(...SCHEME_TYPES) })
    .filter(({ name, type }) => name !== type),
  { selector: (s) => s.name, maxLength: 4 },
);

/** A card with a name from the pool; build several with uniqueArray on the name. */
export const arbCard: fc.Arbitrary<AgentCard> = fc
  .record({
    name: fc.constantFrom(...AGENTS),
    tenants: fc.subarray([...TENANTS]),
    clearance: arbClassification,
    schemes: arbSchemes,
    skills: fc.array(fc.subarray([...TAGS]), { maxLength: 3 }),
  })
  .map(({ name, tenants, clearance, schemes, skills }) =>
    makeCard({
      name,
      description: `${name} card`,
      url: `https://agents.example/${name}`,
      version: '1.0.0',
      skills: skills.map((tags, i) => ({
        id: `s${i}`,
        name: `skill ${i}`,
        description: '',
        tags,
        examples: [],
      })),
      securitySchemes: Object.fromEntries(schemes.map((s) => [s.name, schemeOf(s.type)])),
      security: schemes.map((s) => ({ [s.name]: [] })),
      platform: { owner: 'o', tenants, maxDataClassification: clearance },
    }),
  );

export const arbCards = fc.uniqueArray(arbCard, { selector: (c) => c.name, maxLength: 5 });

export const arbPolicy: fc.Arbitrary<AdmissionPolicy> = fc
  .record({
    maxDepth: fc.integer({ min: 0, max: 6 }),
    acceptableSchemes: fc.subarray([...SCHEME_TYPES]),
    requiredScope: fc.option(fc.constantFrom(...SCOPES), { nil: undefined }),
  })
  .map(({ requiredScope, ...rest }) =>
    requiredScope === undefined ? rest : { ...rest, requiredScope },
  );

export const arbStep: fc.Arbitrary<BehaviourStep> = fc.oneof(
  fc.constant({ op: 'work' as const }),
  fc.constant({ op: 'ask-input' as const, question: 'Which list?' }),
  fc.constant({ op: 'ask-auth' as const, prompt: 'Sign in' }),
  fc.constant({ op: 'artifact' as const, name: 'report', text: 'done', data: { n: 1 } }),
  fc.constant({ op: 'complete' as const, message: 'Done.' }),
  fc.constant({ op: 'fail' as const, reason: 'Broken.' }),
  fc.constant({ op: 'reject' as const, reason: 'No.' }),
);

/** One signature's verdict, of every status, naming keys and checks from small pools. */
export const arbVerdict: fc.Arbitrary<SignatureVerdict> = fc.oneof(
  fc.record({
    status: fc.constant('valid' as const),
    keyName: fc.constantFrom('bank signing key', 'partner key'),
    kid: fc.constantFrom('k1', 'k2'),
    alg: fc.constantFrom('ES256', 'RS256', 'EdDSA'),
  }),
  fc.record({
    status: fc.constant('invalid' as const),
    check: fc.constantFrom(
      'header' as const,
      'algorithm' as const,
      'key' as const,
      'payload' as const,
    ),
    detail: fc.constant('the signature does not match'),
  }),
  fc.record({ status: fc.constant('key-unknown' as const), kid: fc.constantFrom('k9', 'other') }),
);

/** Verdicts for some of the agents' cards (a card left out reads as unsigned). */
export const arbTrust: fc.Arbitrary<WorkspaceTrust> = fc.dictionary(
  fc.constantFrom(...AGENTS),
  fc.record({ verdicts: fc.array(arbVerdict, { maxLength: 3 }) }),
);

/** A policy with the signature rule drawn on or off (off leaves the field out, as the editor does). */
export const arbSignaturePolicy: fc.Arbitrary<AdmissionPolicy> = fc
  .tuple(arbPolicy, fc.boolean())
  .map(([policy, on]) => (on ? { ...policy, requireTrustedSignature: true } : policy));
