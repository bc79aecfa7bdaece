// Where and how to call the agent: every interface the card lists, in its order. 1.0 lists them in
// supportedInterfaces; 0.x names the preferred one with url and preferredTransport and the rest in
// additionalInterfaces (which by 0.3's advice repeats the preferred one). The first interface must
// have a binding the core knows; one that does not is kept after it.
import type { AgentInterface, Transport } from '../../core/card';
import { TRANSPORTS } from '../../core/card';
import { isGrpcTarget } from '../../core/card-interfaces';
import { createFindingSink } from './findings';
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

export interface Endpoint {
  readonly url: string;
  readonly transport: Transport;
  /** The interface's own protocolVersion (1.0 only; 0.x declares it on the card). */
  readonly protocolVersion: string | undefined;
  /** Path of the interface the endpoint came from. */
  readonly path: string;
  /** The card's other interfaces in its order; a version only where the card gave one (1.0). */
  readonly others: readonly AgentInterface[];
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

const sameInterface = (a: Candidate, b: Candidate) =>
  a.url === b.url &&
  (normalizeTransport(a.binding) ?? a.binding) === (normalizeTransport(b.binding) ?? b.binding) &&
  a.protocolVersion === b.protocolVersion;

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
  if (!Array.isArray(extra)) {
    ctx.sink.add(
      'INTERFACE_NOT_KEPT',
      '$.additionalInterfaces',
      `Expected an array of interfaces, found ${describeType(extra)}.`,
      'left out',
    );
    return [main];
  }
  const listed: Candidate[] = [main];
  extra.forEach((entry, i) => {
    const at = childPath('$.additionalInterfaces', i);
    const transport = isObject(entry) ? field(entry, 'transport') : undefined;
    const entryUrl = isObject(entry) ? field(entry, 'url') : undefined;
    if (typeof transport !== 'string' || typeof entryUrl !== 'string') {
      ctx.sink.add(
        'INTERFACE_NOT_KEPT',
        at,
        'An interface is an object with a url and a transport, both strings.',
        'left out',
      );
      return;
    }
    noteOtherFields(ctx, entry as SafeObject, at, V0_INTERFACE);
    const bindingPath = childPath(at, 'transport');
    const read = {
      url: entryUrl,
      binding: transport,
      bindingPath,
      protocolVersion: undefined,
      path: at,
    };
    const earlier = listed.find((c) => sameInterface(c, read));
    // 0.3 advises repeating the preferred interface here: that repeat is expected, not news.
    if (earlier !== undefined && earlier !== main) {
      ctx.sink.add(
        'FIELD_NOT_KEPT',
        at,
        `The interface repeats ${earlier.path}; it is listed once.`,
      );
    }
    if (earlier === undefined) listed.push(read);
  });
  return listed;
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

/**
 * The URL of the interface at `path`: a scheme-less gRPC target (`agent.example:50051`) as written,
 * anything else checked (and resolved when relative) as every URL of a card is.
 */
function interfaceUrl(ctx: ReadContext, raw: string, path: string, binding: string): string {
  if (binding === 'GRPC' && isGrpcTarget(raw)) return raw;
  return readUrl(ctx, raw, path, !HTTP_BINDINGS.has(binding));
}

/** The bindings a browser calls over HTTP, whose URLs must be http(s). */
const HTTP_BINDINGS = new Set(['JSONRPC', 'HTTP+JSON']);

/** The binding a later interface keeps: canonical when it is a known one misspelt, else as written. */
function otherBinding(ctx: ReadContext, c: Candidate): string {
  const transport = normalizeTransport(c.binding);
  if (transport === undefined) {
    ctx.sink.add(
      'UNKNOWN_BINDING',
      c.bindingPath,
      `${JSON.stringify(c.binding)} is none of ${TRANSPORTS.join(', ')}; the interface is kept as written, and live mode cannot call it.`,
    );
    return c.binding;
  }
  if (transport !== c.binding) {
    ctx.sink.add(
      'TRANSPORT_SUBSTITUTED',
      c.bindingPath,
      `${JSON.stringify(c.binding)} is not the canonical spelling of a binding.`,
      `read as ${JSON.stringify(transport)}`,
    );
  }
  return transport;
}

/**
 * A later interface, or undefined (with a warning saying why) when it cannot be kept: a problem
 * with it leaves it out rather than refusing a card whose preferred interface is sound.
 */
function readOther(ctx: ReadContext, c: Candidate): AgentInterface | undefined {
  const sink = createFindingSink();
  const read = readOtherStrictly({ ...ctx, sink }, c);
  const errors = sink.findings.filter((f) => f.severity === 'error');
  for (const f of sink.findings) {
    if (f.severity !== 'error') ctx.sink.add(f.code, f.path, f.message, f.change);
  }
  if (errors.length === 0 && read !== undefined) return read;
  ctx.sink.add(
    'INTERFACE_NOT_KEPT',
    c.path,
    `The interface cannot be kept: ${errors.map((f) => `${f.path}: ${f.message}`).join(' ') || 'it has no url.'}`,
    'left out',
  );
  return undefined;
}

function readOtherStrictly(ctx: ReadContext, c: Candidate): AgentInterface | undefined {
  if (c.url === undefined) return undefined;
  const urlPath = childPath(c.path, 'url');
  if (c.url.trim() === '') {
    ctx.sink.add('MISSING_REQUIRED_FIELD', urlPath, 'Required field is empty: url.');
    return undefined;
  }
  const binding = otherBinding(ctx, c);
  if (readsAsV1(ctx) && c.protocolVersion === undefined) {
    ctx.sink.add(
      'MISSING_PROTOCOL_VERSION',
      childPath(c.path, 'protocolVersion'),
      'The interface declares no protocolVersion.',
      "read as the preferred interface's version",
    );
  }
  return {
    url: interfaceUrl(ctx, c.url, urlPath, binding),
    binding,
    ...(c.protocolVersion === undefined ? {} : { protocolVersion: c.protocolVersion }),
  };
}

/**
 * Every interface the card lists, the preferred one as the endpoint and the rest in order, or
 * undefined when the card names none the core can hold as its preferred one.
 */
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
      `No interface uses a binding the workbench knows (${TRANSPORTS.join(', ')}); found ${JSON.stringify(first.binding)}.`,
    );
    return undefined;
  }
  const transport = normalizeTransport(chosen.binding) as Transport;
  if (chosenIndex > 0) {
    ctx.sink.add(
      'TRANSPORT_SUBSTITUTED',
      first.bindingPath,
      `The preferred binding ${JSON.stringify(first.binding)} is not one the workbench knows, so it cannot be the card's preferred interface.`,
      `made ${chosen.path} (${transport}) the preferred interface; the others keep their order after it`,
    );
  } else if (chosen.binding !== transport) {
    ctx.sink.add(
      'TRANSPORT_SUBSTITUTED',
      chosen.bindingPath,
      `${JSON.stringify(chosen.binding)} is not the canonical spelling of a binding.`,
      `read as ${JSON.stringify(transport)}`,
    );
  }
  const others = candidates
    .filter((c) => c !== chosen)
    .map((c) => readOther(ctx, c))
    .filter((i) => i !== undefined);
  if (chosen.url === undefined) return undefined;
  const urlPath = childPath(chosen.path, 'url');
  if (chosen.url.trim() === '') {
    ctx.sink.add('MISSING_REQUIRED_FIELD', urlPath, 'Required field is empty: url.');
    return undefined;
  }
  const endpoint: Endpoint = {
    url: interfaceUrl(ctx, chosen.url, urlPath, transport),
    transport,
    protocolVersion: chosen.protocolVersion,
    path: chosen.path,
    others,
  };
  if (ctx.version === '1.0+0.3') noteHybrid(ctx, card, chosen, transport);
  return endpoint;
}
