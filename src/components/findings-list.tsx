// Everything a reader noticed in a document (the card importer's findings), most severe first,
// each at its JSON path.
import './findings-list.css';

type FindingSeverity = 'error' | 'warning' | 'info';

/** One finding as shown: where, how severe, what, and the change made to read past it. */
interface ShownFinding {
  readonly path: string;
  readonly severity: FindingSeverity;
  readonly message: string;
  readonly change?: string;
}

const ORDER: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };
const NAMES: Record<FindingSeverity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

export function FindingsList({ findings }: { readonly findings: readonly ShownFinding[] }) {
  if (findings.length === 0) return <p className="field-hint">Nothing to report.</p>;
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <ul className="findings" aria-label="Findings">
      {sorted.map((f, i) => (
        <li key={i} className="finding">
          <span className={`finding-severity finding-severity-${f.severity}`}>
            {NAMES[f.severity]}
          </span>
          <code className="finding-path">{f.path}</code>
          <span className="finding-message">
            {f.message}
            {f.change !== undefined && (
              <span className="finding-change"> Changed: {f.change}.</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
