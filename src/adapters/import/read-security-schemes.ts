// Named security schemes in either map form: 0.2/0.3 OpenAPI objects with a `type`, or 1.0 objects
// wrapping one variant (`oauth2SecurityScheme` …). Both become the core's typed schemes; a scheme
// the core cannot type is an error, because admission decides on scheme types.
import { securitySchemeSchema, type OAuthFlows, type SecurityScheme } from '../../core/card';
import { V1_SCHEME_KEYS } from './detect-version';
import { childPath, issuePath } from './json-path';
import {
  describeType,
  field,
  isObject,
  lookup,
  noteOtherFields,
  type ReadContext,
} from './read-fields';
import { readUrl } from './read-url';
import type { SafeJson, SafeObject } from './safe-json';

type V1SchemeKey = (typeof V1_SCHEME_KEYS)[number];

const FLOW_KEYS = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;

/** 1.0 flows as 0.3 flows: the same members, less deviceCode and pkceRequired. */
function v1Flows(
  ctx: ReadContext,
  flows: SafeJson | undefined,
  path: string,
): SafeJson | undefined {
  if (!isObject(flows)) return flows;
  const out = Object.create(null) as SafeObject;
  for (const [key, flow] of Object.entries(flows)) {
    const at = childPath(path, key);
    if ((FLOW_KEYS as readonly string[]).includes(key)) {
      if (isObject(flow) && Object.hasOwn(flow, 'pkceRequired')) {
        ctx.sink.add('FIELD_NOT_KEPT', childPath(at, 'pkceRequired'), 'The core has no PKCE flag.');
      }
      out[key] = flow;
    } else {
      ctx.sink.add('FIELD_NOT_KEPT', at, `The core has no ${key} OAuth flow; it was left out.`);
    }
  }
  return out;
}

/** A 1.0 variant in the 0.3 shape, so one schema validates both; `renames` maps fields back. */
function fromV1(
  ctx: ReadContext,
  key: V1SchemeKey,
  body: SafeObject,
  path: string,
): { value: Record<string, SafeJson | undefined>; renames: Record<string, string> } {
  const description = field(body, 'description');
  switch (key) {
    case 'apiKeySecurityScheme':
      return {
        value: {
          type: 'apiKey',
          in: field(body, 'location'),
          name: field(body, 'name'),
          description,
        },
        renames: { in: 'location' },
      };
    case 'httpAuthSecurityScheme':
      return {
        value: {
          type: 'http',
          scheme: field(body, 'scheme'),
          bearerFormat: field(body, 'bearerFormat'),
          description,
        },
        renames: {},
      };
    case 'oauth2SecurityScheme':
      return {
        value: {
          type: 'oauth2',
          flows: v1Flows(ctx, field(body, 'flows'), childPath(path, 'flows')),
          oauth2MetadataUrl: field(body, 'oauth2MetadataUrl'),
          description,
        },
        renames: {},
      };
    case 'openIdConnectSecurityScheme':
      return {
        value: {
          type: 'openIdConnect',
          openIdConnectUrl: field(body, 'openIdConnectUrl'),
          description,
        },
        renames: {},
      };
    case 'mtlsSecurityScheme':
      return { value: { type: 'mutualTLS', description }, renames: {} };
  }
}

/**
 * `value` without null or undefined members, at any depth: serialisers often write null for an
 * absent optional field, and the core's schema would refuse it.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, withoutNulls(v)] as const);
  return Object.fromEntries(entries);
}

/** Validates a 0.3-shaped scheme with the core's schema, reporting issues at their own paths. */
function validate(
  ctx: ReadContext,
  value: unknown,
  path: string,
  renames: Record<string, string> = {},
): SecurityScheme | undefined {
  const parsed = securitySchemeSchema.safeParse(withoutNulls(value));
  if (parsed.success) return checkUrls(ctx, parsed.data, path);
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = issue.path;
    const segments =
      typeof head === 'string' ? [lookup(renames, head) ?? head, ...rest] : issue.path;
    ctx.sink.add('INVALID_SECURITY_SCHEME', issuePath(path, segments), issue.message);
  }
  return undefined;
}

type FlowUrls = { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string };

/** `flow` with its URLs checked and, when relative and a base was given, resolved. */
function flowUrls<F extends FlowUrls>(ctx: ReadContext, flow: F, path: string): F {
  const copy = { ...flow };
  for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
    const raw = copy[key];
    if (raw !== undefined) copy[key] = readUrl(ctx, raw, childPath(path, key));
  }
  return copy;
}

