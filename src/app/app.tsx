import { checkDelegation } from '../core/admission';
import { discover } from '../core/directory';
import { BANK, INVESTIGATOR } from '../scenarios/bank';

/** Until the panels land: the bank example's discovery and admission verdicts as plain text. */
export function App() {
  const found = discover(BANK.cards, INVESTIGATOR, ['sanctions']);
  return (
    <main>
      <h1>Delegation Workbench</h1>
      <h2>Discovery for {INVESTIGATOR.agentId}</h2>
      <ul>
        {found.visible.map(({ card }) => (
          <li key={card.name}>{card.name}</li>
        ))}
        {found.hidden.map(({ card, reasons }) => (
          <li key={card.name}>
            {card.name} (hidden: {reasons.map((r) => r.reason).join('; ')})
          </li>
        ))}
      </ul>
      <h2>Admission</h2>
      <ul>
        {BANK.cards.map((card) => {
          const denials = checkDelegation(INVESTIGATOR, card, BANK.policy);
          return (
            <li key={card.name}>
              {card.name}: {denials.length === 0 ? 'ALLOW' : denials.map((d) => d.code).join(', ')}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
