// Where a report first differs from the one the workspace gives, in words an auditor can act on:
// the part of the report (head, header, a section by id, footer), the line and column, and a few
// characters of each side. The part is read from the rebuilt report, never from the one checked.

/** Characters a terminal would act on or hide: controls, bidi and invisible format characters. */
const UNSAFE = /[\p{Cc}\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/gu;

const spelt = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `value` as it is, but with every character `UNSAFE` names spelt out as `\uXXXX`. */
export const plain = (value: string): string => value.replace(UNSAFE, spelt);

/** `value` quoted for a terminal: JSON's escapes, and the rest of `UNSAFE` spelt out. */
export const quote = (value: string): string => JSON.stringify(value).replace(UNSAFE, spelt);

function partAt(expected: string, at: number): string {
  if (at >= expected.length) return 'after the end of the report';
  if (at < expected.indexOf('<body>')) return 'the head (title, policy, styles or marks)';
  const start = expected.lastIndexOf('<section id="', at);
  if (start >= 0 && expected.indexOf('</section>', start) + '</section>'.length > at) {
    const id = /^<section id="([^"]*)"/.exec(expected.slice(start))?.[1] ?? '';
    return `section "${id}"`;
  }
  if (at < expected.indexOf('<main>')) return 'the header';
  return at < expected.indexOf('</main>') ? 'the main part, between sections' : 'the footer';
}

const EXCERPT = 48;

/** Undefined when `expected` and `actual` are the same text; else where and how they first differ. */
export function firstDifference(expected: string, actual: string): string | undefined {
  if (expected === actual) return undefined;
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  const line = expected.slice(0, at).split('\n').length;
  const column = at - expected.lastIndexOf('\n', at - 1);
  const side = (text: string) =>
    at >= text.length ? 'nothing more' : quote(text.slice(at, at + EXCERPT));
  return `${partAt(expected, at)}, line ${line}, column ${column}: the workspace gives ${side(expected)}, the report has ${side(actual)}`;
}
