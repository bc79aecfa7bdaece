// Fetching a card from an agent's URL (its base URL or the card's own): the well-known paths are
// tried in order, and every failure says what happened and what to do about it.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { fetchCard } from '../../live/fetch-card';

export interface FetchedCard {
  readonly url: string;
  readonly text: string;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'fetching'; readonly url: string }
  | { readonly kind: 'done'; readonly note: string }
  | { readonly kind: 'failed'; readonly message: string; readonly tried: readonly string[] };

export function FetchCard({ onFetched }: { readonly onFetched: (card: FetchedCard) => void }) {
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
    const got = await fetchCard(url, { signal: controller.signal, origin: window.location.origin });
    if (controller.signal.aborted && running.current !== controller) return;
    running.current = undefined;
    if (got.ok) {
      onFetched({ url: got.url, text: got.text });
      const tries = got.tried.length > 1 ? ` after ${got.tried.length - 1} not found` : '';
      setStatus({ kind: 'done', note: `Read from ${got.url}${tries}.` });
    } else {
      setStatus({
        kind: 'failed',
        message: got.error.message,
        tried: got.tried.map((t) => `${t.url}${t.status === undefined ? '' : ` → ${t.status}`}`),
      });
    }
  };

  return (
    <form
      className="cards-import-fetch"
      aria-label="Fetch a card from an agent"
      onSubmit={(event) => {
        event.preventDefault();
        if (url.trim() !== '' && status.kind !== 'fetching') void start();
      }}
    >
      <label htmlFor={`${id}-url`} className="field-label">
        Agent or card URL
      </label>
      <div className="cards-import-fetch-row">
        <input
          id={`${id}-url`}
          className="input cards-mono"
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://agent.example/ or …/.well-known/agent-card.json"
          spellCheck={false}
          onChange={(e) => setUrl(e.target.value)}
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
          <Button size="sm" type="submit" disabled={url.trim() === ''}>
            Fetch card
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {status.kind === 'fetching' && <p className="cards-hint">Fetching from {status.url}…</p>}
        {status.kind === 'done' && <p className="cards-hint">{status.note}</p>}
        {status.kind === 'failed' && (
          <div className="cards-import-fetch-error" role="alert">
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
    </form>
  );
}
