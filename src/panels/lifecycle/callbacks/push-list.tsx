// The pushes the server made up to the cursor, each with the state it carried.
import { showUrl } from '../../../components/display-url';
import type { PushDelivery } from '../../../core/engine';

export function PushList({ pushes }: { readonly pushes: readonly PushDelivery[] }) {
  return (
    <div className="lifecycle-pushes">
      <h3>Delivered pushes</h3>
      {pushes.length === 0 ? (
        <p className="muted">
          None yet. Once a push config is set, every status change is POSTed to the callback.
        </p>
      ) : (
        <ol className="lifecycle-push-list">
          {pushes.map((push, index) => (
            <li key={index}>
              <span className="lifecycle-push-state">{push.status.state}</span>
              <span className="muted">POST</span> <code>{showUrl(push.url).text}</code>
              <span className="muted">
                {' '}
                · task {push.taskId} · tick {push.status.timestamp}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
