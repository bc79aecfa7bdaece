// Who delegates to whom, with which behaviour, blocking or streaming, and the request text.
// Starting records a new delegation from the current workspace.
import { useId, type FormEvent } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import {
  admissionFor,
  sessionChoiceOf,
  useWorkbench,
  useWorkbenchApi,
  type SessionMode,
} from '../../store';
import { liveActionsOf } from '../../store/live-session';
import { AlertIcon } from '../../components/icons';
import { PlayIcon } from '../../components/panel-icons';
import { LiveFields } from './live/live-fields';
import { liveBlocker } from './live/live-interfaces';
import { LIVE_BEHAVIOUR_ID, type LiveConfig } from './live/use-live-config';
import { RadioGroup } from '../../components/radio-group';
import { useSessionActions } from '../../store/session-actions';

const MODES: ReadonlyArray<{ value: SessionMode; label: string }> = [
  { value: 'send', label: 'Blocking' },
  { value: 'stream', label: 'Streaming' },
];

export function SetupForm({
  onStart,
  live,
}: {
  readonly onStart: () => void;
  readonly live: LiveConfig;
}) {
  const id = useId();
  const setup = useWorkbench((s) => s.session.setup);
  const callers = useWorkbench((s) => s.workspace.callers);
  const cards = useWorkbench((s) => s.workspace.cards);
  const behaviours = useWorkbench((s) => s.workspace.behaviours);
  const choice = useWorkbench((s) => sessionChoiceOf(s.workspace, s.session.setup));
  const verdicts = useWorkbench((s) =>
    choice.caller === undefined
      ? undefined
      : admissionFor(s.workspace, choice.caller.agentId, s.cardTrust),
  );
  const session = useSessionActions();
  const api = useWorkbenchApi();
  const denials = verdicts?.find((v) => v.card.name === choice.card?.name)?.denials;
  const isLive = setup.behaviourId === LIVE_BEHAVIOUR_ID;
  const denied = denials !== undefined && denials.length > 0;
  const missing =
    choice.caller === undefined
      ? 'Add a caller in the Callers panel first.'
      : choice.card === undefined
        ? 'Add an agent card in the Cards panel first (Import card fetches one by URL).'
        : isLive
          ? liveBlocker(choice.card)
          : choice.script === undefined
            ? 'Add a behaviour in the Behaviour script tab below first.'
            : undefined;
  const noStreaming =
    setup.mode === 'stream' && choice.card !== undefined && !choice.card.capabilities.streaming;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLive) {
      if (choice.card === undefined) return;
      const chosen = live.liveInterface(choice.card);
      onStart();
      void liveActionsOf(api).liveStart(setup.request, {
        mode: setup.mode,
        endpoint: live.endpoint(choice.card),
        binding: live.binding(choice.card),
        version: live.version(choice.card),
        ...(chosen === undefined ? {} : { interfaceVersion: chosen.protocolVersion }),
        auth: live.auth,
        overrideAdmission: denied,
        limits: live.limits,
      });
      return;
    }
    const started = session.start(setup.request);
    if (started.ok) onStart();
  };

  return (
    <form className="lifecycle-setup" onSubmit={submit} aria-label="Delegation setup">
      <div className="lifecycle-setup-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-caller`}>
            Caller
          </label>
          <select
            id={`${id}-caller`}
            className="select"
            value={choice.caller?.agentId ?? ''}
            onChange={(event) => session.configure({ callerId: event.target.value })}
          >
            {callers.map((caller) => (
              <option key={caller.agentId} value={caller.agentId}>
                {caller.agentId}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-card`}>
            Callee card
          </label>
          <select
            id={`${id}-card`}
            className="select"
            value={choice.card?.name ?? ''}
            aria-describedby={`${id}-admission`}
            onChange={(event) => session.configure({ cardName: event.target.value })}
          >
            {cards.map((card) => (
              <option key={card.name} value={card.name}>
                {card.name}
              </option>
            ))}
          </select>
          <p id={`${id}-admission`} className="field-hint">
            {denials === undefined ? (
              ' '
            ) : denials.length === 0 ? (
              <Badge tone="success">admission allows it</Badge>
            ) : (
              <Badge tone="danger">
                admission refuses it: {denials.map((d) => d.code).join(', ')}
              </Badge>
            )}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-behaviour`}>
            Behaviour
          </label>
          <select
            id={`${id}-behaviour`}
            className="select"
            value={isLive ? LIVE_BEHAVIOUR_ID : (choice.script?.id ?? '')}
            onChange={(event) => session.configure({ behaviourId: event.target.value })}
          >
            <optgroup label="Simulated">
              {behaviours.map((script) => (
                <option key={script.id} value={script.id}>
                  {script.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Real">
              <option value={LIVE_BEHAVIOUR_ID}>Live agent</option>
            </optgroup>
          </select>
        </div>
        <RadioGroup
          legend="Mode"
          legendClassName="field-label"
          options={MODES}
          value={setup.mode}
          onChange={(mode) => session.configure({ mode })}
        >
          <p className="field-hint">
            {setup.mode === 'stream'
              ? 'message/stream: each event arrives as an SSE frame.'
              : 'message/send: one answer once the task finishes or pauses.'}
            {noStreaming && ' This card does not advertise streaming.'}
          </p>
        </RadioGroup>
      </div>
      {isLive && choice.card !== undefined && <LiveFields card={choice.card} config={live} />}
      <div className="lifecycle-request">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-request`}>
            Request
          </label>
          <textarea
            id={`${id}-request`}
            className="input lifecycle-textarea"
            rows={2}
            value={setup.request}
            onChange={(event) => session.configure({ request: event.target.value })}
          />
        </div>
        {isLive && denied ? (
          <Button
            type="submit"
            variant="danger"
            icon={<AlertIcon />}
            disabled={missing !== undefined || setup.request.trim() === ''}
          >
            Send anyway
          </Button>
        ) : (
          <Button
            type="submit"
            variant="primary"
            icon={<PlayIcon />}
            disabled={missing !== undefined || setup.request.trim() === ''}
          >
            {isLive ? 'Send to live agent' : 'Start delegation'}
          </Button>
        )}
      </div>
      {isLive && denied && (
        <p className="lifecycle-live-denied" role="note">
          Admission refuses this delegation ({denials.map((d) => d.code).join(', ')}): the workbench
          does not send it unless you press Send anyway, and the run records that you did.
        </p>
      )}
      {missing !== undefined && <p className="field-hint">{missing}</p>}
    </form>
  );
}
