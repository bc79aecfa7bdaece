// Push-callback URLs, checked fail-closed. A callback is a URL a caller supplies and the server
// will later request: an SSRF by construction unless it is parsed properly (WHATWG URL), must be
// https, carries no credentials, names an allow-listed host exactly on the default port, and
// comes with a token. Where that is stricter than the reference: decision 004, rows 16 to 19.
import { z } from 'zod';

export const pushConfigSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** How the receiver verifies the push; bearer is the only scheme the engine sends. */
  authentication: z.literal('bearer'),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

export const CALLBACK_RULES = [
  'invalid-url',
  'scheme',
  'credentials',
  'empty-allow-list',
  'host',
  'port',
  'token',
] as const;
export type CallbackRule = (typeof CALLBACK_RULES)[number];

export interface CallbackRefusal {
  /** The engine error code: a bad URL or host is NOT_ALLOWED, a missing token UNAUTHENTICATED. */
  readonly code: 'CALLBACK_NOT_ALLOWED' | 'CALLBACK_UNAUTHENTICATED';
  readonly rule: CallbackRule;
  readonly reason: string;
}

export interface CallbackVerdict {
  readonly allowed: boolean;
  /** Every refusal, in rule order; empty when allowed. */
  readonly refusals: readonly CallbackRefusal[];
  /** What the parser saw, when the URL parsed at all. */
  readonly parsed?: { readonly scheme: string; readonly host: string; readonly port: string };
}

/** An allow-list entry as a bare lower-case hostname, the way the URL parser would write it. */
export function normalizeHost(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (trimmed === '' || /[/\s@:]/.test(trimmed)) return undefined;
  try {
    return new URL(`https://${trimmed}/`).hostname;
  } catch {
    return undefined;
  }
}

const q = (s: string) => JSON.stringify(s);

// Naming the user the parser read makes `https://trusted.host@evil.example` explain itself; a
// password is mentioned but never repeated.
function credentialsSeen(url: URL): string {
  const user = url.username === '' ? [] : [`user ${q(url.username)}`];
  const password = url.password === '' ? [] : ['a password'];
  return [...user, ...password].join(' and ');
}

/** Checks a push config against an allow-list of hosts; an empty list allows nothing. */
export function checkCallback(
  config: Pick<PushConfig, 'url' | 'token'>,
  allowedHosts: readonly string[],
): CallbackVerdict {
  const refusals: CallbackRefusal[] = [];
  const deny = (rule: CallbackRule, reason: string) =>
    refusals.push({ code: 'CALLBACK_NOT_ALLOWED', rule, reason });
  let parsed: CallbackVerdict['parsed'];
  let url: URL | undefined;
  try {
    url = new URL(config.url);
  } catch {
    deny('invalid-url', `${q(config.url)} is not an absolute URL`);
  }
  if (url !== undefined) {
    parsed = { scheme: url.protocol.replace(/:$/, ''), host: url.hostname, port: url.port };
    if (url.protocol !== 'https:') {
      deny('scheme', `callback scheme is ${q(parsed.scheme)}; only "https" is allowed`);
    }
    if (url.username !== '' || url.password !== '') {
      deny(
        'credentials',
        `callback URL carries credentials (${credentialsSeen(url)}) before the host; refused`,
      );
    }
    const allowed = allowedHosts.map(normalizeHost).filter((h): h is string => h !== undefined);
    if (allowed.length === 0) {
      // Entries that are not bare host names are ignored; say so rather than call the list empty.
      const held =
        allowedHosts.length === 0
          ? 'is empty'
          : `holds no bare host name (ignored ${allowedHosts.map(q).join(', ')})`;
      deny('empty-allow-list', `the callback allow-list ${held}, so no callback host is allowed`);
    } else if (!allowed.includes(url.hostname)) {
      deny('host', `callback host ${q(url.hostname)} is not in the allow-list`);
    }
    // Allow-list entries name hosts, not services: another port on an allowed host could be any
    // internal service, so only the default https port passes.
    if (url.port !== '') {
      deny('port', `callback port ${url.port} is not allowed; only the default https port is`);
    }
  }
  if (config.token.trim() === '') {
    refusals.push({
      code: 'CALLBACK_UNAUTHENTICATED',
      rule: 'token',
      reason: 'a push notification config must carry a token the receiver can verify',
    });
  }
  return { allowed: refusals.length === 0, refusals, ...(parsed ? { parsed } : {}) };
}
