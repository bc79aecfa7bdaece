// The importer's conclusion in one line: which version, and valid, migrated or rejected.
import type { CardImport } from '../../adapters/import/import-card';
import { VERSION_NAMES } from '../../adapters/import/version-names';

function explain(result: CardImport): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  switch (result.verdict) {
    case 'valid':
      return 'It can be added as written.';
    case 'migrated':
      return `Readable after ${count(result.changes.length, 'change')}; review them below.`;
    case 'rejected':
      return `${count(result.reasons.length, 'error')}; it cannot be added.`;
  }
}

export function ImportVerdict({ result }: { readonly result: CardImport }) {
  return (
    <div className={`cards-verdict cards-verdict-${result.verdict}`}>
      <dl className="cards-verdict-facts">
        <div>
          <dt>Detected version</dt>
          <dd>{VERSION_NAMES[result.version]}</dd>
        </div>
        <div>
          <dt>Verdict</dt>
          <dd>
            <span className={`cards-verdict-badge cards-verdict-badge-${result.verdict}`}>
              {result.verdict}
            </span>
          </dd>
        </div>
      </dl>
      <p>{explain(result)}</p>
    </div>
  );
}
