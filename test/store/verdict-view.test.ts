import { describe, expect, it } from 'vitest';
import { makeCard } from '../../src/core/card';
import { DEFAULT_POLICY } from '../../src/core/policy';
import { evaluatePath } from '../../src/core/paths';
import {
  admissionView,
  contextFacts,
  hopView,
  policySummary,
  reasonsOf,
} from '../../src/store/verdict-view';

const caller = {
  agentId: 'desk',
  tenant: 'wholesale',
  userId: '',
  scopes: ['a', 'b'],
  dataClassification: 'internal' as const,
  delegationChain: ['root'],
};
const card = (name: string, tenants: string[]) =>
  makeCard({
    name,
    description: '',
    url: '',
    version: '1',
    platform: { owner: 'o', tenants, maxDataClassification: 'restricted' },
  });

describe('verdict view', () => {
  it('gives each denial its short form and title', () => {
    expect(reasonsOf([{ code: 'TENANT_NOT_PERMITTED', reason: 'why' }])).toEqual([
      { code: 'TENANT_NOT_PERMITTED', abbr: 'TEN', title: 'Tenant not served', reason: 'why' },
    ]);
  });

  it('labels the caller context, naming what is empty', () => {
    expect(contextFacts(caller)).toEqual([
      { label: 'Agent id', value: 'desk' },
      { label: 'Tenant', value: 'wholesale' },
      { label: 'User', value: '(none)' },
      { label: 'Data classification', value: 'internal' },
      { label: 'Scopes', value: 'a, b' },
    ]);
  });

  it('describes a direct admission with the chain ending at the agent asked', () => {
    const view = admissionView(caller, 'x', [{ code: 'MISSING_SCOPE', reason: 'r' }]);
    expect(view.tone).toBe('denied');
    expect(view.summary).toBe('Denied (1 reason)');
    expect(view.chain).toEqual(['root', 'desk', 'x']);
  });

  it('says where a path stopped for a hop that was not evaluated', () => {
    const cards = new Map([
      ['retail', card('retail', ['retail'])],
      ['any', card('any', [])],
    ]);
    const verdict = evaluatePath(
      { id: 'p', callerId: 'desk', hops: ['retail', 'any'] },
      caller,
      cards,
      DEFAULT_POLICY,
    );
    const [first, second] = verdict.hops;
    expect(first && hopView(first, verdict).summary).toBe('Denied (1 reason)');
    const view = second && hopView(second, verdict);
    expect(view?.tone).toBe('unreachable');
    expect(view?.summary).toBe('Not evaluated: the path already stopped at hop 1 (retail)');
    expect(view?.chain).toEqual(['root', 'desk', 'retail', 'any']);
  });

  it('says a hop to an unknown agent ends the path', () => {
    const verdict = evaluatePath(
      { id: 'p', callerId: 'desk', hops: ['ghost'] },
      caller,
      new Map(),
      DEFAULT_POLICY,
    );
    const hop = verdict.hops[0];
    expect(hop && hopView(hop, verdict)).toMatchObject({
      tone: 'unknown',
      summary: 'No agent card named "ghost": the path stops here',
    });
  });

  it('states the policy in one line', () => {
    expect(policySummary(DEFAULT_POLICY)).toBe(
      'max depth 4; accepts oauth2, mutualTLS; no scope required',
    );
    expect(policySummary({ maxDepth: 2, acceptableSchemes: [], requiredScope: 'delegate' })).toBe(
      'max depth 2; accepts no scheme; requires scope "delegate"',
    );
  });
});
