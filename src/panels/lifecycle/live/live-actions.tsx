// What the caller can do with a task a live agent runs: cancel it, ask for it again, reopen its
// event stream, or stop listening; and what went wrong with the last call, said plainly.
import './live.css';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { StopIcon } from '../../../components/panel-icons';
import { isTerminal } from '../../../core/lifecycle';
import type { LiveAuth } from '../../../live/call';
import type { LiveItem, LiveRun } from '../../../live/run-log';
import { useWorkbenchApi, type SessionRun } from '../../../store';
import { liveActionsOf } from '../../../store/live-session';

/** A JSON-RPC error reply's body, when `item` is one. */
const rpcErrorOf = (item: LiveItem) =>
  (item.kind === 'response' || item.kind === 'event') &&
  typeof item.body === 'object' &&
  item.body !== null &&
  !Array.isArray(item.body) &&
  'error' in item.body
    ? (item.body as { error: { code: number; message: string } })
    : undefined;

export function LiveActions({
  run,
  live,
  auth,
}: {
  readonly run: SessionRun;
  readonly live: LiveRun;
  readonly auth: LiveAuth;
}) {
  const session = liveActionsOf(useWorkbenchApi());
  const frames = run.timeline.frames;
  const last = frames[frames.length - 1];
  const task = last?.taskId === undefined ? undefined : last.engine.tasks.get(last.taskId)?.task;
  const streaming = live.calls.some(
    (c) => !c.ended && (c.method === 'stream' || c.method === 'resubscribe'),
  );
  const latest = live.calls[live.calls.length - 1];
  const busy = live.calls.some((c) => !c.ended);
  const ended = task !== undefined && isTerminal(task.status.state);
  const errorItem = latest?.items.findLast((item) => rpcErrorOf(item) !== undefined);
  const remoteError = errorItem && rpcErrorOf(errorItem);
  const limited = latest?.failure?.code === 'RUN_LIMIT';

  return (
    <div className="lifecycle-live-status">
      <p className="lifecycle-live-line" aria-live="polite">
        {streaming
          ? `Streaming from ${live.endpoint}: each event becomes a frame as it arrives.`
          : busy
            ? `Waiting for ${live.endpoint}…`
            : `Live agent at ${live.endpoint}, A2A ${live.version}.`}
      </p>
      {latest?.failure !== undefined && (
        <div
          className={`lifecycle-live-failure${limited ? ' lifecycle-live-limit' : ''}`}
          role="alert"
        >
          <Badge tone={limited ? 'warning' : 'danger'} code>
            {latest.failure.code}
          </Badge>
          <p>{latest.failure.message}</p>
        </div>
      )}
      {remoteError !== undefined && (
        <p className="lifecycle-refusal" role="alert">
          <Badge tone="danger" code>
            {String(remoteError.error.code)}
          </Badge>
          <span>{String(remoteError.error.message)}</span>
        </p>
      )}
      <div className="lifecycle-actions">
        {streaming && (
          <Button icon={<StopIcon />} onClick={() => session.liveStop()}>
            Stop stream
          </Button>
        )}
        {task !== undefined && (
          <>
            <Button
              variant="danger"
              icon={<StopIcon />}
              disabled={ended}
              onClick={() => void session.liveCancel(auth)}
            >
              Cancel task
            </Button>
            <Button onClick={() => void session.liveGet(auth)}>Get task</Button>
            <Button
              disabled={streaming || ended}
              onClick={() => void session.liveResubscribe(auth)}
            >
              Resubscribe
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
