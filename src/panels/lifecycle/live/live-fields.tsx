// The live agent's part of the delegation setup: which of the card's interfaces to call, where, in
// which A2A version, with which credentials, and another agent added by its URL. The card decides
// the defaults; a card that lists only gRPC is told plainly that a browser cannot speak it.
import { useId } from 'react';
import type { A2aVersion } from '../../../adapters/shared/rpc-codec';
import type { AgentCard } from '../../../core/card';
import { cardInterfaces } from '../../../core/card-interfaces';
import './live.css';
import { ExtendedCard } from './extended-card';
import { FetchLiveCard } from './fetch-live-card';
import { OAuthFields } from './oauth-fields';
import { DEFAULT_LIVE_LIMITS } from '../../../store/live-session';
import { bindingName, describeInterface, liveBlocker, liveInterfaces } from './live-interfaces';
import { typedLimit, type AuthKind, type LiveConfig } from './use-live-config';

const AUTH: ReadonlyArray<{ value: AuthKind; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'bearer', label: 'Bearer token' },
  { value: 'api-key', label: 'API key header' },
  { value: 'oauth', label: 'OAuth 2.0' },
];

/** The interface picker: every interface live mode can call, in the card's order. */
function InterfacePicker({
  card,
  config,
}: {
  readonly card: AgentCard;
  readonly config: LiveConfig;
}) {
  const id = useId();
  const offered = liveInterfaces(card);
  const chosen = config.liveInterface(card);
  const callable = new Set(offered.map((i) => i.index));
  const notCallable = cardInterfaces(card).filter((_, index) => !callable.has(index));
  if (chosen === undefined) return null;
  return (
    <div className="field lifecycle-live-endpoint">
      <label className="field-label" htmlFor={id}>
        Interface
      </label>
      <select
        id={id}
        className="select"
        value={chosen.index}
        aria-describedby={notCallable.length > 0 ? `${id}-others` : undefined}
        onChange={(event) => config.pickInterface(card, Number(event.target.value))}
      >
        {offered.map((i) => (
          <option key={i.index} value={i.index}>
            {`${bindingName(i.binding)} · A2A ${i.protocolVersion} · ${i.url}${i.index === 0 ? ' (preferred)' : ''}`}
          </option>
        ))}
      </select>
      {notCallable.length > 0 && (
        <p id={`${id}-others`} className="field-hint">
          The card also lists {notCallable.map(describeInterface).join('; ')}, which live mode
          cannot call from a browser.
        </p>
      )}
    </div>
  );
}

export function LiveFields({
  card,
  config,
}: {
  readonly card: AgentCard;
  readonly config: LiveConfig;
}) {
  const id = useId();
  const blocker = liveBlocker(card);
  const chosen = config.liveInterface(card);
  return (
    <fieldset className="lifecycle-live" aria-describedby={`${id}-note`}>
      <legend className="field-label">Live agent</legend>
      {blocker !== undefined && (
        <p className="lifecycle-live-blocker" role="alert">
          {blocker}
        </p>
      )}
      <div className="lifecycle-live-grid">
        <InterfacePicker card={card} config={config} />
        <div className="field lifecycle-live-endpoint">
          <label className="field-label" htmlFor={`${id}-endpoint`}>
            {bindingName(config.binding(card))} endpoint
          </label>
          <input
            id={`${id}-endpoint`}
            className="input cards-mono"
            type="url"
            spellCheck={false}
            value={config.endpoint(card)}
            onChange={(event) => config.setEndpoint(card, event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-version`}>
            A2A version
          </label>
          <select
            id={`${id}-version`}
            className="select"
            value={config.version(card)}
            onChange={(event) => config.setVersion(card, event.target.value as A2aVersion)}
          >
            <option value="0.3">0.3{chosen?.version === '0.3' ? ' (declared)' : ''}</option>
            <option value="1.0">1.0{chosen?.version === '1.0' ? ' (declared)' : ''}</option>
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-auth`}>
            Authentication
          </label>
          <select
            id={`${id}-auth`}
            className="select"
            value={config.authKind}
            onChange={(event) => config.setAuthKind(event.target.value as AuthKind)}
          >
            {AUTH.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        {config.authKind === 'api-key' && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-header`}>
              Header name
            </label>
            <input
              id={`${id}-header`}
              className="input cards-mono"
              spellCheck={false}
              autoComplete="off"
              value={config.header}
              onChange={(event) => config.setHeader(event.target.value)}
            />
          </div>
        )}
        {config.authKind === 'oauth' && <OAuthFields card={card} config={config} />}
        {(config.authKind === 'bearer' || config.authKind === 'api-key') && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-secret`}>
              {config.authKind === 'bearer' ? 'Token' : 'Key'}
            </label>
            <input
              id={`${id}-secret`}
              className="input cards-mono"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={config.secret}
              onChange={(event) => config.setSecret(event.target.value)}
            />
          </div>
        )}
        <LimitField
          id={`${id}-max-mib`}
          label="Read at most (MiB)"
          value={config.maxMiB}
          onChange={config.setMaxMiB}
          fallback={DEFAULT_LIVE_LIMITS.maxBytes / (1024 * 1024)}
        />
        <LimitField
          id={`${id}-max-events`}
          label="Read at most (events)"
          value={config.maxEvents}
          onChange={config.setMaxEvents}
          fallback={DEFAULT_LIVE_LIMITS.maxEvents}
          whole
        />
      </div>
      {/* Only an agent whose card says it serves an extended card is asked for one. */}
      {config.auth.kind !== 'none' && card.capabilities.extendedAgentCard === true && (
        <ExtendedCard card={card} config={config} />
      )}
      <FetchLiveCard />
      <p id={`${id}-note`} className="field-hint">
        Credentials and OAuth tokens stay in this tab’s memory: never saved, shared or exported, and
        masked in the transcript. A run stops reading at either limit and keeps what it read up to
        there. The agent must allow this page’s origin (CORS); for an agent on your machine, run{' '}
        <code>npm run dev</code> and use its <code>/agent-proxy</code> path.
      </p>
    </fieldset>
  );
}

/** One of a run's limits; a value that can't be used says so and names the limit used instead. */
function LimitField({
  id,
  label,
  value,
  onChange,
  fallback,
  whole = false,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly fallback: number;
  readonly whole?: boolean;
}) {
  const unused = typedLimit(value, whole) === undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        min={whole ? '1' : '0.001'}
        step={whole ? '1' : 'any'}
        inputMode={whole ? 'numeric' : 'decimal'}
        value={value}
        aria-invalid={unused}
        aria-describedby={unused ? `${id}-unused` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {unused && (
        <p id={`${id}-unused`} className="field-hint">
          Not a number above zero{whole ? ' (whole events)' : ''}: the run uses{' '}
          {fallback.toLocaleString('en')}.
        </p>
      )}
    </div>
  );
}
