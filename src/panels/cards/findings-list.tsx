// Everything the importer noticed, most severe first, each at its JSON path.
import type { Finding, Severity } from '../../adapters/import/findings';

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const NAMES: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

export function FindingsList({ findings }: { readonly findings: readonly Finding[] }) {
  if (findings.length === 0) return <p className="cards-hint">Nothing to report.</p>;
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <ul className="cards-findings" aria-label="Findings">
      {sorted.map((f, i) => (
        <li key={i} className={`cards-finding cards-finding-${f.severity}`}>
          <span className={`cards-severity cards-severity-${f.severity}`}>{NAMES[f.severity]}</span>
          <code className="cards-path">{f.path}</code>
          <span className="cards-finding-message">
            {f.message}
            {f.change !== undefined && (
              <span className="cards-finding-change"> Changed: {f.change}.</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
