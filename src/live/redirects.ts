// Redirects under the workbench's control. Every request goes out with `redirect: 'manual'`, so
// nothing is ever sent on to where a redirect leads unless this module decides to. What a page
// and Node can see differs (Fetch standard, "HTTP fetch" and "HTTP-redirect fetch"):
// - Node (undici) hands back the 3xx itself, status and Location readable;
// - a browser hands back an opaque redirect: type 'opaqueredirect', status 0, no headers, so the
//   page cannot know where it leads. Following it ('follow') reveals only the final URL, and
//   fails as a bare network error when the target is not http(s) or does not allow the page.
// A browser drops Authorization on a cross-origin redirect but keeps a custom header such as
// X-Agent-Key, so a call (which may carry credentials) never follows one: it stops with a
// finding. A card fetch (a plain GET without credentials) follows, and says so when it crossed.

/** One redirect as far as it could be seen: status and target are unknown in a browser. */
export interface RedirectHop {
  readonly from: string;
  /** The 3xx status, when it could be read (Node; never in a browser). */
  readonly status?: number;
  readonly statusText?: string;
  /** Where it leads, when that could be read: the Location (Node) or the final URL (browser). */
  readonly to?: string;
}

/** What redirects may do: a call stops at the first; a card fetch follows up to a limit. */
export type RedirectPolicy = 'stop' | 'follow';

/** How many redirects a card fetch follows (the Fetch standard allows 20; a card needs few). */
const MAX_REDIRECTS = 5;

/** Why a request went no further, in the terms of the messages table in http.ts. */
export type RedirectStop =
  /** A call met a redirect to an http(s) URL it could read (Node): not followed. */
  | { readonly kind: 'stopped'; readonly hop: Required<Pick<RedirectHop, 'to'>> & RedirectHop }
  /** A call met a redirect the browser hides (an opaque redirect): not followed. */
  | { readonly kind: 'hidden'; readonly hop: RedirectHop }
  /** A redirect to javascript:, data:, file: or any other non-http(s) URL. */
  | { readonly kind: 'not-http'; readonly hop: RedirectHop; readonly scheme: string }
  /** A browser was asked to follow a redirect it hid, and refused (a bare network error). */
  | { readonly kind: 'unfollowable'; readonly hop: RedirectHop }
  | { readonly kind: 'too-many' };

export type Sent =
  | { readonly ok: true; readonly response: Response; readonly hops: readonly RedirectHop[] }
  | { readonly ok: false; readonly stop: RedirectStop; readonly hops: readonly RedirectHop[] };

/** A 3xx that a fetch would follow: it names where to go. */
const isRedirect = (response: Response) =>
  [301, 302, 303, 307, 308].includes(response.status) && response.headers.has('location');

/** "https:" for a URL, or the text before its first colon for anything the parser refuses. */
const schemeOf = (url: string) => /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0].toLowerCase() ?? '';

/** True when `a` and `b` are the same origin (scheme, host and port). */
export const sameOrigin = (a: string, b: string): boolean => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/**
 * Sends `init` to `url` and handles what redirects come back by `policy`. Network errors of the
 * first request are thrown as fetch throws them (the caller names them); a browser's refusal to
 * follow a redirect it hid is returned as an `unfollowable` stop, never as a CORS failure.
 */
export async function sendChecked(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  policy: RedirectPolicy,
): Promise<Sent> {
  const hops: RedirectHop[] = [];
  let current = url;
  for (;;) {
    const response = await fetchImpl(current, { ...init, redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      const hop: RedirectHop = { from: current };
      if (policy === 'stop') return { ok: false, stop: { kind: 'hidden', hop }, hops: [hop] };
      // A plain GET without credentials: the browser may follow it, and then says where it ended.
      let followed: Response;
      try {
        followed = await fetchImpl(current, { ...init, redirect: 'follow' });
      } catch (error) {
        if (init.signal?.aborted === true) throw error;
        hops.push(hop);
        return { ok: false, stop: { kind: 'unfollowable', hop }, hops };
      }
      // Only the final URL can be seen: the hops between are the browser's secret.
      if (followed.redirected) hops.push({ from: current, to: followed.url });
      return { ok: true, response: followed, hops };
    }
    if (!isRedirect(response)) return { ok: true, response, hops };
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location') ?? '';
    let to: string;
    try {
      to = new URL(location, current).href;
    } catch {
      to = location;
    }
    const hop = { from: current, status: response.status, statusText: response.statusText, to };
    hops.push(hop);
    const scheme = schemeOf(to);
    if (scheme !== 'http:' && scheme !== 'https:') {
      return { ok: false, stop: { kind: 'not-http', hop, scheme: scheme || '(none)' }, hops };
    }
    if (policy === 'stop') return { ok: false, stop: { kind: 'stopped', hop }, hops };
    if (hops.length > MAX_REDIRECTS) return { ok: false, stop: { kind: 'too-many' }, hops };
    current = to;
  }
}
