// The published JSON of one card inside a document of several (an array or a listing): the card
// as `JSON.parse` reads it, written back. A signature covers the card as a JSON reader sees it, so
// this keeps every key and character the workbench's own reader drops or strips; only spacing and
// number spelling change, which the canonical form does not see.

const SEGMENT = /^(?:\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\])/;

/** Walks `at` (`$`, `$[2]`, `$.agents[0]`) into `value`: the parent and key of its last step. */
function locate(value: unknown, at: string): { parent: object; key: string | number } | undefined {
  let parent: unknown;
  let key: string | number | undefined;
  let current = value;
  let rest = at.slice(1);
  while (rest !== '') {
    const step = SEGMENT.exec(rest);
    if (step === null || typeof current !== 'object' || current === null) return undefined;
    key = step[1] ?? Number(step[2]);
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    parent = current;
    current = (current as Record<string | number, unknown>)[key];
    rest = rest.slice(step[0].length);
  }
  return typeof parent === 'object' && parent !== null && key !== undefined
    ? { parent, key }
    : undefined;
}

/**
 * The card at `at` (`$`, `$[2]`, `$.agents[0]`) of the document `text`, as JSON text.
 * @example publishedAt('[{"name":"a"}]', '$[0]') // '{"name":"a"}'
 */
export function publishedAt(text: string, at: string): string | undefined {
  const body = text.replace(/^\uFEFF/, '');
  if (at === '$') return body;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const found = locate(value, at);
  return found === undefined
    ? undefined
    : JSON.stringify((found.parent as Record<string | number, unknown>)[found.key]);
}

/**
 * The published text without the values at `paths` (credentials a card should never have
 * carried): the importer never keeps them, not even in the published JSON. The paths lie outside
 * the 1.0 schema (0.1's `authentication`), so what a signature covers is unchanged.
 */
export function withoutValues(text: string, paths: readonly string[]): string {
  if (paths.length === 0) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  for (const path of paths) {
    const found = locate(value, path);
    if (found !== undefined) delete (found.parent as Record<string | number, unknown>)[found.key];
  }
  return JSON.stringify(value);
}
