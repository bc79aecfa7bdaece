// Field by field what changed: the field's path, the old value struck through, the new value.
// Plain text in, so any panel can list any thing's changes.
import './change-mark.css';

export interface FieldChangeLine {
  readonly path: string;
  readonly before: string;
  readonly after: string;
}

export interface FieldChangesProps {
  readonly lines: readonly FieldChangeLine[];
  /** Names the list for assistive technology: "Changes to kyc-refresh-agent". */
  readonly label: string;
}

export function FieldChanges({ lines, label }: FieldChangesProps) {
  return (
    <ul className="field-changes" aria-label={label}>
      {lines.map((line) => (
        <li key={line.path}>
          <span className="field-changes-path">{line.path || '(whole value)'}</span>
          <span className="field-changes-values">
            <del className="field-changes-before">{line.before}</del>
            {' → '}
            <ins>{line.after}</ins>
          </span>
        </li>
      ))}
    </ul>
  );
}
