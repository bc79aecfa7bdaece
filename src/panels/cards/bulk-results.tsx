// What a many-card import found: the summary, then one row per card with its verdict, where it came
// from and, on demand, its findings.
import type { CardsImport, ImportedCard } from '../../adapters/import/import-cards';
import { describeSummary } from '../../adapters/import/import-cards';
import { FindingsList } from '../../components/findings-list';

const nameOf = (card: ImportedCard) => card.card?.name ?? '(no card)';

function duplicateNote(card: ImportedCard): string | undefined {
  const clash = card.duplicate;
  if (clash === undefined) return undefined;
  return clash.of === 'workspace'
    ? 'duplicate: the workspace has a card of this name; not added'
    : `duplicate of ${clash.source} ${clash.at}; not added`;
}

export function BulkResults({ result }: { readonly result: CardsImport }) {
  return (
    <div className="cards-bulk">
      <p className="cards-bulk-summary" role="status">
        {result.cards.length} {result.cards.length === 1 ? 'card' : 'cards'} in{' '}
        {result.documents.length} {result.documents.length === 1 ? 'document' : 'documents'}:{' '}
        {describeSummary(result.summary)}.
      </p>
      <ul className="cards-bulk-list" aria-label="Cards found">
        {result.cards.map((card, i) => {
          const note = duplicateNote(card);
          const verdict = note === undefined ? card.verdict : 'duplicate';
          return (
            <li key={i} className="cards-bulk-item">
              <details>
                <summary className="cards-bulk-row">
                  <span className={`cards-verdict-badge cards-verdict-badge-${verdict}`}>
                    {verdict}
                  </span>
                  <code className="cards-bulk-name">{nameOf(card)}</code>
                  <span className="cards-bulk-where">
                    {card.source}
                    {card.at === '$' ? '' : ` ${card.at}`}
                  </span>
                  <span className="cards-bulk-count">
                    {card.findings.length} {card.findings.length === 1 ? 'finding' : 'findings'}
                  </span>
                </summary>
                {note !== undefined && <p className="cards-hint">{note}</p>}
                <FindingsList findings={card.findings} />
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
