// The agent's authenticated extended card: asked for with the live setup's credentials over the
// chosen interface's binding (offered only when the card says it serves one), the call shown as it
// crossed the wire with the findings on its reply, read by the card importer, shown field by field
// against the workspace's card (what it adds or changes; extended-changes.ts), and taken into the
// workspace as one undoable edit that keeps the card's name and the platform's own metadata.
import { useState } from 'react';
import type { CardImport } from '../../../adapters/import/import-card';
import { Button } from '../../../components/button';
import { FieldChanges } from '../../../components/field-changes';
import { FindingsList } from '../../../components/findings-list';
import type { AgentCard } from '../../../core/card';
import { fieldLines } from '../../../store/review/describe';
import { useWorkbenchActions } from '../../../store';
import type { LiveCallLog, LiveFinding } from '../../../live/run-log';
import { liveTranscript } from '../transcript/entries';
import { extendedChanges } from './extended-changes';
import type { LiveConfig } from './use-live-config';

/** The call as it crossed the wire and the findings on its reply. */
interface Exchange {
  readonly call?: LiveCallLog;
  readonly findings?: readonly LiveFinding[];
}

type Shown =
  | ({ readonly kind: 'card'; readonly import: CardImport; readonly method: string } & Exchange)
  | ({ readonly kind: 'failure'; readonly code: string; readonly message: string } & Exchange)
  | { readonly kind: 'taken'; readonly text: string };

/** The call's transcript items: the request (credentials masked) and the reply as it came. */
function CallTranscript({ exchange }: { readonly exchange: Exchange }) {
  const { call, findings = [] } = exchange;
  if (call === undefined) return null;
  const items = liveTranscript(
    Array.from(call.items, (entry, n) => ({ call, entry, n, first: n === 1 })),
  );
  return (
    <details className="lifecycle-live-exchange">
      <summary>
        {call.rpcMethod}:{' '}
        {findings.length === 0
          ? 'no findings'
          : `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`}{' '}
        on the reply
      </summary>
      <ol className="lifecycle-wire-list" aria-label="Extended card call">
        {items.map((item) => (
          <li key={item.key}>
            <p className="field-label">{item.title}</p>
            {item.head !== undefined && <pre className="cards-mono">{item.head}</pre>}
            {item.display !== '' && <pre className="cards-mono">{item.display}</pre>}
          </li>
        ))}
      </ol>
      {findings.length > 0 && (
        <ul aria-label="Findings on the extended card call">
          {findings.map((f, i) => (
            <li key={i}>
              <code>{f.code}</code> ({f.severity}){f.path === undefined ? '' : ` at ${f.path}`}:{' '}
              {f.message}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

export function ExtendedCard({
  card,
  config,
}: {
  readonly card: AgentCard;
  readonly config: LiveConfig;
}) {
  const { updateCard } = useWorkbenchActions();
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const fetchIt = async () => {
    setBusy(true);
    setShown(undefined);
    const { fetchExtendedCard } = await import('../../../live/extended-card');
    const got = await fetchExtendedCard(
      config.endpoint(card),
      config.version(card),
      config.auth,
      { origin: window.location.origin },
      config.binding(card),
    );
    setShown(got.ok ? { kind: 'card', ...got } : { kind: 'failure', ...got });
    setBusy(false);
  };

  const extended = shown?.kind === 'card' ? shown.import.card : null;
  const compared = extended === null ? undefined : extendedChanges(card, extended);
  const taken = compared?.taken;
  const changes = compared?.fields ?? [];
  const take = () => {
    if (taken === undefined) return;
    const result = updateCard(card.name, taken);
    setShown({
      kind: 'taken',
      text: result.ok
        ? `${card.name} is now the extended card (Undo puts the public one back).`
        : result.error.message,
    });
  };

  return (
    <div className="lifecycle-live-fetch">
      <div className="lifecycle-live-oauth-actions">
        <Button size="sm" disabled={busy} onClick={() => void fetchIt()}>
          Get the extended card
        </Button>
        <p className="field-hint">
          What the agent shows an authenticated caller, asked for with these credentials.
        </p>
      </div>
      {shown?.kind === 'failure' && (
        <>
          <p className="lifecycle-live-blocker" role="alert">
            {shown.code}: {shown.message}
          </p>
          <CallTranscript exchange={shown} />
        </>
      )}
      {shown?.kind === 'taken' && (
        <p className="field-hint" role="status">
          {shown.text}
        </p>
      )}
      {shown?.kind === 'card' && (
        <div className="lifecycle-live-fetched" aria-live="polite">
          <p>
            {shown.method}: the importer reads it as {shown.import.verdict}
            {extended === null
              ? '; it cannot be used.'
              : changes.length > 0
                ? `, with ${changes.length} ${changes.length === 1 ? 'field' : 'fields'} beyond the card in the workspace:`
                : compared?.publishedDiffers === true
                  ? ', with the same fields as the card in the workspace; only the JSON it was published as differs (its signatures, or how it is written).'
                  : ', the same as the card in the workspace.'}
          </p>
          {changes.length > 0 && (
            <FieldChanges
              label={`What the extended card changes in ${card.name}`}
              lines={fieldLines(changes)}
            />
          )}
          <FindingsList findings={shown.import.findings} />
          <CallTranscript exchange={shown} />
          {taken !== undefined && (changes.length > 0 || compared?.publishedDiffers === true) && (
            <div className="lifecycle-live-fetched-actions">
              <Button size="sm" variant="primary" onClick={take}>
                Take it into the workspace
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
