// Importing an agent card found in the wild: untrusted JSON text in, the core's card out, with
// every finding at its JSON path. The card is refused on any error; otherwise it is valid as
// written or migrated, with each change listed. Platform metadata never comes from the card.
import { agentCardSchema, type AgentCard, type PlatformMeta } from '../../core/card';
import { detectVersion } from './detect-version';
import { isAcpManifest, readAcpManifest } from './import-acp-manifest';
import { createFindingSink, type Finding, type FindingSink } from './findings';
import { issuePath } from './json-path';
import {
  readCapabilities,
  readLink,
  readMediaTypes,
  readProtocolVersion,
  readProvider,
} from './read-card-fields';
import { readEndpoint } from './read-endpoint';
import {
  field,
  isObject,
  noteOtherFields,
  readsAsV1,
  requiredString,
  type DetectedVersion,
  type ReadContext,
} from './read-fields';
import { readSecurity } from './read-security';
import { readSkills } from './read-skills';
import { decodeBytes, type ReadBytesError } from './read-bytes';
import { parseBase } from './read-url';
import { parseSafeJson, type SafeJson, type SafeObject } from './safe-json';
import { MAX_DOCUMENT_BYTES, utf8ByteLength } from './text-position';
import { withoutValues } from './published-at';

export type Verdict = 'valid' | 'migrated' | 'rejected';

export interface CardImport {
  readonly version: DetectedVersion;
  /** rejected on any error; migrated when the importer changed anything; valid otherwise. */
  readonly verdict: Verdict;
  /** What was changed, as `path: change`; empty unless migrated. */
  readonly changes: readonly string[];
  /** Why the card was refused, as `path: message`; empty unless rejected. */
  readonly reasons: readonly string[];
  readonly findings: readonly Finding[];
  /** The card in the core's form; null when rejected. */
  readonly card: AgentCard | null;
}

export interface ImportOptions {
  /** Owner, tenants and clearance to give the card; without it the fail-safe defaults apply. */
  readonly platform?: PlatformMeta;
  /** The absolute http(s) URL the card was fetched from; relative URLs resolve against it. */
  readonly base?: string;
  /** The card's JSON text as published, kept beside the reading (`importCard` sets it). */
  readonly published?: string;
}

/** What an imported card gets until someone decides: the lowest clearance, so no sensitive data. */
const DEFAULT_IMPORT_PLATFORM: PlatformMeta = {
  owner: 'unknown',
  tenants: [],
  maxDataClassification: 'public',
};

const CARD_FIELDS = {
  kept: new Set([
    ...['name', 'description', 'version', 'protocolVersion', 'url', 'preferredTransport'],
    ...['supportedInterfaces', 'additionalInterfaces', 'provider', 'documentationUrl', 'iconUrl'],
    ...['capabilities', 'defaultInputModes', 'defaultOutputModes', 'skills'],
    ...['securitySchemes', 'security', 'securityRequirements', 'authentication'],
    ...['platform', 'owner', 'tenants', 'maxDataClassification'],
    // Kept in the published JSON the card carries beside the workbench's reading.
    'signatures',
    // 0.x's flag for the extended card, read into capabilities.extendedAgentCard.
    'supportsAuthenticatedExtendedCard',
  ]),
};
const PLATFORM_KEYS = ['platform', 'owner', 'tenants', 'maxDataClassification'];

function readPlatform(sink: FindingSink, card: SafeObject, given?: PlatformMeta): PlatformMeta {
  for (const key of PLATFORM_KEYS.filter((k) => Object.hasOwn(card, k))) {
    sink.add(
      'PLATFORM_FIELD_IGNORED',
      `$.${key}`,
      'Owner, tenants and clearance are platform decisions; a published card cannot set them.',
    );
  }
  if (given !== undefined) return given;
  const { owner, maxDataClassification } = DEFAULT_IMPORT_PLATFORM;
  sink.add(
    'PLATFORM_DEFAULTED',
    '$',
    `No platform metadata was given: owner ${JSON.stringify(owner)}, no tenant restriction, clearance ${JSON.stringify(maxDataClassification)} (the lowest), until someone sets them.`,
  );
  return DEFAULT_IMPORT_PLATFORM;
}

