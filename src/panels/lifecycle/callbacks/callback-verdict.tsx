// The core's verdict on a callback URL and token, shown as the user types: what the URL parser
// saw (scheme, host, port) and every rule the callback breaks, each with its code.
import { Badge } from '../../../components/badge';
import type { CallbackVerdict } from '../../../core/callbacks';

export function CallbackVerdictView({ verdict, id }: { verdict: CallbackVerdict; id: string }) {
  const { parsed } = verdict;
  return (
    <div id={id} className="lifecycle-verdict" aria-live="polite">
      <p className="lifecycle-verdict-head">
        {verdict.allowed ? (
          <Badge tone="success">allowed</Badge>
        ) : (
          <Badge tone="danger">refused</Badge>
        )}
        {parsed === undefined ? (
          <span className="muted">The URL does not parse.</span>
        ) : (
          <span className="lifecycle-parsed">
            scheme <code>{parsed.scheme}</code> · host <code>{parsed.host || '(none)'}</code> · port{' '}
            <code>{parsed.port === '' ? 'default' : parsed.port}</code>
          </span>
        )}
      </p>
      {verdict.refusals.length > 0 && (
        <ul className="lifecycle-reasons" aria-label="Why the callback is refused">
          {verdict.refusals.map((refusal) => (
            <li key={refusal.rule}>
              <Badge tone="danger" code>
                {refusal.code}
              </Badge>
              <span>
                <span className="lifecycle-rule">{refusal.rule}:</span> {refusal.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
