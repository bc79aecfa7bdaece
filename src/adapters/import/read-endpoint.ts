// Where and how to call the agent. The core keeps one endpoint: 1.0's preferred supportedInterface,
// or 0.x's url and preferredTransport. Later interfaces are a fallback when the preferred one names
// a binding the workbench does not speak.
import { TRANSPORTS } from '../../core/card';
import { childPath } from './json-path';
import {
  describeType,
  field,
  isObject,
  lookup,
  noteOtherFields,
  optionalString,
  readsAsV1,
  requiredString,
  type ReadContext,
} from './read-fields';
import { readUrl } from './read-url';
import type { SafeObject } from './safe-json';

export type Transport = (typeof TRANSPORTS)[number];

export interface Endpoint {
  readonly url: string;
  readonly transport: Transport;
  /** The interface's own protocolVersion (1.0 only; 0.x declares it on the card). */
  readonly protocolVersion: string | undefined;
  /** Path of the interface the endpoint came from. */
  readonly path: string;
}

interface Candidate {
  readonly url: string | undefined;
  readonly binding: string;
  readonly bindingPath: string;
  readonly protocolVersion: string | undefined;
  readonly path: string;
}

const BINDING_ALIASES: Readonly<Record<string, Transport>> = {
  JSONRPC: 'JSONRPC',
  GRPC: 'GRPC',
  HTTPJSON: 'HTTP+JSON',
  REST: 'HTTP+JSON',
};

/** The transport a binding name means, forgiving case and punctuation ("json-rpc", "http_json"). */
function normalizeTransport(binding: string): Transport | undefined {
  return lookup(BINDING_ALIASES, binding.toUpperCase().replace(/[^A-Z]/g, ''));
}

const V1_INTERFACE = {
  kept: new Set(['url', 'protocolBinding', 'protocolVersion']),
  dropped: new Set(['tenant']),
};
const V0_INTERFACE = { kept: new Set(['url', 'transport']) };

function v1Candidates(ctx: ReadContext, card: SafeObject): Candidate[] {
  const list = field(card, 'supportedInterfaces');
  const path = '$.supportedInterfaces';
  if (list !== undefined && !Array.isArray(list)) {
    ctx.sink.add(
      'WRONG_TYPE',
      path,
      `Expected an array of interfaces, found ${describeType(list)}.`,
    );
    return [];
  }
  const url = field(card, 'url');
  if ((list === undefined || list.length === 0) && typeof url === 'string') {
    // A card mixing versions: 0.3's url where 1.0 wants an interface. Read it as one.
    const preferred = field(card, 'preferredTransport');
    ctx.sink.add(
      'INTERFACE_FROM_URL',
      '$.url',
      'No supportedInterfaces: 1.0 names the endpoint in an interface. The 0.3 url was read as the interface.',
      `read as supportedInterfaces[0] with ${typeof preferred === 'string' ? `binding ${JSON.stringify(preferred)}` : 'binding "JSONRPC"'}`,
    );
    return [
      {
        url,
        binding: typeof preferred === 'string' ? preferred : 'JSONRPC',
        bindingPath: '$.preferredTransport',
        protocolVersion: optionalString(ctx, card, 'protocolVersion', '$'),
        path: '$',
      },
    ];
  }
  if (list === undefined || list.length === 0) {
    ctx.sink.add(
      'MISSING_REQUIRED_FIELD',
      path,
      'Required field is missing: supportedInterfaces (a 1.0 card needs at least one interface).',
    );
    return [];
  }
  return list.flatMap((entry, i) => {
    const at = childPath(path, i);
    if (!isObject(entry)) {
      ctx.sink.add('WRONG_TYPE', at, 'Expected an interface object.');
      return [];
    }
    noteOtherFields(ctx, entry, at, V1_INTERFACE);
    const binding = requiredString(ctx, entry, 'protocolBinding', at);
    const url = requiredString(ctx, entry, 'url', at);
    const protocolVersion = optionalString(ctx, entry, 'protocolVersion', at);
    if (binding === undefined) return [];
    return [
      { url, binding, bindingPath: childPath(at, 'protocolBinding'), protocolVersion, path: at },
    ];
  });
}

