// What a refused call answered, as recorded in its frame: an admission refusal with every denial,
// a push config refused with every broken rule, or a single coded error such as TASK_TERMINAL.
import { Badge } from '../../components/badge';
import type { EngineError } from '../../core/engine';

export function FrameError({ error }: { readonly error: EngineError }) {
  if (error.denials !== undefined && error.denials.length > 0) {
    return (
      <div className="lifecycle-refused" role="status">
        <p className="lifecycle-refused-title">
          Delegation refused at admission: no task was created.
        </p>
        <ul className="lifecycle-reasons" aria-label="Denials">
          {error.denials.map((denial) => (
            <li key={denial.code}>
              <Badge tone="danger" code>
                {denial.code}
              </Badge>
              <span>{denial.reason}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error.refusals !== undefined && error.refusals.length > 0) {
    return (
      <div className="lifecycle-refused" role="status">
        <p className="lifecycle-refused-title">Push notification config refused.</p>
        <ul className="lifecycle-reasons" aria-label="Refusals">
          {error.refusals.map((refusal) => (
            <li key={refusal.rule}>
              <Badge tone="danger" code>
                {refusal.code}
              </Badge>
              <span>{refusal.reason}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="lifecycle-refused" role="status">
      <p className="lifecycle-refused-title">The server answered with an error.</p>
      <p className="lifecycle-reasons-single">
        <Badge tone="danger" code>
          {error.code}
        </Badge>
        <span>{error.message}</span>
      </p>
    </div>
  );
}
