// Admission and discovery held to the reference design's own answers. The cases in
// test/fixtures/reference/admission.json were drawn at random (fixed seed) in the reference's
// vocabulary and answered by ../shared/reference/solution.py itself: check_delegation for every
// denial with its code and reason, AgentDirectory.discover for the visible names in order.
// test/fixtures/reference/generate.py wrote the file; run it again (python3, from the repository
// root) to regenerate it, and it writes the same bytes. The first test runs it with --check, so a
// hand-edited fixture, or a reference that now answers differently, fails here.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkDelegation } from '../../src/core/admission';
import { makeCard, type AgentCard, type SecurityScheme } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import type { Classification } from '../../src/core/classification';
import { createDirectory, visibleTo } from '../../src/core/directory';
import { DEFAULT_POLICY } from '../../src/core/policy';
import cases from '../fixtures/reference/admission.json';

interface ReferenceCaller {
  readonly agentId: string;
  readonly tenant: string;
  readonly dataClassification: string;
  readonly delegationChain: readonly string[];
}

interface ReferenceCard {
  readonly name: string;
  readonly tenants: readonly string[];
  readonly maxDataClassification: string;
  /** The reference's scheme names: "oauth2", "mtls", "apikey". */
  readonly securitySchemes: readonly string[];
  readonly skillTags?: readonly (readonly string[])[];
}

/**
 * The reference names schemes; A2A types them. Each reference name becomes a scheme of the type it
 * stands for, under the same name (decision 004, row 1, says why the type is what counts).
 */
const SCHEMES: Readonly<Record<string, SecurityScheme>> = {
  oauth2: {
    type: 'oauth2',
    flows: { clientCredentials: { tokenUrl: 'https://auth.example/token', scopes: {} } },
  },
  mtls: { type: 'mutualTLS' },
  apikey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
};
const TYPE_OF: Readonly<Record<string, string>> = {
  oauth2: 'oauth2',
  mtls: 'mutualTLS',
  apikey: 'apiKey',
};

function scheme(name: string): SecurityScheme {
  const found = SCHEMES[name];
  if (found === undefined) throw new Error(`the fixture names an unknown scheme: ${name}`);
  return found;
}

const callerOf = (c: ReferenceCaller): CallerContext => ({
  agentId: c.agentId,
  tenant: c.tenant,
  userId: 'u',
  scopes: [],
  dataClassification: c.dataClassification as Classification,
  delegationChain: [...c.delegationChain],
});

const cardOf = (c: ReferenceCard): AgentCard =>
  makeCard({
    name: c.name,
    description: 'd',
    url: 'https://agents.example/a',
    version: '1',
    skills: (c.skillTags ?? []).map((tags, i) => ({
      id: `s${i}`,
      name: 'skill',
      description: 'd',
      tags: [...tags],
      examples: [],
    })),
    securitySchemes: Object.fromEntries(c.securitySchemes.map((name) => [name, scheme(name)])),
    security: c.securitySchemes.map((name) => ({ [name]: [] })),
    platform: {
      owner: 'o',
      tenants: [...c.tenants],
      maxDataClassification: c.maxDataClassification as Classification,
    },
  });

const json = (items: readonly string[]) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`;

/**
 * The reason the workbench gives where the reference gives `reason`: the same sentence but for the
 * five ways decision 004 lists (rows 3 to 7): JSON's quotes for Python's (every value in the
 * fixture is plain ASCII), scheme types for scheme names, one more clause for two codes, the depth
 * rule reworded, and a card with no scheme said to offer none.
 */
function expectedReason(code: string, reason: string, card: ReferenceCard): string {
  const quoted = reason.replace(/'([^']*)'/g, '"$1"');
  switch (code) {
    case 'DEPTH_EXCEEDED': {
      const [, deep, max] = /^delegation chain is (\d+) deep; max is (\d+)$/.exec(quoted) ?? [];
      expect(deep).toBeDefined();
      const agents = deep === '1' ? 'agent' : 'agents';
      const verb = deep === max ? 'reaches' : 'is past';
      return `a chain of ${deep} ${agents} ${verb} the max depth of ${max}, so it may not delegate further`;
    }
    case 'TENANT_NOT_PERMITTED':
      return `${quoted} (serves ${json(card.tenants)})`;
    case 'NO_ACCEPTABLE_AUTH': {
      const types = card.securitySchemes.map((name) => TYPE_OF[name] ?? name);
      const offered = `${card.name} offers only ${json(card.securitySchemes)}`;
      expect(quoted).toBe(offered);
      const accepts = `the policy accepts ${json(DEFAULT_POLICY.acceptableSchemes)}`;
      return types.length === 0
        ? `${card.name} offers no security scheme; ${accepts}`
        : `${card.name} offers only ${json(types)}; ${accepts}`;
    }
    default:
      return quoted;
  }
}

describe('the reference fixture', () => {
  it('is exactly what the reference design answers today', () => {
    const run = spawnSync('python3', ['test/fixtures/reference/generate.py', '--check'], {
      encoding: 'utf8',
    });
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('admission against the reference design', () => {
  it('draws enough cases that every reference rule both passes and fails', () => {
    const codes = new Set(cases.admission.flatMap((c) => c.denials.map(([code]) => code)));
    expect([...codes].sort()).toEqual([
      'CLASSIFICATION_EXCEEDED',
      'CYCLE_DETECTED',
      'DEPTH_EXCEEDED',
      'NO_ACCEPTABLE_AUTH',
      'TENANT_NOT_PERMITTED',
    ]);
    expect(cases.admission.filter((c) => c.denials.length === 0).length).toBeGreaterThan(10);
  });

  it.each(cases.admission.map((c, i) => [i, c] as const))(
    'gives case %i the reference’s denials, in its order, with the same reasons',
    (_i, c) => {
      const policy = { ...DEFAULT_POLICY, maxDepth: c.maxDepth };
      const denials = checkDelegation(callerOf(c.caller), cardOf(c.card), policy);
      expect(denials.map((d) => d.code)).toEqual(c.denials.map(([code]) => code));
      expect(denials.map((d) => d.reason)).toEqual(
        c.denials.map(([code, reason]) => expectedReason(code ?? '', reason ?? '', c.card)),
      );
    },
  );
});

describe('discovery against the reference design', () => {
  it('draws cases where several cards are visible, names past U+FFFF among them', () => {
    const several = cases.discovery.filter((c) => c.visible.length > 1);
    expect(several.length).toBeGreaterThan(20);
    expect(several.some((c) => c.visible.some((name) => name.codePointAt(1) === 0x10000))).toBe(
      true,
    );
  });

  it.each(cases.discovery.map((c, i) => [i, c] as const))(
    'shows case %i’s caller the cards the reference shows, in its order',
    (_i, c) => {
      const cards = c.cards.map(cardOf);
      const visible = visibleTo(cards, callerOf(c.caller), c.tags);
      expect(visible.map((v) => v.card.name)).toEqual(c.visible);
      // The same lookup on the directory goes through its tag index.
      const directory = createDirectory(cards);
      if (!directory.ok) throw new Error(directory.error.message);
      const indexed = visibleTo(directory.value, callerOf(c.caller), c.tags);
      expect(indexed.map((v) => v.card.name)).toEqual(c.visible);
    },
  );
});
