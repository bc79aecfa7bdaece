// An ACP agent's manifest (ACP OpenAPI 0.2.0 AgentManifest, one item of `GET /agents`) imported
// as a card, read as ACP's Python SDK reads it (acp-sdk 1.0.3 models.py: only `name` is required;
// description may be absent, the content types default to ["*/*"], metadata to {}). The card's
// URL is the ACP server's, from the address the manifest was fetched from. What a card has no
// field for, and what a manifest has no word for, are each a finding at its path.
import { childPath } from './json-path';
import { field, isObject, optionalString, stringArray, type ReadContext } from './read-fields';
import { readUrl } from './read-url';
import type { SafeJson, SafeObject } from './safe-json';

/** Top-level keys only an A2A card has: a document with any of them is read as a card. */
const A2A_CARD_KEYS = [
  ...['url', 'supportedInterfaces', 'additionalInterfaces', 'preferredTransport', 'version'],
  ...['protocolVersion', 'skills', 'capabilities', 'defaultInputModes', 'defaultOutputModes'],
  ...['securitySchemes', 'security', 'authentication', 'provider'],
];
/** Keys only an ACP manifest has; `metadata` and `status` are objects there. */
const ACP_KEYS = ['input_content_types', 'output_content_types', 'metadata', 'status'];

/**
 * True for an ACP AgentManifest: a named object with a manifest's own keys and none of a card's.
 * @example isAcpManifest({ name: 'echo', description: 'Echoes everything', metadata: {} }) // true
 */
export function isAcpManifest(value: SafeJson): value is SafeObject {
  if (!isObject(value) || typeof value.name !== 'string') return false;
  if (A2A_CARD_KEYS.some((key) => Object.hasOwn(value, key))) return false;
  return ACP_KEYS.some((key) => Object.hasOwn(value, key));
}

const MANIFEST_FIELDS = {
  kept: new Set([
    ...['name', 'description', 'input_content_types', 'output_content_types', 'metadata'],
    // Platform metadata: the importer reports these as for any card.
    ...['platform', 'owner', 'tenants', 'maxDataClassification'],
  ]),
  dropped: new Set(['status']),
};
/** Manifest metadata the card keeps: skills from capabilities, links, the author as provider. */
const METADATA_KEPT = new Set(['capabilities', 'links', 'author']);

/**
 * The ACP server's base URL from the address the manifest came from: `…/agents` (the list) or
 * `…/agents/{name}` (one manifest) with that path taken off; any other address as it is.
 */
function acpServerUrl(base: URL, name: string): string {
  const url = new URL(base.href);
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  const one = `/agents/${encodeURIComponent(name)}`;
  const root = path.endsWith(one)
    ? path.slice(0, -one.length)
    : path.endsWith('/agents')
      ? path.slice(0, -'/agents'.length)
      : path;
  url.pathname = root === '' ? '/' : root;
  return url.href.replace(/\/$/, '');
}

function contentTypes(ctx: ReadContext, manifest: SafeObject, key: string): string[] | undefined {
  const value = field(manifest, key);
  const at = childPath('$', key);
  if (value === undefined) {
    ctx.sink.add('FIELD_DEFAULTED', at, `No ${key}; acp-sdk reads ["*/*"].`, 'set to ["*/*"]');
    return ['*/*'];
  }
  return stringArray(ctx, value, at);
}

/** metadata.capabilities as skills: each capability's name and description, its id from its name. */
function readSkills(ctx: ReadContext, metadata: SafeObject) {
  const list = field(metadata, 'capabilities');
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    ctx.sink.add(
      'INVALID_OPTIONAL_FIELD',
      '$.metadata.capabilities',
      'Expected an array.',
      'left out',
    );
    return [];
  }
  const skills: {
    id: string;
    name: string;
    description: string;
    tags: string[];
    examples: string[];
  }[] = [];
  list.forEach((item, i) => {
    const at = childPath('$.metadata.capabilities', i);
    const name = isObject(item) ? field(item, 'name') : undefined;
    const description = isObject(item) ? field(item, 'description') : undefined;
    if (typeof name !== 'string' || name === '' || typeof description !== 'string') {
      ctx.sink.add(
        'INVALID_OPTIONAL_FIELD',
        at,
        'A capability has a name and a description (ACP Metadata.capabilities); this one was left out.',
        'left out',
      );
      return;
    }
    const id =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `capability-${i}`;
    skills.push({ id, name, description, tags: [], examples: [] });
  });
  if (skills.length > 0) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      '$.metadata.capabilities',
      'ACP capabilities are read as skills; a capability has no tags or examples.',
      `${skills.length} skill${skills.length === 1 ? '' : 's'} with no tags`,
    );
  }
  return skills;
}