function v0Candidates(ctx: ReadContext, card: SafeObject): Candidate[] {
  const url = requiredString(ctx, card, 'url', '$');
  const preferred = optionalString(ctx, card, 'preferredTransport', '$');
  const main: Candidate = {
    url,
    binding: preferred ?? 'JSONRPC',
    bindingPath: '$.preferredTransport',
    protocolVersion: undefined,
    path: '$',
  };
  const extra = field(card, 'additionalInterfaces');
  if (extra === undefined) return [main];
  ctx.sink.add(
    'FIELD_NOT_KEPT',
    '$.additionalInterfaces',
    'The workbench keeps the preferred endpoint only; additional interfaces serve as a fallback.',
  );
  if (!Array.isArray(extra)) return [main];
  const others = extra.flatMap((entry, i): Candidate[] => {
    const at = childPath('$.additionalInterfaces', i);
    if (!isObject(entry)) return [];
    noteOtherFields(ctx, entry, at, V0_INTERFACE);
    const transport = field(entry, 'transport');
    const entryUrl = field(entry, 'url');
    if (typeof transport !== 'string' || typeof entryUrl !== 'string') return [];
    const bindingPath = childPath(at, 'transport');
    return [
      { url: entryUrl, binding: transport, bindingPath, protocolVersion: undefined, path: at },
    ];
  });
  return [main, ...others];
}

function noteHybrid(
  ctx: ReadContext,
  card: SafeObject,
  chosen: Candidate,
  transport: Transport,
): void {
  const url = field(card, 'url');
  if (typeof url === 'string' && url !== chosen.url) {
    ctx.sink.add(
      'HYBRID_CONFLICT',
      '$.url',
      `The 0.3 url differs from ${chosen.path}.url; the workbench uses the 1.0 interface.`,
    );
  }
  const preferred = field(card, 'preferredTransport');
  if (typeof preferred === 'string' && normalizeTransport(preferred) !== transport) {
    ctx.sink.add(
      'HYBRID_CONFLICT',
      '$.preferredTransport',
      `The 0.3 preferredTransport differs from ${chosen.path}.protocolBinding; the workbench uses the 1.0 interface.`,
    );
  }
  if (field(card, 'additionalInterfaces') !== undefined) {
    ctx.sink.add('FIELD_NOT_KEPT', '$.additionalInterfaces', 'The 1.0 interfaces take precedence.');
  }
}

/** The endpoint the core's card keeps, or undefined when the card names none it can use. */
export function readEndpoint(ctx: ReadContext, card: SafeObject): Endpoint | undefined {
  const v1 = readsAsV1(ctx);
  const candidates = v1 ? v1Candidates(ctx, card) : v0Candidates(ctx, card);
  const chosenIndex = candidates.findIndex((c) => normalizeTransport(c.binding) !== undefined);
  const first = candidates[0];
  const chosen = candidates[chosenIndex];
  if (first === undefined) return undefined;
  if (chosen === undefined) {
    ctx.sink.add(
      'UNSUPPORTED_TRANSPORT',
      first.bindingPath,
      `No interface uses a binding the workbench speaks (${TRANSPORTS.join(', ')}); found ${JSON.stringify(first.binding)}.`,
    );
    return undefined;
  }
  const transport = normalizeTransport(chosen.binding) as Transport;
  if (chosenIndex > 0) {
    ctx.sink.add(
      'TRANSPORT_SUBSTITUTED',
      first.bindingPath,
      `The preferred binding ${JSON.stringify(first.binding)} is not one the workbench speaks.`,
      `used ${chosen.path} (${transport}) instead`,
    );
  } else if (chosen.binding !== transport) {
    ctx.sink.add(
      'TRANSPORT_SUBSTITUTED',
      chosen.bindingPath,
      `${JSON.stringify(chosen.binding)} is not the canonical spelling of a binding.`,
      `read as ${JSON.stringify(transport)}`,
    );
  }
  if (chosen.url === undefined) return undefined;
  const urlPath = childPath(chosen.path, 'url');
  if (chosen.url.trim() === '') {
    ctx.sink.add('MISSING_REQUIRED_FIELD', urlPath, 'Required field is empty: url.');
    return undefined;
  }
  const endpoint: Endpoint = {
    url: readUrl(ctx, chosen.url, urlPath),
    transport,
    protocolVersion: chosen.protocolVersion,
    path: chosen.path,
  };
  if (ctx.version === '1.0+0.3') noteHybrid(ctx, card, chosen, transport);
  if (v1 && candidates.length > 1) {
    ctx.sink.add(
      'FIELD_NOT_KEPT',
      '$.supportedInterfaces',
      `The workbench keeps one interface (${endpoint.path}); ${candidates.length - 1} other${candidates.length > 2 ? 's were' : ' was'} not kept.`,
    );
  }
  return endpoint;
}
