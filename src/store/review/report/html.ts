// The few HTML-writing helpers the review report needs. Everything a user typed goes through
// `text` or an attribute value, escaped, so no input can become markup.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` as HTML text or a quoted attribute value. */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([raw, escaped]) => [escaped, raw]),
);

/** Reads back text that `escapeHtml` wrote. */
export const unescapeHtml = (value: string): string =>
  value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity);

export type Attributes = Readonly<Record<string, string | undefined>>;

const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/**
 * An element whose children are already HTML; pass text through `text` first. A list of children
 * is passed as an array, never spread: a report of 100 callers × 1,000 agents can list 100,000
 * flipped cells, and a call takes only so many arguments (200,000 overflowed V8's stack).
 */
export const el = (
  tag: string,
  attrs: Attributes,
  ...children: readonly (string | readonly string[])[]
): string => `<${tag}${attributes(attrs)}>${children.flat().join('')}</${tag}>`;

/** A void element (meta, br): attributes only. */
export const voidEl = (tag: string, attrs: Attributes): string => `<${tag}${attributes(attrs)}>`;

/** Escaped text. */
export const text = (value: string): string => escapeHtml(value);

/** A table with a header row; every cell is already HTML. */
export const table = (
  caption: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  attrs: Attributes = {},
): string =>
  el(
    'table',
    attrs,
    el('caption', {}, text(caption)),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        header.map((h) => el('th', { scope: 'col' }, text(h))),
      ),
    ),
    el(
      'tbody',
      {},
      rows.map((row) =>
        el(
          'tr',
          {},
          row.map((cell) => el('td', {}, cell)),
        ),
      ),
    ),
  );
