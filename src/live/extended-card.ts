// The authenticated extended card (A2A 1.0 `GetExtendedAgentCard`, 0.3
// `agent/getAuthenticatedExtendedCard`): asked for with the live setup's credentials and read
// by the card importer, as a card fetched by URL is, so the panel can show what it adds.
import { importCard, type CardImport } from '../adapters/import/import-card';
import { a2aV03Rpc } from '../adapters/a2a-v0_3';
import { a2aV1Rpc } from '../adapters/a2a-v1';
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import { openAuthorized, type LiveAuth } from './call';
import { FETCH_MESSAGES, fetchFailure, readBody, type LiveFetchOptions } from './http';

/** The JSON-RPC method each version names the extended card by. */
const EXTENDED_CARD_METHOD: Record<A2aVersion, string> = {
  '1.0': 'GetExtendedAgentCard',
  '0.3': 'agent/getAuthenticatedExtendedCard',
};

export type ExtendedCardResult =
  | { readonly ok: true; readonly import: CardImport; readonly method: string }
  | { readonly ok: false; readonly code: string; readonly message: string };

const MAX_CARD_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Asks `endpoint` for its extended card in `version`, with `auth`. Never throws. */
export async function fetchExtendedCard(
  endpoint: string,
  version: A2aVersion,
  auth: LiveAuth,
  options: LiveFetchOptions = {},
): Promise<ExtendedCardResult> {
  const method = EXTENDED_CARD_METHOD[version];
  const codec = version === '1.0' ? a2aV1Rpc : a2aV03Rpc;
  const headers = { ...codec.requestHeaders('get') };
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: {} });
  const opened = await openAuthorized(
    endpoint,
    { method: 'POST', headers, body },
    auth,
    options,
    () => true,
  );
  if (!opened.ok) return { ok: false, code: opened.error.code, message: opened.error.message };
  const { response } = opened.value;
  const bytes = await readBody(opened.value, endpoint, MAX_CARD_BYTES, options.timeoutMs);
  if (!bytes.ok) return { ok: false, code: bytes.error.code, message: bytes.error.message };
  let reply: unknown;
  try {
    reply = JSON.parse(new TextDecoder().decode(bytes.value));
  } catch {
    reply = undefined;
  }
  if (isRecord(reply) && isRecord(reply.error)) {
    const { code, message } = reply.error;
    return {
      ok: false,
      code: typeof code === 'number' && Number.isInteger(code) ? String(code) : 'RPC_ERROR',
      message: `${endpoint} answered ${method} with an error: ${typeof message === 'string' ? message : JSON.stringify(reply.error)}`,
    };
  }
  if (!response.ok) {
    const failure = fetchFailure(
      'HTTP_STATUS',
      FETCH_MESSAGES.HTTP_STATUS(endpoint, response.status, response.statusText),
      endpoint,
      response.status,
    ).error;
    return { ok: false, code: failure.code, message: failure.message };
  }
  if (!isRecord(reply) || !isRecord(reply.result)) {
    return {
      ok: false,
      code: 'NOT_A_CARD',
      message: `${endpoint} answered ${method} without a card in \`result\`.`,
    };
  }
  return { ok: true, method, import: importCard(JSON.stringify(reply.result), { base: endpoint }) };
}
