// Push callbacks: type a callback URL and token and see the core's verdict at once, set it on
// the task through the timeline (a refusal is recorded with its code), keep the allow-list, and
// read the pushes delivered so far. The token is a credential: masked as it is typed (the user may
// show it), and never saved, shared or exported (store/recording.ts).
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { checkCallback } from '../../../core/callbacks';
import { currentFrame } from '../../../core/timeline';
import { recordingPosition, UNSAVED_TOKEN, useWorkbench, useWorkbenchApi } from '../../../store';
import { AllowList } from './allow-list';
import { CallbackVerdictView } from './callback-verdict';
import { AgentPushConfigs } from './agent-push-configs';
import { PushList } from './push-list';
import { useBranchGuard } from '../../../components/use-branch-guard';
import './callbacks.css';
import { useSessionActions } from '../../../store/session-actions';
import { liveActionsOf, liveCallName } from '../../../store/live-session';
import type { LiveAuth } from '../../../live/call';

export function CallbacksTab({ liveAuth }: { readonly liveAuth: LiveAuth }) {
  const id = useId();
  const { callbackUrl, callbackToken } = useWorkbench((s) => s.session.setup);
  const run = useWorkbench((s) => s.session.run);
  const workspaceHosts = useWorkbench((s) => s.workspace.callbackHosts);
  const session = useSessionActions();
  const [showToken, setShowToken] = useState(false);
  const frame = run === undefined ? undefined : currentFrame(run.timeline);
  // A live run's push config goes to the agent, which answers for itself; nothing is set on the
  // run in its stead. It is sent only when the workbench's own check allows it (fail-closed),
  // against the workspace's allow-list, as a live run has none of its own.
  const liveRun = run?.live;
  const live = liveRun !== undefined;
  const liveActions = liveActionsOf(useWorkbenchApi());
  // The server checks against the allow-list its recording started with.
  const config = frame?.engine.config;
  const hosts = live ? workspaceHosts : (config?.allowedCallbackHosts ?? workspaceHosts);
  const verdict = checkCallback({ url: callbackUrl, token: callbackToken }, hosts);
  const noTask = frame?.taskId === undefined;
  const restoredPush =
    frame?.taskId === undefined
      ? false
      : frame.engine.tasks.get(frame.taskId)?.push?.token === UNSAVED_TOKEN;
  const unsupported = config !== undefined && !config.card.capabilities.pushNotifications;
  const { guard, dialog } = useBranchGuard(
    run === undefined ? undefined : recordingPosition(run.timeline),
  );

  return (
    <div className="lifecycle-callbacks">
      <section className="lifecycle-callback-form" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Push notification config</h3>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-url`}>
            Callback URL
          </label>
          <input
            id={`${id}-url`}
            className="input"
            value={callbackUrl}
            placeholder="https://agents.bank.ae/cb"
            spellCheck={false}
            aria-describedby={`${id}-verdict`}
            onChange={(event) => session.configure({ callbackUrl: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-token`}>
            Token
          </label>
          <div className="lifecycle-token">
            <input
              id={`${id}-token`}
              className="input"
              type={showToken ? 'text' : 'password'}
              value={callbackToken}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-token-hint ${id}-verdict`}
              onChange={(event) => session.configure({ callbackToken: event.target.value })}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={showToken}
              aria-controls={`${id}-token`}
              onClick={() => setShowToken((shown) => !shown)}
            >
              {showToken ? 'Hide' : 'Show'}
            </Button>
          </div>
          <span id={`${id}-token-hint`} className="field-hint">
            A credential: hidden as you type, masked in the transcript, and never saved, shared or
            exported.
          </span>
        </div>
        <CallbackVerdictView verdict={verdict} id={`${id}-verdict`} />
        <div className="lifecycle-inline-form">
          <Button
            variant="primary"
            disabled={noTask || (live && !verdict.allowed)}
            onClick={() =>
              live
                ? void liveActions.liveSetPush(
                    { url: callbackUrl, token: callbackToken, authentication: 'bearer' },
                    liveAuth,
                  )
                : guard('Set the push config', () => session.setPush(callbackUrl, callbackToken))
            }
          >
            Set push config
          </Button>
          <span className="field-hint">
            {liveRun !== undefined
              ? noTask
                ? 'Send a message first: a push config belongs to the task the agent started.'
                : !verdict.allowed
                  ? 'Sent to the live agent only once the check above allows it.'
                  : `Sends it to the live agent (${liveCallName(liveRun, 'set-push-config')}); its answer, or its refusal, is the next event.`
              : noTask
                ? 'Start a delegation first: a push config belongs to a task.'
                : 'Sends tasks/pushNotificationConfig/set for the task; the server checks it again.'}
          </span>
        </div>
        {restoredPush && (
          <p className="field-hint" role="note">
            This task&apos;s push config was restored from a save or a link without its token, which
            is never kept: the transcript says &ldquo;{UNSAVED_TOKEN}&rdquo;. Type the token and set
            the push config again to use your own.
          </p>
        )}
        {unsupported && (
          <p className="field-hint">
            {config.card.name} does not support push notifications: the server answers UNSUPPORTED.
          </p>
        )}
        {run !== undefined && hosts !== workspaceHosts && (
          <p className="field-hint">
            Checked against the allow-list this delegation started with:{' '}
            {hosts.join(', ') || 'empty'}.
          </p>
        )}
      </section>
      <div className="lifecycle-callback-side">
        <AllowList />
        {liveRun !== undefined && run !== undefined ? (
          <AgentPushConfigs
            live={liveRun}
            timeline={run.timeline}
            taskId={frame?.taskId}
            liveAuth={liveAuth}
          />
        ) : (
          <PushList pushes={frame?.engine.pushes ?? []} />
        )}
      </div>
      {dialog}
    </div>
  );
}
