// Cards and callers built from the bank scenario for the core tests: variations on the reference
// data, so each test changes only the field it is about.
import { makeCard, type AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';

/** The investigator with some fields changed. */
export const investigator = (fields: Partial<CallerContext> = {}): CallerContext => ({
  ...INVESTIGATOR,
  ...fields,
});

/** A card that any wholesale caller with restricted data may use, named `name`. */
export const openCard = (name: string, fields: Partial<AgentCard> = {}): AgentCard =>
  makeCard({
    name,
    description: `${name} does things.`,
    url: `https://agents.bank.ae/${name}`,
    version: '1.0.0',
    securitySchemes: SANCTIONS_CARD.securitySchemes,
    platform: { owner: 'ops', tenants: [], maxDataClassification: 'restricted' },
    ...fields,
  });

/** A skill with the given id and tags. */
export const skill = (id: string, tags: string[]) => ({
  id,
  name: id,
  description: `${id} skill`,
  tags,
  examples: [],
});

// The reference's transition table, written out independently of src/core/lifecycle.ts so a
// change to either shows up in the tests.
export const REFERENCE_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  submitted: ['working', 'rejected', 'canceled', 'failed', 'auth-required'],
  working: ['input-required', 'auth-required', 'completed', 'canceled', 'failed'],
  'input-required': ['working', 'canceled', 'failed'],
  'auth-required': ['working', 'canceled', 'failed', 'rejected'],
};
export const REFERENCE_TERMINAL: readonly string[] = [
  'completed',
  'canceled',
  'failed',
  'rejected',
];

/** True when the reference allows `from` -> `to`. */
export const referenceAllows = (from: string, to: string): boolean =>
  REFERENCE_TRANSITIONS[from]?.includes(to) ?? false;
