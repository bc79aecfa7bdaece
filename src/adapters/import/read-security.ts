// A card's security as the core holds it: named typed schemes plus a list of alternative
// requirements. Reads 0.3's `security`, 1.0's `securityRequirements`, scheme maps of either
// generation, the reference's list of names and 0.1's authentication block.
import type { AgentCard, SecurityScheme } from '../../core/card';
import { childPath } from './json-path';
import { readAuthentication, schemesFromNames } from './read-legacy-auth';
import { dropOptional, field, isObject, stringArray, type ReadContext } from './read-fields';
import { readSchemeMap } from './read-security-schemes';
import type { SafeJson, SafeObject } from './safe-json';

export type CardSecurity = Pick<AgentCard, 'securitySchemes' | 'security'>;
type Requirement = Record<string, string[]>;

interface Requirements {
  readonly list: Requirement[];
  /** Path of each requirement's scheme names, for findings about them. */
  readonly paths: Array<(name: string) => string>;
}

/** One requirement from (scheme name, scope list, path of the list) triples; undefined if a list is not strings. */
function requirement(
  ctx: ReadContext,
  entries: ReadonlyArray<readonly [string, SafeJson, string]>,
): Requirement | undefined {
  const out: Array<[string, string[]]> = [];
  for (const [name, scopes, path] of entries) {
    const list = stringArray(ctx, scopes, path);
    if (list === undefined) return undefined;
    out.push([name, list]);
  }
  return Object.fromEntries(out);
}

/** 0.3: `[{ "oauth2": ["scope"] }]`. */
function v0Requirements(ctx: ReadContext, value: SafeJson, path: string): Requirements | undefined {
  if (!Array.isArray(value) || !value.every(isObject)) {
    dropOptional(ctx, path, 'an array of objects mapping scheme names to scopes', value);
    return undefined;
  }
  const list: Requirement[] = [];
  const paths: Array<(name: string) => string> = [];
  for (const [i, entry] of value.entries()) {
    const at = childPath(path, i);
    const read = requirement(
      ctx,
      Object.entries(entry).map(([name, v]) => [name, v, childPath(at, name)] as const),
    );
    if (read === undefined) return undefined;
    list.push(read);
    paths.push((name) => childPath(at, name));
  }
  return { list, paths };
}

/** 1.0: `[{ "schemes": { "oauth2": { "list": ["scope"] } } }]`. */
function v1Requirements(ctx: ReadContext, value: SafeJson, path: string): Requirements | undefined {
  if (!Array.isArray(value)) {
    dropOptional(ctx, path, 'an array of security requirements', value);
    return undefined;
  }
  const list: Requirement[] = [];
  const paths: Array<(name: string) => string> = [];
  for (const [i, entry] of value.entries()) {
    const at = childPath(childPath(path, i), 'schemes');
    const schemes = isObject(entry) ? (field(entry, 'schemes') ?? {}) : entry;
    if (!isObject(schemes)) {
      dropOptional(ctx, at, 'an object mapping scheme names to scope lists', schemes);
      return undefined;
    }
    const read = requirement(
      ctx,
      Object.entries(schemes).map(([name, scopes]) => {
        const listed = isObject(scopes) ? (field(scopes, 'list') ?? []) : scopes;
        return [name, listed, childPath(childPath(at, name), 'list')] as const;
      }),
    );
    if (read === undefined) return undefined;
    list.push(read);
    paths.push((name) => childPath(at, name));
  }
  return { list, paths };
}

function readRequirements(ctx: ReadContext, card: SafeObject): Requirements | undefined {
  const v1Value = field(card, 'securityRequirements');
  const v0Value = field(card, 'security');
  const v1 =
    v1Value === undefined ? undefined : v1Requirements(ctx, v1Value, '$.securityRequirements');
  const v0 = v0Value === undefined ? undefined : v0Requirements(ctx, v0Value, '$.security');
  if (v1 !== undefined && v0 !== undefined && JSON.stringify(v1.list) !== JSON.stringify(v0.list)) {
    ctx.sink.add(
      'HYBRID_CONFLICT',
      '$.security',
      'The 0.3 security differs from the 1.0 securityRequirements; the workbench uses securityRequirements.',
    );
  }
  return v1 ?? v0;
}

function readSchemes(
  ctx: ReadContext,
  card: SafeObject,
): { schemes: Record<string, SecurityScheme>; derived?: Requirement[] } | undefined {
  const raw = field(card, 'securitySchemes');
  const authentication = field(card, 'authentication');
  const legacy =
    authentication === undefined
      ? undefined
      : readAuthentication(ctx, authentication, '$.authentication', raw !== undefined);
  if (Array.isArray(raw)) {
    const named = schemesFromNames(ctx, raw, '$.securitySchemes', {
      code: 'SCHEME_NAME_LIST',
      path: '$.securitySchemes',
      message:
        'securitySchemes lists bare scheme names; A2A cards describe each scheme in a map by name.',
    });
    return { schemes: named.schemes, derived: named.security };
  }
  if (isObject(raw)) {
    const schemes = readSchemeMap(ctx, raw, '$.securitySchemes');
    return schemes === undefined ? undefined : { schemes };
  }
  if (raw !== undefined) dropOptional(ctx, '$.securitySchemes', 'a map of named schemes', raw);
  return legacy === undefined
    ? { schemes: {} }
    : { schemes: legacy.schemes, derived: legacy.security };
}

/** The card's schemes and requirements, or undefined when a scheme is unusable (an error says why). */
export function readSecurity(ctx: ReadContext, card: SafeObject): CardSecurity | undefined {
  const read = readSchemes(ctx, card);
  if (read === undefined) return undefined;
  const { schemes, derived } = read;
  const requirements = readRequirements(ctx, card);
  for (const [i, requirement] of (requirements?.list ?? []).entries()) {
    for (const name of Object.keys(requirement)) {
      if (Object.hasOwn(schemes, name)) continue;
      ctx.sink.add(
        'UNDECLARED_SCHEME',
        requirements?.paths[i]?.(name) ?? '$',
        `The requirement names ${JSON.stringify(name)}, which securitySchemes does not declare.`,
      );
    }
  }
  if (Object.keys(schemes).length === 0) {
    ctx.sink.add(
      'NO_SECURITY_SCHEMES',
      '$.securitySchemes',
      'The card offers no security scheme; admission refuses delegation to it under any policy that requires one.',
    );
  }
  return { securitySchemes: schemes, security: requirements?.list ?? derived ?? [] };
}