/** Checks the URLs a scheme carries, resolving relative ones when a base was given. */
function checkUrls(ctx: ReadContext, scheme: SecurityScheme, path: string): SecurityScheme {
  if (scheme.type === 'openIdConnect') {
    const at = childPath(path, 'openIdConnectUrl');
    return { ...scheme, openIdConnectUrl: readUrl(ctx, scheme.openIdConnectUrl, at) };
  }
  if (scheme.type !== 'oauth2') return scheme;
  const at = (key: string) => childPath(childPath(path, 'flows'), key);
  const { authorizationCode, clientCredentials, implicit, password } = scheme.flows;
  const flows: OAuthFlows = {
    ...(authorizationCode && {
      authorizationCode: flowUrls(ctx, authorizationCode, at('authorizationCode')),
    }),
    ...(clientCredentials && {
      clientCredentials: flowUrls(ctx, clientCredentials, at('clientCredentials')),
    }),
    ...(implicit && { implicit: flowUrls(ctx, implicit, at('implicit')) }),
    ...(password && { password: flowUrls(ctx, password, at('password')) }),
  };
  const metadata = scheme.oauth2MetadataUrl;
  return {
    ...scheme,
    flows,
    ...(metadata !== undefined && {
      oauth2MetadataUrl: readUrl(ctx, metadata, childPath(path, 'oauth2MetadataUrl')),
    }),
  };
}

/** The fields each scheme type has besides `description` (and 0.3's `type`). */
const SCHEME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  apiKey: ['in', 'name'],
  apiKeySecurityScheme: ['location', 'name'],
  http: ['scheme', 'bearerFormat'],
  httpAuthSecurityScheme: ['scheme', 'bearerFormat'],
  oauth2: ['flows', 'oauth2MetadataUrl'],
  oauth2SecurityScheme: ['flows', 'oauth2MetadataUrl'],
  openIdConnect: ['openIdConnectUrl'],
  openIdConnectSecurityScheme: ['openIdConnectUrl'],
  mutualTLS: [],
  mtlsSecurityScheme: [],
};

/** Notes fields a scheme of this kind does not define; an unknown kind is left to validation. */
function noteSchemeFields(ctx: ReadContext, scheme: SafeObject, path: string, kind: SafeJson) {
  const fields = typeof kind === 'string' ? lookup(SCHEME_FIELDS, kind) : undefined;
  if (fields === undefined) return;
  noteOtherFields(ctx, scheme, path, { kept: new Set(['type', 'description', ...fields]) });
}

/** One named scheme in 0.3 or 1.0 form, or undefined with findings. */
function readScheme(ctx: ReadContext, value: SafeJson, path: string): SecurityScheme | undefined {
  if (!isObject(value)) {
    ctx.sink.add(
      'INVALID_SECURITY_SCHEME',
      path,
      `Expected a scheme object, found ${describeType(value)}.`,
    );
    return undefined;
  }
  const variants = V1_SCHEME_KEYS.filter((key) => Object.hasOwn(value, key));
  if (Object.hasOwn(value, 'type') || variants.length === 0) {
    noteSchemeFields(ctx, value, path, field(value, 'type') ?? null);
    return validate(ctx, value, path);
  }
  const [key] = variants;
  if (variants.length > 1 || key === undefined) {
    ctx.sink.add(
      'INVALID_SECURITY_SCHEME',
      path,
      `A 1.0 scheme holds exactly one variant; found ${variants.join(', ')}.`,
    );
    return undefined;
  }
  const at = childPath(path, key);
  const body = value[key];
  if (!isObject(body)) {
    ctx.sink.add('INVALID_SECURITY_SCHEME', at, `Expected an object, found ${describeType(body)}.`);
    return undefined;
  }
  noteSchemeFields(ctx, body, at, key);
  const { value: shaped, renames } = fromV1(ctx, key, body, at);
  return validate(ctx, shaped, at, renames);
}

/** The schemes of a map-form `securitySchemes`; undefined when any scheme is unusable. */
export function readSchemeMap(
  ctx: ReadContext,
  schemes: SafeObject,
  path: string,
): Record<string, SecurityScheme> | undefined {
  const entries: Array<[string, SecurityScheme]> = [];
  let ok = true;
  for (const [name, value] of Object.entries(schemes)) {
    const scheme = readScheme(ctx, value, childPath(path, name));
    if (scheme === undefined) ok = false;
    else entries.push([name, scheme]);
  }
  // Object.fromEntries defines keys as data properties, so no key can reach a prototype.
  return ok ? Object.fromEntries(entries) : undefined;
}
