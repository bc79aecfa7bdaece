// Which JavaScript the first page load fetches: the entry scripts and modulepreloads named in
// index.html, then every chunk they import statically, transitively. Lazy `import()` chunks are
// left out: they load later, when a route asks for them.
import { posix } from 'node:path';

const SCRIPT_SRC = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*>/gi;
const SCRIPT_SRC_FIRST = /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["'][^>]*>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["'][^>]*>/gi;
const MODULEPRELOAD_HREF_FIRST =
  /<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["'][^>]*>/gi;

/**
 * Static `import … from "x"`, `import "x"` and `export … from "x"` declarations. The lookbehind
 * keeps `foo.import` and identifiers ending in "import" out; `import(` never matches because a
 * dynamic import has a parenthesis where the quote or the binding list would be.
 */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?(?<![\w$])from\s*)?(["'])([^"'\n]+)\1/g;

const matches = (pattern: RegExp, text: string): string[] =>
  [...text.matchAll(pattern)].map((m) => m[m.length - 1] ?? '').filter((s) => s !== '');

/** Paths (as written) of the module scripts and modulepreload links in an HTML page, in order. */
export function entryUrls(html: string): string[] {
  const found = [
    ...matches(SCRIPT_SRC, html),
    ...matches(SCRIPT_SRC_FIRST, html),
    ...matches(MODULEPRELOAD, html),
    ...matches(MODULEPRELOAD_HREF_FIRST, html),
  ];
  return [...new Set(found)];
}

/** Specifiers a built chunk imports statically; dynamic `import()` calls are not included. */
export function staticImports(code: string): string[] {
  return [...new Set(matches(STATIC_IMPORT, code))];
}

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

/** Resolves `url` as written in `fromFile` (a path relative to the dist root) to a dist path. */
export function resolveInDist(fromFile: string, url: string): string | undefined {
  if (isExternal(url)) return undefined;
  const clean = url.split(/[?#]/)[0] ?? '';
  if (clean.startsWith('/')) return posix.normalize(clean.slice(1));
  if (!clean.startsWith('./') && !clean.startsWith('../')) return undefined;
  const resolved = posix.normalize(posix.join(posix.dirname(fromFile), clean));
  return resolved.startsWith('../') ? undefined : resolved;
}

/**
 * Every JS file (dist-relative path) the first page load fetches, entry first, each once.
 * `read` returns a file's text by dist-relative path, or undefined when it does not exist.
 */
export function initialChunks(
  read: (distPath: string) => string | undefined,
  htmlPath = 'index.html',
): { files: string[]; missing: string[] } {
  const html = read(htmlPath);
  if (html === undefined) return { files: [], missing: [htmlPath] };
  const queue = entryUrls(html)
    .map((url) => resolveInDist(htmlPath, url))
    .filter((p): p is string => p !== undefined);
  const files: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    if (code === undefined) {
      missing.push(file);
      continue;
    }
    files.push(file);
    for (const specifier of staticImports(code)) {
      const target = resolveInDist(file, specifier);
      if (target !== undefined && !seen.has(target)) queue.push(target);
    }
  }
  return { files, missing };
}