function requiredText(ctx: ReadContext, card: SafeObject, key: string): string | undefined {
  if (key === 'description' && ctx.version === '0.1' && field(card, key) === undefined) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      '$.description',
      'A 0.1 card may omit its description.',
      'set to ""',
    );
    return '';
  }
  const value = requiredString(ctx, card, key, '$');
  if (value === '' && key === 'name') {
    ctx.sink.add('MISSING_REQUIRED_FIELD', '$.name', 'A card needs a non-empty name.');
    return undefined;
  }
  return value;
}

/** Reads every part of the card in document order, collecting findings; undefined means an error. */
function readCard(
  ctx: ReadContext,
  card: SafeObject,
  platform?: PlatformMeta,
  published?: string,
): Record<string, unknown> {
  noteOtherFields(ctx, card, '$', CARD_FIELDS);
  const name = requiredText(ctx, card, 'name');
  const description = requiredText(ctx, card, 'description');
  const version = requiredText(ctx, card, 'version');
  const endpoint = readEndpoint(ctx, card);
  const v1 = readsAsV1(ctx);
  const protocolVersion =
    v1 && endpoint === undefined ? undefined : readProtocolVersion(ctx, card, endpoint);
  const provider = readProvider(ctx, card);
  const documentationUrl = readLink(ctx, card, 'documentationUrl');
  const iconUrl = readLink(ctx, card, 'iconUrl');
  const capabilities = readCapabilities(ctx, card);
  const defaultInputModes = readMediaTypes(ctx, card, 'defaultInputModes');
  const defaultOutputModes = readMediaTypes(ctx, card, 'defaultOutputModes');
  const skills = readSkills(ctx, card);
  const security = readSecurity(ctx, card);
  const otherInterfaces = endpoint?.others.map(({ protocolVersion: own, ...rest }) =>
    own === undefined || own === protocolVersion ? rest : { ...rest, protocolVersion: own },
  );
  const draft = {
    name,
    description,
    url: endpoint?.url,
    version,
    protocolVersion,
    preferredTransport: endpoint?.transport,
    otherInterfaces: otherInterfaces?.length ? otherInterfaces : undefined,
    provider,
    documentationUrl,
    iconUrl,
    capabilities,
    defaultInputModes,
    defaultOutputModes,
    skills,
    securitySchemes: security?.securitySchemes,
    security: security?.security,
    platform: readPlatform(ctx.sink, card, platform),
    published,
  };
  // Optional fields the card did not give are left out rather than kept as undefined.
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}

function conclude(version: DetectedVersion, sink: FindingSink, card: AgentCard | null): CardImport {
  const findings = sink.findings;
  const errors = findings.filter((f) => f.severity === 'error');
  const changes = findings.flatMap((f) =>
    f.change === undefined ? [] : [`${f.path}: ${f.change}`],
  );
  if (errors.length > 0 || card === null) {
    return {
      version,
      verdict: 'rejected',
      changes: [],
      reasons: errors.map((f) => `${f.path}: ${f.message}`),
      findings,
      card: null,
    };
  }
  const verdict = changes.length > 0 ? 'migrated' : 'valid';
  return { version, verdict, changes, reasons: [], findings, card };
}

export interface ReadDocument {
  /** The JSON value, or undefined when the text could not be read as JSON. */
  readonly value: SafeJson | undefined;
  /** What reading the text found (size, byte-order mark, JSON syntax, keys, numbers). */
  readonly findings: readonly Finding[];
  /** JSON path → the control characters the reader removed from the string there. */
  readonly stripped?: ReadonlyMap<string, string>;
}

/** Reads untrusted text as one JSON document, the first step of every card import. */
export function readDocument(text: string): ReadDocument {
  const sink = createFindingSink();
  if (text.length > MAX_DOCUMENT_BYTES || utf8ByteLength(text) > MAX_DOCUMENT_BYTES) {
    sink.add(
      'DOCUMENT_TOO_LARGE',
      '$',
      `The document is larger than ${MAX_DOCUMENT_BYTES} bytes (1 MiB); it was not read.`,
    );
    return { value: undefined, findings: sink.findings };
  }
  let body = text;
  if (body.startsWith('\uFEFF')) {
    body = body.slice(1);
    sink.add('BYTE_ORDER_MARK', '$', 'The text starts with a byte-order mark.', 'stripped it');
  }
  const parsed = parseSafeJson(body);
  for (const f of parsed.findings) sink.add(f.code, f.path, f.message, f.change);
  return { value: parsed.value, findings: sink.findings, stripped: parsed.stripped };
}

