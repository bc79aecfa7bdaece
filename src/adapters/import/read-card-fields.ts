// The descriptive parts of a card: provider, documentation and icon links, capabilities, media
// types and protocolVersion. Each reader repairs what is safe to repair and says so.
import type { AgentCard } from '../../core/card';
import { declaredFamily } from './detect-version';
import { childPath } from './json-path';
import type { Endpoint } from './read-endpoint';
import {
  absentListIsEmpty,
  describeType,
  dropOptional,
  field,
  isObject,
  lookup,
  noteOtherFields,
  optionalBoolean,
  optionalString,
  readsAsV1,
  requiredObject,
  requiredStringArray,
  type ReadContext,
} from './read-fields';
import { readUrl } from './read-url';
import type { SafeObject } from './safe-json';

/**
 * The bare words 0.1-era cards used for modes (the part kinds), and the media type each means:
 * a text part is text/plain, a data part is JSON, a file part any bytes.
 */
const MEDIA_SHORTHANDS: Readonly<Record<string, string>> = {
  text: 'text/plain',
  data: 'application/json',
  file: 'application/octet-stream',
};

/** A list of media types with shorthands expanded and repeats removed. */
export function readMediaTypes(
  ctx: ReadContext,
  card: SafeObject,
  key: string,
): string[] | undefined {
  if (absentListIsEmpty(ctx) && field(card, key) === undefined) return [];
  const list = requiredStringArray(ctx, card, key, '$');
  if (list === undefined) return undefined;
  const out: string[] = [];
  list.forEach((entry, i) => {
    const expanded = lookup(MEDIA_SHORTHANDS, entry.trim().toLowerCase());
    if (expanded !== undefined) {
      ctx.sink.add(
        'MEDIA_TYPE_SHORTHAND',
        childPath(childPath('$', key), i),
        `${JSON.stringify(entry)} is not a media type.`,
        `read as ${JSON.stringify(expanded)}`,
      );
    }
    const type = expanded ?? entry;
    if (!out.includes(type)) out.push(type);
  });
  return out;
}

const PROVIDER_FIELDS = { kept: new Set(['organization', 'url', 'name']) };

/** The provider, reading `name` as `organization` when that is all there is. */
export function readProvider(ctx: ReadContext, card: SafeObject): AgentCard['provider'] {
  const provider = field(card, 'provider');
  const path = '$.provider';
  if (provider === undefined) return undefined;
  if (!isObject(provider)) {
    dropOptional(ctx, path, 'a provider object', provider);
    return undefined;
  }
  noteOtherFields(ctx, provider, path, PROVIDER_FIELDS);
  let organization = optionalString(ctx, provider, 'organization', path);
  const name = field(provider, 'name');
  if (organization === undefined && typeof name === 'string') {
    ctx.sink.add(
      'PROVIDER_NAME',
      childPath(path, 'name'),
      'The provider is named with `name`; A2A calls it `organization`.',
      'read provider.name as provider.organization',
    );
    organization = name;
  }
  if (organization === undefined) {
    ctx.sink.add(
      'INVALID_OPTIONAL_FIELD',
      path,
      'The provider names no organization; it was left out.',
      'left out',
    );
    return undefined;
  }
  const url = optionalString(ctx, provider, 'url', path);
  if (url === undefined) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      childPath(path, 'url'),
      'The provider has no url.',
      'set to ""',
    );
    return { organization, url: '' };
  }
  return { organization, url: readUrl(ctx, url, childPath(path, 'url')) };
}

/** An optional link on the card, checked like every other URL. */
export function readLink(ctx: ReadContext, card: SafeObject, key: string): string | undefined {
  const value = optionalString(ctx, card, key, '$');
  return value === undefined ? undefined : readUrl(ctx, value, childPath('$', key));
}

