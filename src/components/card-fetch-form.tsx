// Fetching an agent's card from its URL (its base URL or the card's own): a field, a Fetch button
// that becomes Stop while it runs, and what came of it. What a fetch does is handed in, so the
// Cards import and the Lifecycle live setup share it. A group, not a form: in Lifecycle it sits
// inside the delegation setup's form, so Enter in the field fetches rather than submitting that.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import './card-fetch-form.css';

/**
 * What one fetch came to: a line saying where the card came from (and a warning when a redirect
 * brought it from another origin), or why there is none.
 */
export type CardFetchOutcome =
  | { readonly ok: true; readonly note: string; readonly warning?: string }
  | { readonly ok: false; readonly message: string; readonly tried: readonly string[] };

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'fetching'; readonly url: string }
  | { readonly kind: 'done'; readonly note: string; readonly warning?: string }
  | { readonly kind: 'failed'; readonly message: string; readonly tried: readonly string[] };

export function CardFetchForm({
  fetchCard,
  label = 'Agent or card URL',
}: {
  /** Fetches and reads the card at `url`; `signal` aborts it when the user presses Stop. */
  readonly fetchCard: (url: string, signal: AbortSignal) => Promise<CardFetchOutcome>;
  readonly label?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: 'fetching', url });
    const got = await fetchCard(url, controller.signal);
    if (controller.signal.aborted && running.current !== controller) return;
    running.current = undefined;
    setStatus(
      got.ok
        ? {
            kind: 'done',
            note: got.note,
            ...(got.warning !== undefined ? { warning: got.warning } : {}),
          }
        : { kind: 'failed', message: got.message, tried: got.tried },
    );
  };

  const submit = () => {
    if (url.trim() !== '' && status.kind !== 'fetching') void start();
  };

  return (
    <div className="card-fetch" role="group" aria-label="Fetch a card from an agent">
      <label htmlFor={`${id}-url`} className="field-label">
        {label}
      </label>
      <div className="card-fetch-row">
        <input
          id={`${id}-url`}
          className="input card-fetch-url"
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://agent.example/ or …/.well-known/agent-card.json"
          spellCheck={false}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            submit();
          }}
        />
        {status.kind === 'fetching' ? (
          <Button
            size="sm"
            onClick={() => {
              running.current?.abort();
              setStatus({ kind: 'idle' });
            }}
          >
            Stop
          </Button>
        ) : (
          <Button size="sm" disabled={url.trim() === ''} onClick={submit}>
            Fetch card
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {status.kind === 'fetching' && <p className="field-hint">Fetching from {status.url}…</p>}
        {status.kind === 'done' && <p className="field-hint">{status.note}</p>}
        {status.kind === 'done' && status.warning !== undefined && (
          <p className="card-fetch-warning" role="alert">
            <strong>Redirected to another origin.</strong> {status.warning}
          </p>
        )}
        {status.kind === 'failed' && (
          <div className="card-fetch-error" role="alert">
            <p>{status.message}</p>
            {status.tried.length > 0 && (
              <details>
                <summary>
                  Tried {status.tried.length} URL{status.tried.length === 1 ? '' : 's'}
                </summary>
                <ul>
                  {status.tried.map((t) => (
                    <li key={t}>
                      <code>{t}</code>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