/** The first documentation link (else the homepage) in metadata.links, checked as a card's URL. */
function readDocumentationUrl(ctx: ReadContext, metadata: SafeObject): string | undefined {
  const links = field(metadata, 'links');
  if (!Array.isArray(links)) return undefined;
  for (const type of ['documentation', 'homepage']) {
    const i = links.findIndex((l) => isObject(l) && l.type === type && typeof l.url === 'string');
    const link = links[i];
    if (isObject(link) && typeof link.url === 'string') {
      return readUrl(ctx, link.url, childPath(childPath('$.metadata.links', i), 'url'));
    }
  }
  return undefined;
}

/** metadata.author as the provider, when it gives both a name and a URL as a card needs. */
function readProvider(ctx: ReadContext, metadata: SafeObject) {
  const author = field(metadata, 'author');
  if (!isObject(author)) return undefined;
  const name = field(author, 'name');
  const url = field(author, 'url');
  if (typeof name !== 'string' || typeof url !== 'string') {
    ctx.sink.add(
      'FIELD_NOT_KEPT',
      '$.metadata.author',
      "A card's provider needs an organization and a URL; this author lacks one, so it was not kept.",
    );
    return undefined;
  }
  return { organization: name, url: readUrl(ctx, url, '$.metadata.author.url') };
}

function noteMetadata(ctx: ReadContext, metadata: SafeObject): void {
  for (const key of Object.keys(metadata)) {
    if (METADATA_KEPT.has(key)) continue;
    ctx.sink.add(
      'FIELD_NOT_KEPT',
      childPath('$.metadata', key),
      'ACP agent metadata a card has no field for; it was not kept.',
    );
  }
}

/**
 * The card a manifest gives, in the core's shape without its platform metadata (the importer adds
 * that as for any card), before the card schema checks it; undefined when a finding refused it.
 */
export function readAcpManifest(
  ctx: ReadContext,
  manifest: SafeObject,
): Record<string, unknown> | undefined {
  for (const key of Object.keys(manifest)) {
    if (MANIFEST_FIELDS.kept.has(key)) continue;
    const [code, message] = MANIFEST_FIELDS.dropped.has(key)
      ? (['FIELD_NOT_KEPT', 'A manifest field a card has no field for; it was not kept.'] as const)
      : ([
          'UNKNOWN_FIELD',
          'ACP 0.2.0 does not define this manifest field; it was ignored.',
        ] as const);
    ctx.sink.add(code, childPath('$', key), message);
  }
  const name = field(manifest, 'name');
  if (typeof name !== 'string' || name === '') {
    ctx.sink.add('MISSING_REQUIRED_FIELD', '$.name', 'An ACP agent manifest needs a name.');
    return undefined;
  }
  let description = optionalString(ctx, manifest, 'description', '$');
  if (description === undefined) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      '$.description',
      'No description; acp-sdk allows none.',
      'set to ""',
    );
    description = '';
  }
  let url = '';
  if (ctx.base === undefined) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      '$',
      "An ACP manifest does not say where its server is, and no address was given (fetch it from the server's /agents, or card check --base); set the card's URL.",
      'url set to ""',
    );
  } else {
    url = acpServerUrl(ctx.base, name);
  }
  ctx.sink.add(
    'FIELD_DEFAULTED',
    '$',
    'An ACP manifest has no version, protocol version, transport, capabilities or security schemes. ' +
      "ACP runs go to the server's POST /runs (HTTP+JSON, stream mode for every agent); live mode speaks A2A, not ACP.",
    'version "", protocolVersion "0.3.0", transport HTTP+JSON, streaming on, no security schemes',
  );
  const metadata = field(manifest, 'metadata');
  const meta = isObject(metadata) ? metadata : {};
  if (metadata !== undefined && !isObject(metadata)) {
    ctx.sink.add('INVALID_OPTIONAL_FIELD', '$.metadata', 'Expected an object.', 'left out');
  }
  noteMetadata(ctx, meta);
  const draft = {
    name,
    description,
    url,
    version: '',
    protocolVersion: '0.3.0',
    preferredTransport: 'HTTP+JSON',
    provider: readProvider(ctx, meta),
    documentationUrl: readDocumentationUrl(ctx, meta),
    capabilities: { streaming: true, pushNotifications: false },
    defaultInputModes: contentTypes(ctx, manifest, 'input_content_types'),
    defaultOutputModes: contentTypes(ctx, manifest, 'output_content_types'),
    skills: readSkills(ctx, meta),
    securitySchemes: {},
    security: [],
  };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}
