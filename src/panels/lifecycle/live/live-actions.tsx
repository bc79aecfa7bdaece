// What the caller can do with a task a live agent runs: cancel it, ask for it again, reopen its
// event stream, or stop listening; and what went wrong with the last call, said plainly.
import './live.css';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { StopIcon } from '../../../components/panel-icons';
import { isTerminal } from '../../../core/lifecycle';
import type { LiveAuth } from '../../../live/call';
import type { ListView } from '../../../live/append-log';
import type { LiveItem, LiveRun } from '../../../live/run-log';
import { frameAt, frameCount } from '../../../core/timeline';
import { useCarried } from '../../../components/use-carried';
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

/** The last error reply of a call read so far: items are only ever appended to a call's log. */
interface LastError {
  readonly items: ListView<LiveItem> | undefined;
  readonly head: LiveItem | undefined;
  readonly read: number;
  readonly last: LiveItem | undefined;
  readonly found: LiveItem | undefined;
}

/**
 * The last error reply in `items`, carried on from `before` when it read the start of the same
 * log (a stream's calls grow at every frame), read afresh otherwise.
 */
function lastErrorMore(
  before: LastError | undefined,
  items: ListView<LiveItem> | undefined,
): LastError {
  if (before !== undefined && before.items === items) return before;
  if (items === undefined)
    return { items, head: undefined, read: 0, last: undefined, found: undefined };
  const carried =
    before !== undefined &&
    items.at(0) === before.head &&
    before.read <= items.length &&
    (before.read === 0 || items.at(before.read - 1) === before.last);
  let { read, last, found } = carried ? before : { read: 0, last: undefined, found: undefined };
  for (; read < items.length; read += 1) {
    const item = items.at(read);
    if (item === undefined) break;
    last = item;
    if (rpcErrorOf(item) !== undefined) found = item;
  }
  return { items, head: items.at(0), read, last, found };
}

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
  const last = frameAt(run.timeline, frameCount(run.timeline) - 1);
  const task = last?.taskId === undefined ? undefined : last.engine.tasks.get(last.taskId)?.task;
  const streaming = live.calls.some(
    (c) => !c.ended && (c.method === 'stream' || c.method === 'resubscribe'),
  );
  const latest = live.calls[live.calls.length - 1];
  const busy = live.calls.some((c) => !c.ended);
  const ended = task !== undefined && isTerminal(task.status.state);
  const errorItem = useCarried(latest?.items, lastErrorMore).found;
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
