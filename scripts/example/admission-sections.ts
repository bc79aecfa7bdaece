// Sections 1 and 2: who the investigator can see, and the admission verdict for each card, at
// chain depth 4 and for a cycle. Every line comes from discover() and checkDelegation().
import { checkDelegation } from '../../src/core/admission';
import { discover } from '../../src/core/directory';
import { BANK, INVESTIGATOR, SANCTIONS_CARD } from '../../src/scenarios/bank';
import { heading, py } from './format';

/** 1. Discovery for a sanctions task, with why each hidden card is hidden. */
export function discoverySection(): string[] {
  const found = discover(BANK.cards, INVESTIGATOR, ['sanctions']);
  const unfiltered = discover(BANK.cards, INVESTIGATOR);
  return [
    ...heading('1. DISCOVERY — WHO CAN DO THIS?'),
    ...found.visible.map(
      ({ card }) =>
        `  ${card.name.padEnd(28)} v${card.version.padEnd(8)} skills=${py(card.skills.map((s) => s.id))} streaming=${py(card.capabilities.streaming)}`,
    ),
    '  not visible to this caller:',
    ...found.hidden.map(
      ({ card, reasons }) =>
        `    ${card.name.padEnd(22)} — ${reasons.map((r) => r.reason).join('; ')}`,
    ),
    `  full visible set (no tag filter): ${py(unfiltered.visible.map((v) => v.card.name))}`,
  ];
}

/** 2. Admission verdicts under the default policy. */
export function admissionSection(): string[] {
  const codes = (caller: typeof INVESTIGATOR) =>
    checkDelegation(caller, SANCTIONS_CARD, BANK.policy).map((d) => d.code);
  const deep = { ...INVESTIGATOR, delegationChain: ['a', 'b', 'c', 'd'] };
  const cyclic = { ...INVESTIGATOR, delegationChain: [SANCTIONS_CARD.name] };
  return [
    ...heading('2. DELEGATION ADMISSION — WHAT A2A DOES NOT SPECIFY'),
    ...BANK.cards.map((card) => {
      const denials = checkDelegation(INVESTIGATOR, card, BANK.policy);
      const verdict = denials.length === 0 ? 'ALLOW' : denials.map((d) => d.code).join(', ');
      return `  ${card.name.padEnd(28)} -> ${verdict}`;
    }),
    `  ${`chain depth ${deep.delegationChain.length}`.padEnd(28)}-> ${py(codes(deep))}`,
    `  ${'cycle'.padEnd(28)}-> ${py(codes(cyclic))}`,
  ];
}
