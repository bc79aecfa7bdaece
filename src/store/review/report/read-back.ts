// What a review report states about itself, read back from the marks the report writer puts in:
// the fingerprints and review ids in <meta>, a sign-off's words and the baseline's content in
// `data-slot` elements. Verify only uses these to rebuild the report, then compares the whole
// file, so reading the first mark of a kind (and ignoring the rest) cannot let anything through.
import { unescapeHtml } from './html';
import type { SignOff } from './report';

/**
 * `html` with its line breaks normalised as the HTML parser normalises its input (CR LF and lone
 * CR become LF) before it reads a single tag, so two files equal after this show the same thing.
 */
export const normalizeNewlines = (html: string): string => html.replace(/\r\n?/g, '\n');

export const metaContent = (html: string, name: string): string | undefined => {
  const m = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

export const slotText = (html: string, name: string): string | undefined => {
  const m = new RegExp(`data-slot="${name}">([^<]*)<`).exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

const recordedAt = (html: string) => {
  const m = /<time datetime="([^"]*)" data-slot="recorded-at">/.exec(html);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
};

/** The sign-off with review `id` as the report words it, for a review no workspace at hand records. */
export const statedSignOff = (html: string, id: string): SignOff => ({
  id,
  name: slotText(html, 'review-name') ?? '',
  reviewer: slotText(html, 'reviewer') ?? '',
  recordedAt: recordedAt(html) ?? '',
  note: slotText(html, 'note') ?? '',
});
