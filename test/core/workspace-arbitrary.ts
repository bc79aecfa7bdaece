// Random review subjects for the comparison, fingerprint and Cedar properties: cards, callers,
// policy, planned paths and an allow-list drawn from small pools, so two draws share names often.
import fc from 'fast-check';
import type { ReviewSubject } from '../../src/core/compare';
import type { CallerContext } from '../../src/core/caller';
import type { DelegationPath } from '../../src/core/paths';
import { AGENTS, arbCaller, arbCards, arbPolicy } from './arbitraries';

const HOSTS = ['agents.bank.ae', 'hooks.example', 'callbacks.example.org'] as const;

const arbCallers: fc.Arbitrary<CallerContext[]> = fc.uniqueArray(arbCaller, {
  selector: (c) => c.agentId,
  maxLength: 4,
});

const arbPath = (id: string): fc.Arbitrary<DelegationPath> =>
  fc.record({
    id: fc.constant(id),
    callerId: fc.constantFrom(...AGENTS),
    hops: fc.array(fc.constantFrom(...AGENTS, 'nobody'), { minLength: 1, maxLength: 4 }),
  });

const arbPaths: fc.Arbitrary<DelegationPath[]> = fc
  .uniqueArray(fc.constantFrom('p1', 'p2', 'p3'), { maxLength: 3 })
  .chain((ids) => fc.tuple(...ids.map(arbPath)));

export const arbSubject: fc.Arbitrary<ReviewSubject> = fc.record({
  cards: arbCards,
  callers: arbCallers,
  policy: arbPolicy,
  paths: arbPaths,
  callbackHosts: fc.subarray([...HOSTS]),
});
