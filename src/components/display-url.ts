// How a URL is shown to a reviewer: as the WHATWG URL parser reads it, never as the text that was
// written. A look-alike host shows as the punycode the browser will really reach (xn--…), and a
// user name placed before "@" to pass for a host is taken out of the address and named apart.
// Text that is not an absolute http(s) URL is shown with its invisible characters made visible.

export interface ShownUrl {
  /** What to print: the parsed address without user name or password, or the visible text. */
  readonly text: string;
  /** The href to link to; undefined unless the URL is absolute http(s). */
  readonly href: string | undefined;
  /** The host as the parser reads it (punycode, with any port); undefined when not http(s). */
  readonly host: string | undefined;
  /** The user name written before "@", when there was one (a password is never repeated). */
  readonly userinfo: string | undefined;
}

const INVISIBLE = /[\p{Cc}\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with controls, direction overrides and zero-width characters shown as `⟨U+202E⟩`. */
export function visibleText(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(
      INVISIBLE,
      (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
    );
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `url` as a reviewer should see it, and whether it may be a link. */
export function showUrl(url: string): ShownUrl {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return { text: visibleText(url), href: undefined, host: undefined, userinfo: undefined };
  }
  const userinfo =
    parsed.username === '' && parsed.password === ''
      ? undefined
      : visibleText(`${decoded(parsed.username)}${parsed.password === '' ? '' : ':…'}`);
  parsed.username = '';
  parsed.password = '';
  return { text: parsed.href, href: parsed.href, host: parsed.host, userinfo };
}
