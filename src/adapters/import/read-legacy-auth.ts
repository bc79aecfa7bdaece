// Security given as bare names: 0.1's `authentication: {schemes: ["bearer"]}` and the reference's
// `securitySchemes: ["oauth2", "apikey", "mtls"]`. Names become typed schemes, each one an
// alternative requirement; what a name cannot say (an API key's header) is assumed and reported.
import type { SecurityScheme } from '../../core/card';
import type { FindingCode } from './findings';
import { childPath } from './json-path';
import {
  describeType,
  field,
  isObject,
  lookup,
  noteOtherFields,
  type ReadContext,
} from './read-fields';
import type { SafeJson, SafeObject } from './safe-json';

interface NamedScheme {
  readonly scheme: SecurityScheme;
  /** What the name alone does not say and the importer assumed. */
  readonly assumed?: string;
}

const OAUTH2: NamedScheme = {
  scheme: { type: 'oauth2', flows: {} },
  assumed: 'no OAuth flows are known',
};
const MTLS: NamedScheme = { scheme: { type: 'mutualTLS' } };

/** Scheme names as cards write them, lower-cased without punctuation. */
const NAMED_SCHEMES: Readonly<Record<string, NamedScheme>> = {
  oauth: OAUTH2,
  oauth2: OAUTH2,
  apikey: {
    scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    assumed: 'the key travels in an X-API-Key header',
  },
  mtls: MTLS,
  mutualtls: MTLS,
  bearer: { scheme: { type: 'http', scheme: 'bearer' } },
  basic: { scheme: { type: 'http', scheme: 'basic' } },
};

export interface NamedSecurity {
  readonly schemes: Record<string, SecurityScheme>;
  /** One alternative per scheme: any one of them is enough. */
  readonly security: Array<Record<string, string[]>>;
}

/** Typed schemes for a list of names; unknown names are dropped with a finding each. */
export function schemesFromNames(
  ctx: ReadContext,
  names: readonly SafeJson[],
  path: string,
  summary: {
    readonly code: Extract<FindingCode, 'SCHEME_NAME_LIST' | 'LEGACY_AUTHENTICATION'>;
    readonly path: string;
    readonly message: string;
  },
): NamedSecurity {
  const entries: Array<[string, SecurityScheme]> = [];
  const notes: string[] = [];
  names.forEach((name, i) => {
    const at = childPath(path, i);
    const known =
      typeof name === 'string'
        ? lookup(NAMED_SCHEMES, name.toLowerCase().replace(/[^a-z0-9]/g, ''))
        : undefined;
    if (typeof name !== 'string' || known === undefined) {
      ctx.sink.add(
        'UNKNOWN_SCHEME_NAME',
        at,
        typeof name === 'string'
          ? `${JSON.stringify(name)} names no scheme the importer can type (${Object.keys(NAMED_SCHEMES).join(', ')}).`
          : `Expected a scheme name, found ${describeType(name)}.`,
        'left out',
      );
      return;
    }
    if (entries.some(([existing]) => existing === name)) return;
    entries.push([name, known.scheme]);
    const type = known.scheme.type === 'http' ? `http ${known.scheme.scheme}` : known.scheme.type;
    const assumed = known.assumed === undefined ? '' : ` (assumed: ${known.assumed})`;
    notes.push(`${name} → ${type}${assumed}`);
  });
  const change =
    notes.length > 0
      ? `converted to securitySchemes: ${notes.join('; ')}`
      : 'no usable scheme named';
  ctx.sink.add(summary.code, summary.path, summary.message, change);
  return {
    schemes: Object.fromEntries(entries),
    security: entries.map(([name]) => Object.fromEntries([[name, []]])),
  };
}

const AUTHENTICATION_FIELDS = { kept: new Set(['schemes', 'credentials']) };

/** 0.1's authentication block as typed schemes; its credentials are never kept. */
export function readAuthentication(
  ctx: ReadContext,
  authentication: SafeJson,
  path: string,
  superseded: boolean,
): NamedSecurity | undefined {
  if (!isObject(authentication)) {
    ctx.sink.add(
      'LEGACY_AUTHENTICATION',
      path,
      `A 0.1 authentication block should be an object; found ${describeType(authentication)}.`,
      'left out',
    );
    return undefined;
  }
  noteOtherFields(ctx, authentication, path, AUTHENTICATION_FIELDS);
  noteCredentials(ctx, authentication, path);
  if (superseded) {
    ctx.sink.add(
      'LEGACY_AUTHENTICATION',
      path,
      'A 0.1 authentication block next to securitySchemes; the securitySchemes are used.',
      'left out',
    );
    return undefined;
  }
  const schemes = field(authentication, 'schemes');
  return schemesFromNames(ctx, Array.isArray(schemes) ? schemes : [], childPath(path, 'schemes'), {
    code: 'LEGACY_AUTHENTICATION',
    path,
    message:
      '0.1 authentication names schemes without describing them (replaced by securitySchemes in 0.2).',
  });
}

function noteCredentials(ctx: ReadContext, authentication: SafeObject, path: string): void {
  if (field(authentication, 'credentials') === undefined) return;
  ctx.sink.add(
    'CREDENTIALS_IGNORED',
    childPath(path, 'credentials'),
    'A published card carried credentials; the importer never keeps them. Treat them as exposed.',
    'left out',
  );
}
