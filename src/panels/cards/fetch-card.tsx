// Fetching a card from an agent's URL into the import dialog: the well-known paths are tried in
// order, and the card's text (with the URL it came from) is handed to the dialog to read.
import { CardFetchForm, type CardFetchOutcome } from '../../components/card-fetch-form';
import { fetchCard, fetchFailureOutcome, fetchNote } from '../../live/fetch-card';

export interface FetchedCard {
  readonly url: string;
  readonly text: string;
}

export function FetchCard({ onFetched }: { readonly onFetched: (card: FetchedCard) => void }) {
  const fetched = async (url: string, signal: AbortSignal): Promise<CardFetchOutcome> => {
    const got = await fetchCard(url, { signal, origin: window.location.origin });
    if (!got.ok) return fetchFailureOutcome(got);
    onFetched({ url: got.url, text: got.text });
    return { ok: true, note: fetchNote(got) };
  };
  return <CardFetchForm fetchCard={fetched} />;
}