const CAPABILITY_FIELDS = {
  kept: new Set(['streaming', 'pushNotifications', 'stateTransitionHistory']),
  dropped: new Set(['extensions', 'extendedAgentCard']),
};
/** 1.0 keeps the extended card's flag in capabilities; 0.x says it at the top of the card. */
const V1_CAPABILITY_FIELDS = {
  kept: new Set([...CAPABILITY_FIELDS.kept, 'extendedAgentCard']),
  dropped: new Set(['extensions']),
};

/**
 * Whether the agent serves an authenticated extended card: 1.0's `capabilities.extendedAgentCard`,
 * 0.x's top-level `supportsAuthenticatedExtendedCard`, and a card in both forms either one.
 */
function readExtendedCard(
  ctx: ReadContext,
  card: SafeObject,
  capabilities: SafeObject,
): boolean | undefined {
  const v1 = readsAsV1(ctx)
    ? optionalBoolean(ctx, capabilities, 'extendedAgentCard', '$.capabilities')
    : undefined;
  const v03 =
    !readsAsV1(ctx) || ctx.version === '1.0+0.3'
      ? optionalBoolean(ctx, card, 'supportsAuthenticatedExtendedCard', '$')
      : undefined;
  return v1 ?? v03;
}

/** Capabilities; an absent or mistyped flag means the agent does not offer it. */
export function readCapabilities(
  ctx: ReadContext,
  card: SafeObject,
): AgentCard['capabilities'] | undefined {
  const capabilities = requiredObject(ctx, card, 'capabilities', '$');
  if (capabilities === undefined) return undefined;
  const path = '$.capabilities';
  noteOtherFields(
    ctx,
    capabilities,
    path,
    readsAsV1(ctx) ? V1_CAPABILITY_FIELDS : CAPABILITY_FIELDS,
  );
  const history = optionalBoolean(ctx, capabilities, 'stateTransitionHistory', path);
  const extended = readExtendedCard(ctx, card, capabilities);
  return {
    streaming: optionalBoolean(ctx, capabilities, 'streaming', path) ?? false,
    pushNotifications: optionalBoolean(ctx, capabilities, 'pushNotifications', path) ?? false,
    ...(history === undefined ? {} : { stateTransitionHistory: history }),
    ...(extended === undefined ? {} : { extendedAgentCard: extended }),
  };
}

/** What the importer assumes for a card that declares no protocolVersion. */
const ASSUMED_VERSION: Readonly<Record<string, string>> = {
  '1.0': '1.0',
  '1.0+0.3': '1.0',
  '0.3': '0.3.0',
  '0.2': '0.2.0',
  '0.1': '0.1.0',
};

/** The protocol version: 1.0 states it per interface, 0.x on the card. */
export function readProtocolVersion(
  ctx: ReadContext,
  card: SafeObject,
  endpoint: Endpoint | undefined,
): string | undefined {
  const v1 = readsAsV1(ctx);
  const path = v1
    ? childPath(endpoint?.path ?? '$.supportedInterfaces[0]', 'protocolVersion')
    : '$.protocolVersion';
  const declared = v1 ? endpoint?.protocolVersion : field(card, 'protocolVersion');
  if (declared === undefined) {
    const assumed = lookup(ASSUMED_VERSION, ctx.version) ?? '0.3.0';
    ctx.sink.add(
      'MISSING_PROTOCOL_VERSION',
      path,
      `No protocolVersion; the card's shape is A2A ${ctx.version}.`,
      `set to ${JSON.stringify(assumed)}`,
    );
    return assumed;
  }
  if (typeof declared !== 'string') {
    ctx.sink.add('WRONG_TYPE', path, `Expected a version string, found ${describeType(declared)}.`);
    return undefined;
  }
  const family = declaredFamily(declared);
  const expected = v1 ? ['1.0', '0.3'] : [ctx.version];
  if (family === undefined || !expected.includes(family)) {
    ctx.sink.add(
      'UNRECOGNIZED_PROTOCOL_VERSION',
      path,
      family === undefined
        ? `${JSON.stringify(declared)} is not an A2A version the importer knows; it was kept as written.`
        : `${JSON.stringify(declared)} does not match the card's ${ctx.version} shape; it was kept as written.`,
    );
  }
  return declared;
}