/** The result for a document no card could be read from. */
export function unreadable(findings: readonly Finding[]): CardImport {
  const sink = createFindingSink();
  for (const f of findings) sink.add(f.code, f.path, f.message, f.change);
  return conclude('unknown', sink, null);
}

/**
 * Imports an agent card from untrusted JSON text. Never throws; every problem is a finding.
 * @example importCard(text, { base: 'https://agents.example/.well-known/agent-card.json' })
 */
export function importCard(text: string, options: ImportOptions = {}): CardImport {
  const doc = readDocument(text);
  if (doc.value === undefined) return unreadable(doc.findings);
  const published = options.published ?? text.replace(/^\uFEFF/, '');
  return importCardValue(doc.value, doc.findings, { ...options, published }, doc.stripped);
}

/**
 * Imports a card already read from a document by `parseSafeJson`, with the reader's `findings`
 * for it (paths relative to the card, `$` being the card). Used for each card of a bulk import.
 */
export function importCardValue(
  value: SafeJson,
  findings: readonly Finding[],
  options: ImportOptions = {},
  stripped?: ReadonlyMap<string, string>,
): CardImport {
  const sink = createFindingSink();
  for (const f of findings) sink.add(f.code, f.path, f.message, f.change);
  return readParsed(value, sink, options, stripped);
}

/**
 * Where the reader removed control characters: its own map when given, else the paths of its
 * CONTROL_CHARACTER findings, so a URL that lost one is refused on every path.
 */
function strippedPaths(
  findings: readonly Finding[],
  stripped: ReadonlyMap<string, string> | undefined,
): ReadonlyMap<string, string> {
  if (stripped !== undefined) return stripped;
  const removed = findings.filter((f) => f.code === 'CONTROL_CHARACTER');
  return new Map(removed.map((f) => [f.path, 'a control character the JSON reader removed']));
}

function readParsed(
  value: SafeJson,
  sink: FindingSink,
  options: ImportOptions,
  stripped?: ReadonlyMap<string, string>,
): CardImport {
  if (!isObject(value)) {
    sink.add('NOT_AN_OBJECT', '$', 'An agent card is a JSON object.');
    return conclude('unknown', sink, null);
  }
  const acp = isAcpManifest(value);
  const version = acp ? 'acp' : detectVersion(value, options.base);
  const base = parseBase(options.base, sink);
  const ctx: ReadContext = {
    sink,
    base,
    version,
    stripped: strippedPaths(sink.findings, stripped),
  };
  const manifest = acp ? readAcpManifest(ctx, value) : undefined;
  const draft = acp
    ? manifest && { ...manifest, platform: readPlatform(sink, value, options.platform) }
    : readCard(ctx, value, options.platform, options.published);
  const leaked = sink.findings.filter((f) => f.code === 'CREDENTIALS_IGNORED');
  if (draft !== undefined && typeof draft.published === 'string')
    draft.published = withoutValues(
      draft.published,
      leaked.map((f) => f.path),
    );
  if (draft === undefined || sink.findings.some((f) => f.severity === 'error')) {
    return conclude(version, sink, null);
  }
  const checked = agentCardSchema.safeParse(draft);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      sink.add('SCHEMA_VIOLATION', issuePath('$', issue.path), issue.message);
    }
    return conclude(version, sink, null);
  }
  return conclude(version, sink, checked.data);
}

/** The rejected import of a document that could not be read as text at all. */
export function unreadableImport(error: ReadBytesError): CardImport {
  const sink = createFindingSink();
  sink.add(error.code, '$', error.message);
  return conclude('unknown', sink, null);
}

/**
 * Imports a card from untrusted bytes (a picked file, a CLI argument, a fetched body): decoded by
 * `decodeBytes`, then read as `importCard` reads text, so every path gives the same verdict.
 */
export function importCardBytes(bytes: Uint8Array, options: ImportOptions = {}): CardImport {
  const text = decodeBytes(bytes, MAX_DOCUMENT_BYTES);
  return text.ok ? importCard(text.value, options) : unreadableImport(text.error);
}
