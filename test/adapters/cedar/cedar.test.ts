// The Cedar export, decided by Cedar itself (@cedar-policy/cedar-wasm): every caller × agent cell
// of the bank example and of random workspaces must get the workbench's decision, and a deny must
// name exactly the workbench's denial codes. Any disagreement fails.
import * as cedar from '@cedar-policy/cedar-wasm/nodejs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cedarJson, exportCedar, type CedarExport } from '../../../src/adapters/cedar';
import { admissionCodes, DENIAL_CODES } from '../../../src/core/admission';
import type { AgentCard } from '../../../src/core/card';
import type { WorkspaceTrust } from '../../../src/core/card-trust';
import type { CallerContext } from '../../../src/core/caller';
import type { AdmissionPolicy } from '../../../src/core/policy';
import { BANK, INVESTIGATOR, SANCTIONS_CARD } from '../../../src/scenarios/bank';
import { arbSignaturePolicy, arbTrust } from '../../core/arbitraries';
import { arbSubject } from '../../core/workspace-arbitrary';

const NS = 'DelegationWorkbench';
const ACTION = { type: `${NS}::Action`, id: 'delegate' };

const exported = (
  cards: readonly AgentCard[],
  callers: readonly CallerContext[],
  policy: AdmissionPolicy,
  trust?: WorkspaceTrust,
) => {
  const result = exportCedar({ cards, callers, policy, ...(trust && { trust }) });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** Policies keyed by their @id annotation, read by Cedar's own parser from the .cedar text. */
function policiesById(text: string): Record<string, string> {
  const parts = cedar.policySetTextToParts(text);
  if (parts.type !== 'success') throw new Error(JSON.stringify(parts.errors));
  const byId: Record<string, string> = {};
  for (const policy of parts.policies) {
    const json = cedar.policyToJson(policy);
    if (json.type !== 'success') throw new Error(JSON.stringify(json.errors));
    const id = json.json.annotations?.id;
    if (id === undefined) throw new Error(`a policy has no @id: ${policy}`);
    expect(byId[id], `two policies named ${id}`).toBeUndefined();
    byId[id] = policy;
  }
  return byId;
}

/** The context written from the schema's declaration, not from the adapter. */
const contextOf = (caller: CallerContext) => ({
  delegationChain: caller.delegationChain,
  chainDepth: caller.delegationChain.length,
  dataClassification: caller.dataClassification,
});

// Each export's schema and policies are parsed by Cedar once, then every cell is asked of them.
const prepared = new WeakMap<CedarExport, string>();
let preparedCount = 0;
function preparedId(exp: CedarExport): string {
  let id = prepared.get(exp);
  if (id === undefined) {
    id = `export-${(preparedCount += 1)}`;
    expect(cedar.preparseSchema(id, exp.schema)).toEqual({ type: 'success' });
    expect(cedar.preparsePolicySet(id, { staticPolicies: policiesById(exp.policyText) })).toEqual({
      type: 'success',
    });
    prepared.set(exp, id);
  }
  return id;
}

function decide(
  exp: CedarExport,
  principal: { type: string; id: string },
  resource: { type: string; id: string },
  context: Record<string, unknown>,
  { entities = exp.entities, errors = 0 } = {},
) {
  const id = preparedId(exp);
  const answer = cedar.statefulIsAuthorized({
    principal,
    action: ACTION,
    resource,
    context: context as cedar.Context,
    preparsedSchemaName: id,
    validateRequest: true,
    preparsedPolicySetId: id,
    entities: entities as unknown as cedar.Entities,
  });
  if (answer.type !== 'success') throw new Error(JSON.stringify(answer.errors));
  expect(answer.response.diagnostics.errors).toHaveLength(errors);
  return {
    decision: answer.response.decision,
    reasons: [...answer.response.diagnostics.reason].sort(
      (a, b) => DENIAL_CODES.indexOf(a as never) - DENIAL_CODES.indexOf(b as never),
    ),
  };
}

/** Checks every cell against the workbench; returns how many were checked. */
function everyCellAgrees(
  cards: readonly AgentCard[],
  callers: readonly CallerContext[],
  policy: AdmissionPolicy,
  trust?: WorkspaceTrust,
) {
  const exp = exported(cards, callers, policy, trust);
  let cells = 0;
  for (const caller of callers) {
    for (const card of cards) {
      const cardTrust = trust && Object.hasOwn(trust, card.name) ? trust[card.name] : undefined;
      const codes = admissionCodes(caller, card, policy, cardTrust);
      const cedarSays = decide(
        exp,
        { type: `${NS}::Caller`, id: caller.agentId },
        { type: `${NS}::Agent`, id: card.name },
        contextOf(caller),
      );
      expect(cedarSays, `${caller.agentId} → ${card.name}`).toEqual(
        codes.length === 0
          ? { decision: 'allow', reasons: ['allow-delegation'] }
          : { decision: 'deny', reasons: codes },
      );
      cells += 1;
    }
  }
  return cells;
}

function validates(exp: CedarExport) {
  expect(cedar.checkParseSchema(exp.schema)).toEqual({ type: 'success' });
  const validation = cedar.validate({
    schema: exp.schema,
    policies: { staticPolicies: policiesById(exp.policyText) },
    validationSettings: { mode: 'strict' },
  });
  expect(validation).toEqual({
    type: 'success',
    validationErrors: [],
    validationWarnings: [],
    otherWarnings: [],
  });
  expect(
    cedar.checkParseEntities({
      entities: exp.entities as unknown as cedar.Entities,
      schema: exp.schema,
    }),
  ).toEqual({ type: 'success' });
}

// Cedar's wasm compiles each function on its first call: 1.9 s for the first schema parse,
// validation and entity check at load 17, 0.1 s after. Run each once here, in the hook's time.
beforeAll(() => {
  const { schema, policyText, entities } = exported(BANK.cards, BANK.callers, BANK.policy);
  cedar.checkParseSchema(schema);
  cedar.validate({ schema, policies: { staticPolicies: policyText } });
  cedar.checkParseEntities({ entities: entities as unknown as cedar.Entities, schema });
});

describe('the Cedar export of the bank example', () => {
  const bank = exported(BANK.cards, BANK.callers, BANK.policy);

  it('validates against its own schema in strict mode', () => validates(bank));

  it('decides every cell as the workbench does, with the denial codes as reasons', () => {
    expect(everyCellAgrees(BANK.cards, BANK.callers, BANK.policy)).toBe(3);
    // The reference's verdicts, written out: sanctions allowed, kyc and marketing denied.
    const kyc = decide(
      bank,
      { type: `${NS}::Caller`, id: INVESTIGATOR.agentId },
      { type: `${NS}::Agent`, id: 'kyc-refresh-agent' },
      contextOf(INVESTIGATOR),
    );
    expect(kyc).toEqual({
      decision: 'deny',
      reasons: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
    });
  });

  it.each<[string, Partial<AdmissionPolicy>]>([
    ['max depth 1', { maxDepth: 1 }],
    ['max depth 0', { maxDepth: 0 }],
    ['a required scope the caller holds', { requiredScope: 'delegate' }],
    ['a required scope the caller lacks', { requiredScope: 'agents:delegate' }],
    ['apiKey accepted', { acceptableSchemes: ['apiKey'] }],
    ['no scheme accepted', { acceptableSchemes: [] }],
  ])('still agrees on every cell with %s', (_name, change) => {
    const policy = { ...BANK.policy, ...change };
    const exp = exported(BANK.cards, BANK.callers, policy);
    validates(exp);
    expect(everyCellAgrees(BANK.cards, BANK.callers, policy)).toBe(3);
  });

  it('writes the depth rule with the reviewed maximum', () => {
    expect(bank.policies.find((p) => p.id === 'DEPTH_EXCEEDED')?.text).toBe(
      [
        '@id("DEPTH_EXCEEDED")',
        'forbid (',
        '  principal,',
        '  action == DelegationWorkbench::Action::"delegate",',
        '  resource',
        ')',
        'when { context.chainDepth >= 4 };',
      ].join('\n'),
    );
    expect(bank.policies.map((p) => p.id)).toEqual([
      'allow-delegation',
      'DEPTH_EXCEEDED',
      'CYCLE_DETECTED',
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
      'NO_ACCEPTABLE_AUTH',
    ]);
  });

  it('writes the run-tests file the Cedar CLI reads, one test per cell', () => {
    expect(bank.tests[1]).toEqual({
      name: 'payments-investigator delegates to kyc-refresh-agent',
      request: {
        principal: 'DelegationWorkbench::Caller::"payments-investigator"',
        action: 'DelegationWorkbench::Action::"delegate"',
        resource: 'DelegationWorkbench::Agent::"kyc-refresh-agent"',
        context: {
          delegationChain: ['orchestrator'],
          chainDepth: 1,
          dataClassification: 'restricted',
        },
      },
      entities: [
        {
          uid: { type: 'DelegationWorkbench::Caller', id: 'payments-investigator' },
          attrs: { tenant: 'wholesale', userId: 'u-42', scopes: ['delegate'] },
          parents: [],
        },
        {
          uid: { type: 'DelegationWorkbench::Agent', id: 'kyc-refresh-agent' },
          attrs: {
            name: 'kyc-refresh-agent',
            owner: 'retail-onboarding',
            tenants: ['retail'],
            maxDataClassification: 'confidential',
            schemeTypes: ['oauth2'],
          },
          parents: [],
        },
      ],
      decision: 'deny',
      reason: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      num_errors: 0,
    });
    expect(JSON.parse(cedarJson(bank.tests))).toEqual(bank.tests);
  });

  it('fails closed: an agent the entities do not hold is denied', () => {
    // The forbids that read the missing agent fail to evaluate (Cedar skips them); the permit
    // asks for the agent's attributes first, so nothing allows the request.
    const answer = decide(
      bank,
      { type: `${NS}::Caller`, id: INVESTIGATOR.agentId },
      { type: `${NS}::Agent`, id: 'shadow-agent' },
      contextOf(INVESTIGATOR),
      { errors: 4 },
    );
    expect(answer).toEqual({ decision: 'deny', reasons: [] });
  });

  it('fails closed: a data classification the review never saw is refused', () => {
    const answer = cedar.isAuthorized({
      principal: { type: `${NS}::Caller`, id: INVESTIGATOR.agentId },
      action: ACTION,
      resource: { type: `${NS}::Agent`, id: 'sanctions-screening-agent' },
      context: { ...contextOf(INVESTIGATOR), dataClassification: 'secret' },
      policies: { staticPolicies: policiesById(bank.policyText) },
      entities: bank.entities as unknown as cedar.Entities,
    });
    expect(answer.type === 'success' && answer.response).toEqual({
      decision: 'deny',
      diagnostics: { reason: ['CLASSIFICATION_EXCEEDED'], errors: [] },
    });
  });
});

describe('the Cedar export of schemes named unlike their types', () => {
  // The bank's sanctions agent with its oauth2 scheme named corpLogin, and a bearer-token scheme
  // named apiKey: the agent offers the types oauth2 and http, whatever it calls them.
  const card: AgentCard = {
    ...SANCTIONS_CARD,
    securitySchemes: {
      corpLogin: {
        type: 'oauth2',
        flows: { clientCredentials: { tokenUrl: 'https://auth.bank.ae/oauth2/token', scopes: {} } },
      },
      apiKey: { type: 'http', scheme: 'bearer' },
    },
    security: [{ corpLogin: [] }, { apiKey: [] }],
  };
  const agent = { type: `${NS}::Agent`, id: card.name };
  const investigator = { type: `${NS}::Caller`, id: INVESTIGATOR.agentId };

  it('lists the scheme types the agent offers, not the names it gives them', () => {
    const exp = exported([card], [INVESTIGATOR], BANK.policy);
    validates(exp);
    expect(exp.entities.find((e) => e.uid.id === card.name)?.attrs.schemeTypes).toEqual([
      'http',
      'oauth2',
    ]);
  });

  it('allows what the bank allows: oauth2 is acceptable, under any name', () => {
    const exp = exported([card], [INVESTIGATOR], BANK.policy);
    expect(decide(exp, investigator, agent, contextOf(INVESTIGATOR))).toEqual({
      decision: 'allow',
      reasons: ['allow-delegation'],
    });
  });

  it('denies when only apiKey is acceptable: a scheme named apiKey is not one', () => {
    const policy = { ...BANK.policy, acceptableSchemes: ['apiKey' as const] };
    const exp = exported([card], [INVESTIGATOR], policy);
    expect(decide(exp, investigator, agent, contextOf(INVESTIGATOR))).toEqual({
      decision: 'deny',
      reasons: ['NO_ACCEPTABLE_AUTH'],
    });
    expect(everyCellAgrees([card], [INVESTIGATOR], policy)).toBe(1);
  });
});

// Names with quotes, backslashes, line breaks and astral characters, mapped consistently so
// equal names stay equal: the escaping must keep every comparison Cedar makes the same.
const ODD = ['', '"', '\\', '\n', ' 😀', '\u2028', "'", '\u0000'];
const odd = (text: string) =>
  text + (ODD[[...text].reduce((n, c) => n + c.charCodeAt(0), 0) % ODD.length] ?? '');

const oddly = (s: { cards: AgentCard[]; callers: CallerContext[]; policy: AdmissionPolicy }) => ({
  cards: s.cards.map((card) => ({
    ...card,
    name: odd(card.name),
    platform: {
      ...card.platform,
      owner: odd(card.platform.owner),
      tenants: card.platform.tenants.map(odd),
    },
  })),
  callers: s.callers.map((caller) => ({
    ...caller,
    agentId: odd(caller.agentId),
    tenant: odd(caller.tenant),
    scopes: caller.scopes.map(odd),
    delegationChain: caller.delegationChain.map(odd),
  })),
  policy:
    s.policy.requiredScope === undefined
      ? s.policy
      : { ...s.policy, requiredScope: odd(s.policy.requiredScope) },
});

/** Reads `Type::"id"` with Cedar's own parser, through a policy that names the entity. */
function parseUid(text: string) {
  const json = cedar.policyToJson(`permit (principal == ${text}, action, resource);`);
  if (json.type !== 'success') throw new Error(JSON.stringify(json.errors));
  const constraint = json.json.principal as { entity: { type: string; id: string } };
  return constraint.entity;
}

describe('the Cedar export of random workspaces', () => {
  it('validates and decides every cell as the workbench does', () => {
    fc.assert(
      fc.property(arbSubject, (subject) => {
        const { cards, callers, policy } = oddly({
          cards: [...subject.cards],
          callers: [...subject.callers],
          policy: subject.policy,
        });
        validates(exported(cards, callers, policy));
        everyCellAgrees(cards, callers, policy);
      }),
      { numRuns: 40 },
    );
  });

  it('writes run-tests whose every expected answer Cedar gives for the request as written', () => {
    fc.assert(
      fc.property(arbSubject, (subject) => {
        const { cards, callers, policy } = oddly({
          cards: [...subject.cards],
          callers: [...subject.callers],
          policy: subject.policy,
        });
        const exp = exported(cards, callers, policy);
        expect(exp.tests).toHaveLength(cards.length * callers.length);
        for (const test of exp.tests) {
          const answer = decide(
            exp,
            parseUid(test.request.principal),
            parseUid(test.request.resource),
            test.request.context,
            { entities: test.entities },
          );
          expect(parseUid(test.request.action)).toEqual(ACTION);
          expect(answer).toEqual({ decision: test.decision, reasons: test.reason });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses text Cedar cannot hold, naming where it is', () => {
    const card: AgentCard = { ...BANK.cards[0], name: 'agent-\ud800' };
    const result = exportCedar({ cards: [card], callers: [], policy: BANK.policy });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'NOT_UNICODE',
        message: '$.cards[0].name: the text holds a lone surrogate, which is not Unicode',
      },
    });
  });
});

describe('the Cedar export with the signature rule on', () => {
  const ON = { ...BANK.policy, requireTrustedSignature: true };
  // Mixed: sanctions valid, kyc signed by an unknown key, marketing not verified at all.
  const MIXED: WorkspaceTrust = {
    'sanctions-screening-agent': {
      verdicts: [{ status: 'valid', keyName: 'bank key', kid: 'k1', alg: 'ES256' }],
    },
    'kyc-refresh-agent': { verdicts: [{ status: 'key-unknown', kid: 'k9' }] },
  };

  it('validates, and decides every cell as the workbench does', () => {
    const exp = exported(BANK.cards, BANK.callers, ON, MIXED);
    validates(exp);
    expect(everyCellAgrees(BANK.cards, BANK.callers, ON, MIXED)).toBe(3);
  });

  it('writes the attribute on each agent and a forbid named by the code', () => {
    const exp = exported(BANK.cards, BANK.callers, ON, MIXED);
    expect(exp.entities.slice(1).map((e) => [e.uid.id, e.attrs.signedByTrustedKey])).toEqual([
      ['sanctions-screening-agent', true],
      ['kyc-refresh-agent', false],
      ['marketing-copy-agent', false],
    ]);
    expect(exp.policies.map((p) => p.id).at(-1)).toBe('SIGNATURE_NOT_TRUSTED');
    expect(exp.schema).toContain('signedByTrustedKey: Bool,');
  });

  it('a key removed flips the cell in Cedar as in the workbench', () => {
    const before = exported(BANK.cards, BANK.callers, ON, MIXED);
    const after = exported(BANK.cards, BANK.callers, ON, {});
    const ask = (exp: CedarExport) =>
      decide(
        exp,
        { type: `${NS}::Caller`, id: INVESTIGATOR.agentId },
        { type: `${NS}::Agent`, id: 'sanctions-screening-agent' },
        contextOf(INVESTIGATOR),
      );
    expect(ask(before)).toEqual({ decision: 'allow', reasons: ['allow-delegation'] });
    expect(ask(after)).toEqual({ decision: 'deny', reasons: ['SIGNATURE_NOT_TRUSTED'] });
  });

  it('off, the export is exactly what it was without trust', () => {
    expect(exported(BANK.cards, BANK.callers, BANK.policy, MIXED)).toEqual(
      exported(BANK.cards, BANK.callers, BANK.policy),
    );
  });

  it('agrees on every cell of random workspaces with the rule drawn on or off', () => {
    fc.assert(
      fc.property(arbSubject, arbSignaturePolicy, arbTrust, (subject, policy, trust) => {
        const { cards, callers } = oddly({
          cards: [...subject.cards],
          callers: [...subject.callers],
          policy,
        });
        // Trust keyed by the names as the export writes them.
        const renamed = Object.fromEntries(
          subject.cards.flatMap((card, i) =>
            Object.hasOwn(trust, card.name) ? [[cards[i]?.name ?? '', trust[card.name]]] : [],
          ),
        ) as WorkspaceTrust;
        validates(exported(cards, callers, policy, renamed));
        everyCellAgrees(cards, callers, policy, renamed);
      }),
      { numRuns: 30 },
    );
  });
});
