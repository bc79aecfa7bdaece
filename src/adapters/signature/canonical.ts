// The text an A2A card signature covers, computed exactly as @a2a-js/sdk 1.3.0's
// `canonicalizeAgentCard` does: the card read through the 1.0 AgentCard proto-JSON form
// (`fromJSON` then `toJSON`), `signatures` left out, empty values cleaned, then RFC 8785 (JCS).
// Fields outside the 1.0 schema do not reach that text, so a signature does not cover them: the
// reader here also lists their JSON paths. It reads own properties only and builds objects
// without a prototype; a card the SDK itself could not read (a null skill, say) is a refusal
// naming the path, never an exception.
import { childPath } from '../import/json-path';

/** A card's canonical form, or why the SDK's reading of it would fail. */
export type CanonicalCard =
  | {
      readonly ok: true;
      /** The exact text the SDK signs and verifies (JCS of the cleaned 1.0 reading). */
      readonly text: string;
      /** The cleaned 1.0 reading the text encodes, for naming a field that differs. */
      readonly value: CanonicalValue;
      /** JSON paths of the published card that the signature does not cover, in document order. */
      readonly uncovered: readonly string[];
    }
  | { readonly ok: false; readonly path: string; readonly detail: string };

/** A cleaned canonical value: no null, no empty string, array or object. */
export type CanonicalValue = boolean | number | string | CanonicalValue[] | CanonicalObject;
/** An object built with Object.create(null). */
export type CanonicalObject = { [key: string]: CanonicalValue };

/**
 * The canonical form of a published card (a value as `JSON.parse` returns it).
 * @example canonicalizeCard({ name: 'A', url: 'https://a' }) // text '{"name":"A"}', uncovered ['$.url']
 */
export function canonicalizeCard(card: unknown): CanonicalCard {
  const reader = new Reader();
  try {
    const normalized = reader.message(card, '$', AGENT_CARD);
    delete normalized.signatures;
    const empty: CanonicalObject = Object.create(null) as CanonicalObject;
    const value = clean(normalized) ?? empty;
    return { ok: true, text: jcs(value), value, uncovered: reader.uncovered };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, path: error.path, detail: error.message };
    throw error;
  }
}

/** RFC 8785 text of a JSON value, as the SDK writes it: keys sorted by UTF-16 code units. */
export function jcs(value: CanonicalValue | null): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jcs).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${jcs(value[key] ?? null)}`).join(',')}}`;
}

class Refusal extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

// ---- the 1.0 schema, as the SDK's generated proto-JSON code reads it ----

/** How one field is read. Names are tried in order; the first that is set wins. */
type Field =
  | { readonly kind: 'string' | 'optionalBool' }
  /** A bool whose false is the default, so toJSON leaves it out. */
  | { readonly kind: 'flag' }
  | { readonly kind: 'message'; readonly of: Schema }
  | { readonly kind: 'list'; readonly of: Schema | 'string' }
  | { readonly kind: 'map'; readonly of: Schema | 'string' }
  | { readonly kind: 'struct' }
  /** A proto oneof: the first set member (in this order) is read, the others are not. */
  | { readonly kind: 'oneof'; readonly members: readonly Member[] };

/** A oneof member: its name in the JSON read, the name toJSON writes, and its message. */
type Member = readonly [json: string, camel: string, of: Schema];

interface Schema {
  readonly fields: readonly (readonly [name: string, aliases: readonly string[], Field])[];
  /** The generated reader uses `object?.x`, so null reads as an empty message. */
  readonly nullSafe?: boolean;
}

const STRING: Field = { kind: 'string' };
const OPT_BOOL: Field = { kind: 'optionalBool' };
const FLAG: Field = { kind: 'flag' };
const list = (of: Schema | 'string'): Field => ({ kind: 'list', of });
const map = (of: Schema | 'string'): Field => ({ kind: 'map', of });
const message = (of: Schema): Field => ({ kind: 'message', of });
const schema = (...fields: Schema['fields']): Schema => ({ fields });
const scalar = (name: string, field: Field, snake?: string) =>
  [name, snake === undefined ? [] : [snake], field] as const;

const STRING_LIST: Schema = { fields: [scalar('list', list('string'))], nullSafe: true };
const SECURITY_REQUIREMENT = schema(scalar('schemes', map(STRING_LIST)));
const flow = (...extra: Schema['fields']) =>
  schema(
    ...extra,
    scalar('tokenUrl', STRING, 'token_url'),
    scalar('refreshUrl', STRING, 'refresh_url'),
    scalar('scopes', map('string')),
  );
