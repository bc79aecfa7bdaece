// Workload 1: admission for every caller against every card (the reference: 100 × 1,000).
import { admissionCodes, checkDelegation } from '../../src/core/admission';
import type { AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { DEFAULT_POLICY } from '../../src/core/policy';

export interface AdmissionRun {
  /** Checks performed: callers × cards. */
  readonly ops: number;
  readonly allowed: number;
  /** Denials by code, over all checks. */
  readonly denials: Readonly<Record<string, number>>;
}

/**
 * Checks each caller against each card under the default policy. `verdicts` decides the codes
 * only (what the matrix and the engine need); `reasons` also words every denial, as the reference
 * does.
 */
export function runAdmission(
  callers: readonly CallerContext[],
  cards: readonly AgentCard[],
  mode: 'verdicts' | 'reasons' = 'reasons',
): AdmissionRun {
  let allowed = 0;
  const denials: Record<string, number> = {};
  for (const caller of callers) {
    for (const card of cards) {
      const codes =
        mode === 'verdicts'
          ? admissionCodes(caller, card, DEFAULT_POLICY)
          : checkDelegation(caller, card, DEFAULT_POLICY).map((d) => d.code);
      if (codes.length === 0) allowed += 1;
      for (const code of codes) denials[code] = (denials[code] ?? 0) + 1;
    }
  }
  return { ops: callers.length * cards.length, allowed, denials };
}
