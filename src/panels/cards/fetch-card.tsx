// Fetching a card from an agent's URL into the import dialog: the well-known paths are tried in
// order, and the card's document as the strict decoder read it (its text, or why it has none) is
// handed to the dialog to import, as a picked file's would be.
import type { CardSource } from '../../adapters/import/import-cards';
import { CardFetchForm, type CardFetchOutcome } from '../../components/card-fetch-form';
import {
  crossOriginWarning,
  fetchCard,
  fetchFailureOutcome,
  fetchNote,
} from '../../live/fetch-card';

export interface FetchedCard {
  readonly url: string;
  readonly source: CardSource;
}

export function FetchCard({ onFetched }: { readonly onFetched: (card: FetchedCard) => void }) {
  const fetched = async (url: string, signal: AbortSignal): Promise<CardFetchOutcome> => {
    const got = await fetchCard(url, { signal, origin: window.location.origin });
    if (!got.ok) return fetchFailureOutcome(got);
    onFetched({ url: got.url, source: got.source });
    const warning = crossOriginWarning(got);
    return { ok: true, note: fetchNote(got), ...(warning !== undefined ? { warning } : {}) };
  };
  return <CardFetchForm fetchCard={fetched} />;
}