const AUTHORIZATION_CODE = schema(
  scalar('authorizationUrl', STRING, 'authorization_url'),
  ...flow().fields,
  scalar('pkceRequired', FLAG, 'pkce_required'),
);
const DEVICE_CODE = flow(scalar('deviceAuthorizationUrl', STRING, 'device_authorization_url'));
const OAUTH_FLOWS = schema([
  '',
  [],
  {
    kind: 'oneof',
    members: [
      ['authorizationCode', 'authorizationCode', AUTHORIZATION_CODE],
      ['authorization_code', 'authorizationCode', AUTHORIZATION_CODE],
      ['clientCredentials', 'clientCredentials', flow()],
      ['client_credentials', 'clientCredentials', flow()],
      [
        'implicit',
        'implicit',
        schema(
          scalar('authorizationUrl', STRING, 'authorization_url'),
          scalar('refreshUrl', STRING, 'refresh_url'),
          scalar('scopes', map('string')),
        ),
      ],
      ['password', 'password', flow()],
      ['deviceCode', 'deviceCode', DEVICE_CODE],
      ['device_code', 'deviceCode', DEVICE_CODE],
    ],
  },
]);
const described = (...fields: Schema['fields']) => schema(scalar('description', STRING), ...fields);
const API_KEY = described(scalar('location', STRING), scalar('name', STRING));
const HTTP_AUTH = described(
  scalar('scheme', STRING),
  scalar('bearerFormat', STRING, 'bearer_format'),
);
const OAUTH2 = described(
  scalar('flows', message(OAUTH_FLOWS)),
  scalar('oauth2MetadataUrl', STRING, 'oauth2_metadata_url'),
);
const OIDC = described(scalar('openIdConnectUrl', STRING, 'open_id_connect_url'));
const MTLS = described();
const SECURITY_SCHEME = schema([
  '',
  [],
  {
    kind: 'oneof',
    members: [
      ['apiKeySecurityScheme', 'apiKeySecurityScheme', API_KEY],
      ['api_key_security_scheme', 'apiKeySecurityScheme', API_KEY],
      ['httpAuthSecurityScheme', 'httpAuthSecurityScheme', HTTP_AUTH],
      ['http_auth_security_scheme', 'httpAuthSecurityScheme', HTTP_AUTH],
      ['oauth2SecurityScheme', 'oauth2SecurityScheme', OAUTH2],
      ['oauth2_security_scheme', 'oauth2SecurityScheme', OAUTH2],
      ['openIdConnectSecurityScheme', 'openIdConnectSecurityScheme', OIDC],
      ['open_id_connect_security_scheme', 'openIdConnectSecurityScheme', OIDC],
      ['mtlsSecurityScheme', 'mtlsSecurityScheme', MTLS],
      ['mtls_security_scheme', 'mtlsSecurityScheme', MTLS],
    ],
  },
]);
const AGENT_INTERFACE = schema(
  scalar('url', STRING),
  scalar('protocolBinding', STRING, 'protocol_binding'),
  scalar('tenant', STRING),
  scalar('protocolVersion', STRING, 'protocol_version'),
);
const AGENT_PROVIDER = schema(scalar('url', STRING), scalar('organization', STRING));
const AGENT_EXTENSION = schema(
  scalar('uri', STRING),
  scalar('description', STRING),
  scalar('required', FLAG),
  scalar('params', { kind: 'struct' }),
);
const AGENT_CAPABILITIES = schema(
  scalar('streaming', OPT_BOOL),
  scalar('pushNotifications', OPT_BOOL, 'push_notifications'),
  scalar('extensions', list(AGENT_EXTENSION)),
  scalar('extendedAgentCard', OPT_BOOL, 'extended_agent_card'),
);
const AGENT_SKILL = schema(
  scalar('id', STRING),
  scalar('name', STRING),
  scalar('description', STRING),
  scalar('tags', list('string')),
  scalar('examples', list('string')),
  scalar('inputModes', list('string'), 'input_modes'),
  scalar('outputModes', list('string'), 'output_modes'),
  scalar('securityRequirements', list(SECURITY_REQUIREMENT), 'security_requirements'),
);
const AGENT_CARD_SIGNATURE = schema(
  scalar('protected', STRING),
  scalar('signature', STRING),
  scalar('header', { kind: 'struct' }),
);
const AGENT_CARD = schema(
  scalar('name', STRING),
  scalar('description', STRING),
  scalar('supportedInterfaces', list(AGENT_INTERFACE), 'supported_interfaces'),
  scalar('provider', message(AGENT_PROVIDER)),
  scalar('version', STRING),
  scalar('documentationUrl', STRING, 'documentation_url'),
  scalar('capabilities', message(AGENT_CAPABILITIES)),
  scalar('securitySchemes', map(SECURITY_SCHEME), 'security_schemes'),
  scalar('securityRequirements', list(SECURITY_REQUIREMENT), 'security_requirements'),
  scalar('defaultInputModes', list('string'), 'default_input_modes'),
  scalar('defaultOutputModes', list('string'), 'default_output_modes'),
  scalar('skills', list(AGENT_SKILL)),
  scalar('signatures', list(AGENT_CARD_SIGNATURE)),
  scalar('iconUrl', STRING, 'icon_url'),
);

