// The followed task at the cursor: its state and the agent's words, the artifacts so far, the
// reply box while it waits for the caller, and the cancel and force actions. A refused
// delegation shows its denials instead, and a refused action shows why.
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { isTerminal, type TaskState } from '../../core/lifecycle';
import { messageText } from '../../core/parts';
import { awaitingReply, currentFrame, currentTask } from '../../core/timeline';
import { recordingPosition, useWorkbench, useWorkbenchApi, type SessionRun } from '../../store';
import { liveActionsOf } from '../../store/live-session';
import { ArtifactList } from './artifact-list';
import { FrameError } from './frame-error';
import { ForceMenu } from './force-menu';
import { ReplyBox } from './reply-box';
import { StopIcon } from '../../components/panel-icons';
import type { LiveConfig } from './live/use-live-config';
import { LiveActions } from './live/live-actions';
import { useBranchGuard } from '../../components/use-branch-guard';
import './task-card.css';
import { useSessionActions } from '../../store/session-actions';

function stateTone(state: TaskState): BadgeTone {
  if (state === 'completed') return 'success';
  if (state === 'input-required' || state === 'auth-required') return 'warning';
  if (isTerminal(state)) return 'danger';
  return 'info';
}

/** The task card of the recording, if there is one; it draws with each frame a live run adds. */
export function TaskCard({ live }: { readonly live: LiveConfig }) {
  const run = useWorkbench((s) => s.session.run);
  return run === undefined ? null : <RunTask run={run} live={live} />;
}

function RunTask({ run, live }: { readonly run: SessionRun; readonly live: LiveConfig }) {
  const session = useSessionActions();
  const api = useWorkbenchApi();
  const refusal = useWorkbench((s) => s.session.error);
  const frame = currentFrame(run.timeline);
  const task = currentTask(run.timeline);
  const waiting = awaitingReply(run.timeline);
  const state = task?.status.state;
  const said = task?.status.message === undefined ? '' : messageText(task.status.message);
  const { guard, dialog } = useBranchGuard(recordingPosition(run.timeline));

  return (
    <section
      className="surface-card lifecycle-card lifecycle-task"
      aria-labelledby="lifecycle-task-title"
    >
      <header className="lifecycle-card-header">
        <h2 id="lifecycle-task-title">Task</h2>
        {task !== undefined && state !== undefined && (
          <>
            <Badge tone={stateTone(state)}>{state}</Badge>
            <span className="lifecycle-ids">
              {task.id} · {task.contextId} ·{' '}
              {run.live === undefined
                ? run.mode === 'stream'
                  ? 'message/stream'
                  : 'message/send'
                : `live · A2A ${run.live.version} · ${run.live.agent}`}
            </span>
          </>
        )}
      </header>
      {task === undefined && frame.error === undefined && run.live === undefined && (
        <p className="muted">The request has not been sent yet.</p>
      )}
      {frame.error !== undefined && <FrameError error={frame.error} />}
      {task !== undefined && said !== '' && !waiting && (
        <p className="lifecycle-said">
          <span className="muted">Agent: </span>
          {said}
        </p>
      )}
      {waiting && (state === 'input-required' || state === 'auth-required') && (
        <ReplyBox
          question={said}
          state={state}
          onReply={(text) =>
            run.live === undefined
              ? guard('Send the reply', () => session.reply(text))
              : void liveActionsOf(api).liveReply(text, live.auth)
          }
        />
      )}
      {task !== undefined && task.artifacts.length > 0 && (
        <ArtifactList artifacts={task.artifacts} />
      )}
      {run.live !== undefined && <LiveActions run={run} live={run.live} auth={live.auth} />}
      {run.live === undefined && task !== undefined && state !== undefined && (
        <div className="lifecycle-actions">
          <ForceMenu
            current={state}
            onForce={(target, text) => guard(`Force ${target}`, () => session.force(target, text))}
          />
          <Button
            variant="danger"
            icon={<StopIcon />}
            className="lifecycle-cancel"
            onClick={() => guard('Cancel the task', () => session.cancel())}
          >
            Cancel task
          </Button>
        </div>
      )}
      {refusal !== undefined && (
        <p className="lifecycle-refusal" role="alert">
          <Badge tone="danger" code>
            {refusal.code}
          </Badge>
          <span>{refusal.message}</span>
        </p>
      )}
      {dialog}
    </section>
  );
}
