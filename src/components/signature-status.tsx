// A card's signature status: a badge with the status in words and a line saying what was seen.
// Takes plain text only; store/signature-view.ts words it.
import { Badge, type BadgeTone } from './badge';
import './signature-status.css';

export interface SignatureStatusProps {
  readonly tone: BadgeTone;
  readonly label: string;
  readonly detail: string;
  /** Said after the detail, e.g. that the policy's signature rule denies delegation. */
  readonly note?: string | undefined;
  /** A badge alone, the detail as its tooltip: for a row in a list. */
  readonly compact?: boolean;
}

export function SignatureStatus({
  tone,
  label,
  detail,
  note,
  compact = false,
}: SignatureStatusProps) {
  if (compact) {
    return (
      <span className="signature-status" title={note === undefined ? detail : `${detail} ${note}`}>
        <Badge tone={tone}>{label}</Badge>
      </span>
    );
  }
  return (
    <div className="signature-status">
      <Badge tone={tone}>{label}</Badge>
      <span className="signature-status-detail">
        {detail}
        {note !== undefined && <strong> {note}</strong>}
      </span>
    </div>
  );
}