// ---- reading ----

type Out = { [key: string]: unknown };

const own = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
const isSet = (value: unknown) => value !== null && value !== undefined;
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Reads one value the way the generated `fromJSON` + `toJSON` pair does, noting what it skips. */
class Reader {
  readonly uncovered: string[] = [];

  message(value: unknown, path: string, of: Schema): Out {
    // The generated code reads `object.x` of whatever it is handed: null fails, a primitive or
    // an array reads as a message with every field unset.
    if ((value === null || value === undefined) && of.nullSafe !== true)
      throw new Refusal(path, `The SDK cannot read ${String(value)} at ${path} as a message.`);
    // First which spelling of each field is read, so the uncovered keys come in document order.
    const plan: (readonly [out: string, json: string, read: () => unknown])[] = [];
    for (const [name, aliases, field] of of.fields) {
      if (field.kind === 'oneof') {
        const member = field.members.find(([json]) => isSet(own(value, json)));
        if (member === undefined) continue;
        const [json, camel, memberSchema] = member;
        plan.push([
          camel,
          json,
          () => this.message(own(value, json), childPath(path, json), memberSchema),
        ]);
        continue;
      }
      const accepts = (raw: unknown) =>
        field.kind === 'list'
          ? Array.isArray(raw)
          : field.kind === 'map' || field.kind === 'struct'
            ? isObject(raw)
            : isSet(raw);
      const chosen = [name, ...aliases].find((n) => accepts(own(value, n)));
      if (chosen === undefined) continue;
      plan.push([
        name,
        chosen,
        () => this.field(own(value, chosen), childPath(path, chosen), field),
      ]);
    }
    const read = new Set(plan.map(([, json]) => json));
    if (isObject(value) && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A null says nothing a missing field does not, so it is not listed.
        if (read.has(key) || item === null || (path === '$' && key === 'signatures')) continue;
        this.uncovered.push(childPath(path, key));
      }
    } else if (isSet(value)) {
      this.uncovered.push(path);
    }
    const out: Out = Object.create(null) as Out;
    for (const [name, , readField] of plan) out[name] = readField();
    return out;
  }

  private field(raw: unknown, path: string, field: Exclude<Field, { kind: 'oneof' }>): unknown {
    switch (field.kind) {
      case 'string':
        return this.text(raw, path);
      case 'optionalBool':
        return Boolean(raw);
      case 'flag':
        return Boolean(raw) || undefined;
      case 'message':
        return this.message(raw, path, field.of);
      case 'struct':
        return raw;
      case 'list':
        return (raw as unknown[]).map((item, index) =>
          this.item(item, `${path}[${index}]`, field.of),
        );
      case 'map': {
        const out: Out = Object.create(null) as Out;
        for (const [key, item] of Object.entries(raw as object)) {
          const value = this.item(item, childPath(path, key), field.of);
          // `acc["__proto__"] = …` in the generated code sets a prototype, not an entry.
          if (key !== '__proto__') out[key] = value;
          else this.uncovered.push(childPath(path, key));
        }
        return out;
      }
    }
  }

  private item(raw: unknown, path: string, of: Schema | 'string'): unknown {
    if (of === 'string') return this.text(raw, path);
    return this.message(raw, path, of);
  }

  private text(raw: unknown, path: string): string {
    // An object read as text is "[object Object]" whatever it holds: its content is not covered.
    if (isObject(raw)) this.uncovered.push(path);
    try {
      return String(raw);
    } catch {
      throw new Refusal(path, `The SDK cannot read the value at ${path} as text.`);
    }
  }
}

/** The SDK's `cleanEmpty`: drops "", null, and arrays and objects left empty, recursively. */
function clean(value: unknown): CanonicalValue | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: CanonicalObject = Object.create(null) as CanonicalObject;
    for (const [key, item] of Object.entries(value)) {
      const cleaned = clean(item);
      // As in the SDK, a `__proto__` key never survives as an entry.
      if (cleaned !== undefined && key !== '__proto__') out[key] = cleaned;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value as CanonicalValue;
}
