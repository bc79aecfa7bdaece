// A step with no task to show: before the request was sent, or when the server refused it.
import { currentFrame, type Timeline } from '../../core/timeline';

export function NoTask({ timeline }: { readonly timeline: Timeline }) {
  const frame = currentFrame(timeline);
  const refusal = frame.error;
  return (
    <div className="envelopes-no-task" role="status">
      {refusal !== undefined ? (
        <>
          <p className="envelopes-no-task-title">The server refused the request: no task exists.</p>
          <p>
            <code>{refusal.code}</code> {refusal.message}
          </p>
          {refusal.denials !== undefined && refusal.denials.length > 0 && (
            <ul>
              {refusal.denials.map((d, i) => (
                <li key={i}>
                  <code>{d.code}</code> {d.reason}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p className="envelopes-no-task-title">
            Step {timeline.cursor + 1} ({frame.label}): nothing has been sent yet.
          </p>
          <p>Step forward to see the task in its three forms.</p>
        </>
      )}
    </div>
  );
}
