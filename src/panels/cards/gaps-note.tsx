// Required URLs the author has not filled in yet: published as empty strings until they are, so
// the card is not ready to serve.
import type { CardGap } from '../../core/card-gaps';
import { AlertIcon } from '../../components/icons';

export function GapsNote({ gaps }: { readonly gaps: readonly CardGap[] }) {
  return (
    <div className="cards-gaps" role="status">
      <p className="cards-gaps-title">
        <AlertIcon /> Not ready to publish:{' '}
        {gaps.length === 1 ? 'a required URL is' : `${gaps.length} required URLs are`} empty
      </p>
      <ul className="cards-problems" aria-label="Empty required URLs">
        {gaps.map((gap) => (
          <li key={gap.path}>
            <code className="cards-path">{gap.path}</code> {gap.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
