// URLs in an imported card. A relative URL is resolved only against a base the caller gave (the
// address the card was fetched from); a card is never trusted to say where it lives.
import type { FindingSink } from './findings';
import type { ReadContext } from './read-fields';

/** The base as a URL, or undefined with a finding when it is not an absolute http(s) URL. */
export function parseBase(base: string | undefined, sink: FindingSink): URL | undefined {
  if (base === undefined) return undefined;
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  sink.add(
    'BASE_URL_INVALID',
    '$',
    `The base ${JSON.stringify(base)} is not an absolute http(s) URL; relative URLs stay unresolved.`,
  );
  return undefined;
}

/** `raw` checked (and resolved against the base when relative) as the URL at `path`. */
export function readUrl(ctx: ReadContext, raw: string, path: string): string {
  if (URL.canParse(raw)) {
    const { protocol } = new URL(raw);
    if (protocol !== 'http:' && protocol !== 'https:') {
      ctx.sink.add(
        'NON_HTTP_URL',
        path,
        `The URL uses ${JSON.stringify(protocol)}, not http: or https:; the workbench never links to it.`,
      );
    }
    return raw;
  }
  if (!URL.canParse(raw, ctx.base ?? 'http://relative.invalid/')) {
    ctx.sink.add(
      'INVALID_URL',
      path,
      `${JSON.stringify(raw)} is not a URL; it was kept as written.`,
    );
    return raw;
  }
  if (ctx.base === undefined) {
    ctx.sink.add(
      'RELATIVE_URL',
      path,
      `The URL ${JSON.stringify(raw)} is relative and no base was given; it was kept as written.`,
    );
    return raw;
  }
  const resolved = new URL(raw, ctx.base).href;
  ctx.sink.add(
    'RELATIVE_URL',
    path,
    `The URL ${JSON.stringify(raw)} is relative.`,
    `resolved against ${ctx.base.href} to ${resolved}`,
  );
  return resolved;
}
