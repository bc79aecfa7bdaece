// The agent's authenticated extended card: asked for with the live setup's credentials, read by
// the card importer, shown field by field against the workspace's card (what it adds or
// changes), and taken into the workspace as one undoable edit that keeps the card's name and
// the platform's own metadata.
import { useState } from 'react';
import type { CardImport } from '../../../adapters/import/import-card';
import { Button } from '../../../components/button';
import { FieldChanges } from '../../../components/field-changes';
import { FindingsList } from '../../../components/findings-list';
import type { AgentCard } from '../../../core/card';
import { fieldChanges } from '../../../core/field-diff';
import { fieldLines } from '../../../store/review/describe';
import { useWorkbenchActions } from '../../../store';
import type { LiveConfig } from './use-live-config';

type Shown =
  | { readonly kind: 'card'; readonly import: CardImport; readonly method: string }
  | { readonly kind: 'failure'; readonly code: string; readonly message: string }
  | { readonly kind: 'taken'; readonly text: string };

/** The card as A2A publishes it: without the platform's own metadata, which no agent sends. */
const published = ({ platform: _platform, ...card }: AgentCard) => card;

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
    const got = await fetchExtendedCard(config.endpoint(card), config.version(card), config.auth, {
      origin: window.location.origin,
    });
    setShown(
      got.ok
        ? { kind: 'card', import: got.import, method: got.method }
        : { kind: 'failure', ...got },
    );
    setBusy(false);
  };

  const extended = shown?.kind === 'card' ? shown.import.card : null;
  const taken =
    extended === null ? undefined : { ...extended, name: card.name, platform: card.platform };
  const changes = taken === undefined ? [] : fieldChanges(published(card), published(taken));
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
        <p className="lifecycle-live-blocker" role="alert">
          {shown.code}: {shown.message}
        </p>
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
              : changes.length === 0
                ? ', the same as the card in the workspace.'
                : `, with ${changes.length} ${changes.length === 1 ? 'field' : 'fields'} beyond the card in the workspace:`}
          </p>
          {changes.length > 0 && (
            <FieldChanges
              label={`What the extended card changes in ${card.name}`}
              lines={fieldLines(changes)}
            />
          )}
          <FindingsList findings={shown.import.findings} />
          {taken !== undefined && changes.length > 0 && (
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
