// The policy matrix: every caller's admission verdict for every agent card, narrowed by tenant,
// classification and verdict. Pure; the verdicts themselves come from the memoised admission
// matrix (one byte of denial bits per cell, `denialMask`), so filtering never re-runs the core.
import { servesTenant, type DenialCode } from '../core/admission';
import type { AgentCard } from '../core/card';
import type { WorkspaceTrust } from '../core/card-trust';
import type { CallerContext } from '../core/caller';
import type { Classification } from '../core/classification';
import { compareCodePoints } from '../core/directory';
import type { AdmissionPolicy } from '../core/policy';
import { admissionMatrixOf, codesOfMask } from './selectors';
import { NO_TRUST, trustRead } from './trust-read';

/** Which cells to look at: allowed ones, denied ones, or those denied for one code. */
export type VerdictFilter = 'any' | 'allowed' | 'denied' | DenialCode;

export interface MatrixFilter {
  /** Callers of this tenant, and the agents that serve it. */
  readonly tenant: string | undefined;
  /** Callers whose task carries data of this classification. */
  readonly classification: Classification | undefined;
  /** Keeps the callers and agents with at least one matching cell. */
  readonly verdict: VerdictFilter;
  /** Keeps only cells whose verdict changed against the baseline (see `policyMatrix`). */
  readonly changedOnly?: boolean;
}

export const NO_FILTER: MatrixFilter = {
  tenant: undefined,
  classification: undefined,
  verdict: 'any',
};

export interface PolicyMatrix {
  /** Callers kept by the filter, in workspace order. */
  readonly callers: readonly CallerContext[];
  /** Agent cards kept by the filter, in workspace order. */
  readonly cards: readonly AgentCard[];
  /** `verdicts[i][j]`: the denial mask of caller i delegating to card j (`codesOfMask` reads it). */
  readonly verdicts: readonly Uint8Array[];
  /** Cells allowed and denied among those kept. */
  readonly allowed: number;
  readonly denied: number;
}

/** True when a cell with these denial codes is one the verdict filter asks for. */
export function matchesVerdict(codes: readonly DenialCode[], verdict: VerdictFilter): boolean {
  switch (verdict) {
    case 'any':
      return true;
    case 'allowed':
      return codes.length === 0;
    case 'denied':
      return codes.length > 0;
    default:
      return codes.includes(verdict);
  }
}

const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The matrix of `callers` × `cards` under `policy`, narrowed by `filter`. `changed` says whether a
 * cell's verdict changed against the baseline, for `filter.changedOnly`; `trust` holds the cards'
 * signature verdicts, read when the policy's signature rule is on.
 */
export function policyMatrix(
  callers: readonly CallerContext[],
  cards: readonly AgentCard[],
  policy: AdmissionPolicy,
  filter: MatrixFilter = NO_FILTER,
  changed?: (callerId: string, agent: string) => boolean,
  trust: WorkspaceTrust = NO_TRUST,
): PolicyMatrix {
  const rows = admissionMatrixOf(callers, cards, policy, trustRead(policy, trust));
  const { tenant, classification, verdict } = filter;
  let callerKeep = indices(callers.length).filter((i) => {
    const caller = callers[i];
    return (
      caller !== undefined &&
      (tenant === undefined || caller.tenant === tenant) &&
      (classification === undefined || caller.dataClassification === classification)
    );
  });
  let cardKeep = indices(cards.length).filter((j) => {
    const card = cards[j];
    return card !== undefined && (tenant === undefined || servesTenant(card, tenant));
  });
  const onlyChanged = filter.changedOnly === true && changed !== undefined;
  if (verdict !== 'any' || onlyChanged) {
    const cardHit = new Uint8Array(cards.length);
    callerKeep = callerKeep.filter((i) => {
      const masks = rows[i] ?? new Uint8Array(0);
      const callerId = callers[i]?.agentId ?? '';
      let hit = false;
      for (const j of cardKeep) {
        const mask = masks[j];
        if (
          mask !== undefined &&
          matchesVerdict(codesOfMask(mask), verdict) &&
          (!onlyChanged || changed(callerId, cards[j]?.name ?? ''))
        ) {
          hit = true;
          cardHit[j] = 1;
        }
      }
      return hit;
    });
    cardKeep = cardKeep.filter((j) => cardHit[j] === 1);
  }
  const allCards = cardKeep.length === cards.length;
  let allowed = 0;
  const verdicts = callerKeep.map((i) => {
    const row = rows[i] ?? new Uint8Array(cards.length);
    let kept = row;
    if (!allCards) {
      kept = new Uint8Array(cardKeep.length);
      cardKeep.forEach((j, k) => (kept[k] = row[j] ?? 0));
    }
    // Indexed: `for…of` over a typed array is several times slower before the code is optimised,
    // and this runs once per opening over every cell.
    for (let k = 0; k < kept.length; k += 1) if (kept[k] === 0) allowed += 1;
    return kept;
  });
  return {
    callers: callerKeep.map((i) => callers[i] as CallerContext),
    cards: cardKeep.map((j) => cards[j] as AgentCard),
    verdicts,
    allowed,
    denied: callerKeep.length * cardKeep.length - allowed,
  };
}

// Letter case aside first, then by code point, as names are ordered everywhere else
// (compareCodePoints). Not `localeCompare`: a page's first use of it loads the browser's collation
// data, about 15 ms of the matrix panel's opening, for tenant names that are identifiers.
const byName = (a: string, b: string): number =>
  compareCodePoints(a.toLowerCase(), b.toLowerCase()) || compareCodePoints(a, b);

/** The tenants a filter can choose from: every caller's and every card's, sorted by name. */
export function matrixTenants(
  callers: readonly CallerContext[],
  cards: readonly AgentCard[],
): string[] {
  const tenants = new Set<string>();
  for (const caller of callers) if (caller.tenant !== '') tenants.add(caller.tenant);
  for (const card of cards) for (const t of card.platform.tenants) if (t !== '') tenants.add(t);
  return [...tenants].sort(byName);
}
