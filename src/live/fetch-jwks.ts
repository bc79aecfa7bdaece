// Fetching the key set a card's `jku` names, only when the user asks: http(s) only, a plain GET
// without credentials, the card fetch's size and time caps, redirects followed only to http(s)
// (http.ts refuses any other scheme, with the hop). Its keys come back with their thumbprints for
// the user to check before trusting any; nothing is trusted here.
import { readJwks, type ReadJwks } from '../adapters/signature/jwks';
import { decodeBytes } from '../adapters/import/read-bytes';
import { MAX_DOCUMENT_BYTES } from '../adapters/import/text-position';
import type { Result } from '../core/result';
import {
  fetchFailure,
  FETCH_MESSAGES,
  open,
  readBody,
  type FetchFailure,
  type LiveFetchOptions,
} from './http';

/**
 * The keys at `jku`, vouching for `vouchesFor`, or why none could be read.
 * @example await fetchJwks('https://bank.example/.well-known/jwks.json', 'bank.example')
 */
export async function fetchJwks(
  jku: string,
  vouchesFor: string,
  options: LiveFetchOptions = {},
): Promise<Result<ReadJwks, FetchFailure>> {
  const opened = await open(
    jku,
    { method: 'GET', headers: { Accept: 'application/json' } },
    options,
    'follow',
  );
  if (!opened.ok) return opened;
  const { response, redirects } = opened.value;
  const from = redirects.at(-1)?.to ?? jku;
  if (!response.ok) {
    opened.value.done();
    await response.body?.cancel().catch(() => undefined);
    return fetchFailure(
      'HTTP_STATUS',
      FETCH_MESSAGES.HTTP_STATUS(from, response.status, response.statusText),
      from,
      response.status,
    );
  }
  const bytes = await readBody(opened.value, from, MAX_DOCUMENT_BYTES, options.timeoutMs);
  if (!bytes.ok) return bytes;
  const text = decodeBytes(bytes.value, MAX_DOCUMENT_BYTES);
  if (!text.ok) return fetchFailure('NOT_JSON', `${from}: ${text.error.message}`, from);
  return { ok: true, value: await readJwks(text.value, vouchesFor) };
}
