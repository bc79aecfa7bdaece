// Share links carry the whole workspace in the URL fragment: `#/share/v1/<payload>`, where the
// payload is base64url(deflate(envelope JSON)). The fragment never reaches a server, so sharing
// leaks nothing to one. Decoding is untrusted input: sizes are capped before and after inflating,
// and the workspace is validated like any import.
import { deflateSync, Inflate } from 'fflate';
import type { Result } from '../core/result';
import { envelope, parseJson, readEnvelope, type ReadError } from './envelope';
import type { SavedRecording } from './recording';
import { readEnvelopeExtras } from './recording-restore';
import type { Session } from './session';
import type { Workspace } from './workspace';

const SHARE_PREFIX = '#/share/v1/';
/**
 * Longest whole URL we hand out. Chromium accepts 2 MB, Firefox 1 MB, Safari about 80 KB, but
 * chat apps, mail clients and URL shorteners commonly cut links past 32 KB, so a longer link is
 * reported as too long rather than silently broken.
 */
export const MAX_URL_LENGTH = 32_000;
/** Cap on the inflated JSON: far above any real workspace, far below a decompression bomb. */
const MAX_INFLATED_BYTES = 2 * 1024 * 1024;
/** Cap on the encoded payload we even try to read. */
const MAX_PAYLOAD_CHARS = 1024 * 1024;

export type ShareErrorCode = 'NOT_A_SHARE_LINK' | 'CORRUPT' | 'TOO_LARGE' | ReadError['code'];
export interface ShareError {
  readonly code: ShareErrorCode;
  readonly message: string;
  readonly issues: ReadError['issues'];
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export interface ShareExtras {
  /** The lifecycle recording; left out (and said so) when the link would be too long with it. */
  readonly recording?: SavedRecording;
  /** The panel the link opens on. */
  readonly panel?: string;
}

export interface EncodedShareLink {
  readonly url: string;
  readonly length: number;
  readonly tooLong: boolean;
  /** True when a recording was given but left out to keep the link within MAX_URL_LENGTH. */
  readonly recordingDropped: boolean;
}

function encodeOnce(ws: Workspace, base: string, extras: ShareExtras): string {
  const json = new TextEncoder().encode(JSON.stringify(envelope(ws, undefined, extras)));
  return `${base}${SHARE_PREFIX}${toBase64Url(deflateSync(json, { level: 9 }))}`;
}

/**
 * The share URL for `ws` (with the recording and panel, when given) on top of `baseUrl` (its own
 * fragment dropped), and whether it is too long. A recording that would push the link past
 * MAX_URL_LENGTH is left out, and `recordingDropped` says so.
 */
export function encodeShareLink(
  ws: Workspace,
  baseUrl: string,
  extras: ShareExtras = {},
): EncodedShareLink {
  const base = baseUrl.split('#')[0] ?? baseUrl;
  let url = encodeOnce(ws, base, extras);
  let recordingDropped = false;
  if (url.length > MAX_URL_LENGTH && extras.recording !== undefined) {
    url = encodeOnce(ws, base, { ...extras, recording: undefined });
    recordingDropped = true;
  }
  return { url, length: url.length, tooLong: url.length > MAX_URL_LENGTH, recordingDropped };
}

/** The payload of a share fragment (`#/share/v1/…`), or undefined when the hash is not one. */
function sharePayload(hash: string): string | undefined {
  return hash.startsWith(SHARE_PREFIX) ? hash.slice(SHARE_PREFIX.length) : undefined;
}

const fail = (code: ShareErrorCode, message: string): { ok: false; error: ShareError } => ({
  ok: false,
  error: { code, message, issues: [] },
});

/** Inflates in small input chunks so a bomb is stopped at the cap rather than after it. */
function inflateCapped(bytes: Uint8Array): Uint8Array | 'too-large' | 'corrupt' {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_INFLATED_BYTES) tooLarge = true;
    else chunks.push(chunk);
  });
  try {
    for (let i = 0; i < bytes.length && !tooLarge; i += 1024) {
      inflater.push(bytes.subarray(i, i + 1024), i + 1024 >= bytes.length);
    }
  } catch {
    return 'corrupt';
  }
  if (tooLarge) return 'too-large';
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Reads the envelope JSON out of a share fragment (`#/share/v1/…`) or a whole share URL. */
function readShareJson(link: string): Result<unknown, ShareError> {
  const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link;
  const payload = sharePayload(hash);
  if (payload === undefined)
    return fail('NOT_A_SHARE_LINK', 'this link does not carry a workspace');
  if (payload.length > MAX_PAYLOAD_CHARS)
    return fail('TOO_LARGE', 'the shared workspace is too large to open');
  const bytes = fromBase64Url(payload);
  if (bytes === undefined || bytes.length === 0) {
    return fail('CORRUPT', 'the link is damaged (it is not valid base64url); was it cut short?');
  }
  const inflated = inflateCapped(bytes);
  if (inflated === 'too-large') {
    return fail('TOO_LARGE', 'the shared workspace unpacks to more than 2 MiB; refused');
  }
  if (inflated === 'corrupt') {
    return fail('CORRUPT', 'the link is damaged (it does not decompress); was it cut short?');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('CORRUPT', 'the link is damaged (its content is not UTF-8 text)');
  }
  const json = parseJson(text);
  if (!json.ok) return fail('CORRUPT', `the link is damaged: ${json.error.message}`);
  return json;
}

/** Reads the workspace out of a share fragment (`#/share/v1/…`) or a whole share URL. */
export function decodeShareLink(link: string): Result<Workspace, ShareError> {
  const json = readShareJson(link);
  return json.ok ? readEnvelope(json.value) : json;
}

export interface SharedContent {
  readonly workspace: Workspace;
  /** The shared lifecycle recording, replayed; undefined when the link has none or it was dropped. */
  readonly session: Session | undefined;
  /** Why a recording in the link could not be restored. */
  readonly recordingNote: string | undefined;
  /** The panel the link was shared from. */
  readonly panel: string | undefined;
}

/** Everything a share link carries: the workspace, and the recording and panel when present. */
export function openShareLink(link: string): Result<SharedContent, ShareError> {
  const json = readShareJson(link);
  if (!json.ok) return json;
  const workspace = readEnvelope(json.value);
  if (!workspace.ok) return workspace;
  return { ok: true, value: { workspace: workspace.value, ...readEnvelopeExtras(json.value) } };
}
