// Adding the agent to delegate to by its URL, right in the live setup: the card is fetched and
// read by the same code as Cards → Import card, its verdict and findings are shown, and one
// button adds it and makes it the callee (or, when the workspace has a card of that name, uses
// that one or adds the fetched one beside it).
import { useState } from 'react';
import { VERSION_NAMES } from '../../../adapters/import/version-names';
import type { CardImport } from '../../../adapters/import/import-card';
import { Button } from '../../../components/button';
import { CardFetchForm, type CardFetchOutcome } from '../../../components/card-fetch-form';
import { FindingsList } from '../../../components/findings-list';
import {
  crossOriginWarning,
  fetchCard,
  fetchFailureOutcome,
  fetchNote,
} from '../../../live/fetch-card';
import { edits, useWorkbench, useWorkbenchActions } from '../../../store';
import { LIVE_BEHAVIOUR_ID } from './use-live-config';
import { useSessionActions } from '../../../store/session-actions';

const VERDICTS: Record<CardImport['verdict'], string> = {
  valid: 'valid: it can be added as written',
  migrated: 'migrated: readable after the changes listed below',
  rejected: 'rejected: it cannot be added (the errors are listed below)',
};

export function FetchLiveCard() {
  const cards = useWorkbench((s) => s.workspace.cards);
  const { addCard, selectCard } = useWorkbenchActions();
  const session = useSessionActions();
  const [fetched, setFetched] = useState<CardImport | undefined>(undefined);
  const [note, setNote] = useState<string | undefined>(undefined);

  const fetchOne = async (url: string, signal: AbortSignal): Promise<CardFetchOutcome> => {
    setFetched(undefined);
    setNote(undefined);
    const got = await fetchCard(url, { signal, origin: window.location.origin });
    if (!got.ok) return fetchFailureOutcome(got);
    setFetched(got.import);
    const warning = crossOriginWarning(got);
    return { ok: true, note: fetchNote(got), ...(warning !== undefined ? { warning } : {}) };
  };

  const card = fetched?.card ?? undefined;
  const names = new Set(cards.map((c) => c.name));
  const clash = card !== undefined && names.has(card.name);
  const freeName = card === undefined ? '' : edits.uniqueName(card.name, names);

  const choose = (name: string) => {
    session.configure({ cardName: name, behaviourId: LIVE_BEHAVIOUR_ID });
    selectCard(name);
    setFetched(undefined);
  };
  const add = (name: string) => {
    if (card === undefined) return;
    const added = addCard({ ...card, name });
    if (!added.ok) return setNote(added.error.message);
    choose(name);
    setNote(`Added ${name} to the workspace; it is the callee now.`);
  };

  return (
    <div className="lifecycle-live-fetch">
      <CardFetchForm fetchCard={fetchOne} label="Add an agent by its URL" />
      {fetched !== undefined && (
        <div className="lifecycle-live-fetched" aria-live="polite">
          <p>
            {card !== undefined && (
              <>
                <code>{card.name}</code>:{' '}
              </>
            )}
            {VERSION_NAMES[fetched.version]}, {VERDICTS[fetched.verdict]}.
          </p>
          <FindingsList findings={fetched.findings} />
          {card !== undefined && (
            <div className="lifecycle-live-fetched-actions">
              {clash ? (
                <>
                  <Button size="sm" variant="primary" onClick={() => choose(card.name)}>
                    Use {card.name} in the workspace
                  </Button>
                  <Button size="sm" onClick={() => add(freeName)}>
                    Add as {freeName}
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="primary" onClick={() => add(card.name)}>
                  Add and delegate to it
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {note !== undefined && (
        <p className="field-hint" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
