// A live run's push configs as the agent holds them: list them, read one, delete one, over the
// run's binding and version. What the agent answered is shown here and in the transcript; the
// pushes themselves go from the agent to the callback, which the workbench never sees.
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { showUrl } from '../../../components/display-url';
import type { Timeline } from '../../../core/timeline';
import type { LiveAuth } from '../../../live/call';
import type { LiveRun } from '../../../live/run-log';
import { useWorkbenchApi } from '../../../store';
import { liveActionsOf, liveCallName } from '../../../store/live-session';
import { maskToken } from '../transcript/entries';
import { agentConfigs } from '../../../live/agent-configs';

export function AgentPushConfigs({
  live,
  timeline,
  taskId,
  liveAuth,
}: {
  readonly live: LiveRun;
  readonly timeline: Timeline;
  readonly taskId: string | undefined;
  readonly liveAuth: LiveAuth;
}) {
  const id = useId();
  const actions = liveActionsOf(useWorkbenchApi());
  const { configs, answered } = useMemo(
    () =>
      taskId === undefined
        ? { configs: [], answered: false }
        : agentConfigs(live, timeline, taskId),
    [live, timeline, taskId],
  );
  // The id field follows the newest config the agent named until the user types one.
  const [typed, setTyped] = useState<string>();
  const newest = configs.at(-1)?.configId;
  const configId = typed ?? newest ?? '';
  const noTask = taskId === undefined;
  const noId = configId.trim() === '';

  return (
    <section className="lifecycle-agent-configs" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Push configs at the agent</h3>
      <p className="field-hint">
        The agent sends its pushes to the callback itself, so the workbench sees only what the agent
        answers about its configs.
      </p>
      {configs.length === 0 ? (
        <p className="muted">
          {noTask
            ? 'Send a message first: push configs belong to the task the agent started.'
            : answered
              ? 'The agent holds none for this task.'
              : 'None named by the agent yet: set one, or ask for the list.'}
        </p>
      ) : (
        <ul className="lifecycle-agent-config-list" aria-label="Push configs the agent named">
          {configs.map((c) => (
            <li key={c.configId ?? `url:${c.config.url}`}>
              <span className="muted">id</span> <code>{c.configId ?? '(none given)'}</code>
              <br />
              <code>{showUrl(c.config.url).text}</code>
              <span className="muted"> · token {maskToken(c.config.token)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="lifecycle-inline-form">
        <Button
          disabled={noTask}
          onClick={() => void actions.livePushCall({ method: 'list-push-configs' }, liveAuth)}
        >
          List push configs
        </Button>
        <span className="field-hint">{liveCallName(live, 'list-push-configs')}</span>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-config`}>
          Config id
        </label>
        <input
          id={`${id}-config`}
          className="input"
          value={configId}
          spellCheck={false}
          aria-describedby={`${id}-config-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <span id={`${id}-config-hint`} className="field-hint">
          The id the agent gave the config when it was set or listed.
        </span>
      </div>
      <div className="lifecycle-inline-form">
        <Button
          disabled={noTask || noId}
          onClick={() =>
            void actions.livePushCall(
              { method: 'get-push-config', configId: configId.trim() },
              liveAuth,
            )
          }
        >
          Read push config
        </Button>
        <Button
          variant="danger"
          disabled={noTask || noId}
          onClick={() =>
            void actions.livePushCall(
              { method: 'delete-push-config', configId: configId.trim() },
              liveAuth,
            )
          }
        >
          Delete push config
        </Button>
      </div>
      <p className="field-hint">
        Sends {liveCallName(live, 'get-push-config')} or {liveCallName(live, 'delete-push-config')};
        the answer, or the refusal, is the next event.
      </p>
    </section>
  );
}
