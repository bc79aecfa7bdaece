// URLs in an imported card. A relative URL is resolved only against a base the caller gave (the
// address the card was fetched from); a card is never trusted to say where it lives. Every URL
// must be http(s); what a reviewer could misread about its host (a user name dressed as a host, a
// label mixing scripts) is a finding that names the host the URL parser really reaches.
import { urlHost } from '../../core/url-host';
import { describeControls } from './control-characters';
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

const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The control characters `raw` carried, including any the JSON reader already removed: the URL
 * parser silently drops tabs and line breaks, so "example.com\t.evil.example" would reach
 * evil.example. Described, or undefined when there were none.
 */
function controlsIn(ctx: ReadContext, raw: string, path: string): string | undefined {
  const left = [...new Set(raw.match(CONTROL) ?? [])].join('');
  const removed = ctx.stripped?.get(path);
  if (left === '' && removed === undefined) return undefined;
  return [removed, left === '' ? undefined : describeControls(left)]
    .filter((part) => part !== undefined)
    .join(', ');
}

/** Findings about where an absolute http(s) URL really goes: a user name before "@", look-alikes. */
function checkHost(ctx: ReadContext, href: string, path: string): void {
  const facts = urlHost(href);
  if (facts === undefined) return;
  if (facts.userinfo !== undefined) {
    ctx.sink.add(
      'URL_USERINFO',
      path,
      `The URL puts ${JSON.stringify(facts.userinfo)} before "@", where it reads like a host; the host it really reaches is ${facts.host}.`,
    );
  }
  for (const { label, scripts } of facts.mixedLabels) {
    ctx.sink.add(
      'MIXED_SCRIPT_HOST',
      path,
      `The host label ${JSON.stringify(label)} mixes ${scripts.join(' and ')} letters, so it can pass for another name; the URL parser reads the host as ${facts.host}.`,
    );
  }
}

/**
 * `raw` checked as the URL at `path`, and resolved against the base when relative. A URL must be
 * http(s) or the card is refused (`anyScheme`: an interface the workbench never calls, such as
 * gRPC's, may use another); one that carried control characters is refused, never repaired.
 */
export function readUrl(ctx: ReadContext, raw: string, path: string, anyScheme = false): string {
  const controls = controlsIn(ctx, raw, path);
  if (controls !== undefined) {
    ctx.sink.add(
      'URL_CONTROL_CHARACTER',
      path,
      `The URL holds ${controls}; the URL parser would drop or join around such characters, so the address shown would not be the one reached. It is refused, not repaired.`,
    );
    return raw;
  }
  if (URL.canParse(raw)) {
    const { protocol, href } = new URL(raw);
    if (protocol !== 'http:' && protocol !== 'https:') {
      if (anyScheme) return raw;
      ctx.sink.add(
        'NON_HTTP_URL',
        path,
        `The URL uses ${JSON.stringify(protocol)}; a card's URLs must be http: or https:.`,
      );
      return raw;
    }
    checkHost(ctx, href, path);
    return raw;
  }
  if (!URL.canParse(raw, ctx.base ?? 'http://relative.invalid/')) {
    ctx.sink.add('INVALID_URL', path, `${JSON.stringify(raw)} is not a URL.`);
    return raw;
  }
  if (ctx.base === undefined) {
    ctx.sink.add(
      'UNRESOLVED_URL',
      path,
      `The URL ${JSON.stringify(raw)} is relative and no base address was given, so where it leads is unknown; give the address the card was fetched from (card check --base) to resolve it.`,
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
  checkHost(ctx, resolved, path);
  return resolved;
}
