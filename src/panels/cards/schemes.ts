// Pure helpers for security schemes: defaults per type, and renaming a scheme everywhere the
// card names it. Each returns only the schemes and the requirements, never the rest of the card. Records are rebuilt with Object.fromEntries so a key such as "__proto__" stays
// an ordinary own key and never reaches a prototype.
import type { AgentCard, SchemeType, SecurityScheme } from '../../core/card';

/** The part of a card these helpers read and write. */
type Security = Pick<AgentCard, 'securitySchemes' | 'security'>;
import { edits } from '../../store';

export const SCHEME_NAMES: Record<SchemeType, string> = {
  apiKey: 'API key',
  http: 'HTTP auth',
  oauth2: 'OAuth 2.0',
  openIdConnect: 'OpenID Connect',
  mutualTLS: 'Mutual TLS',
};

const DEFAULT_KEYS: Record<SchemeType, string> = {
  apiKey: 'apiKey',
  http: 'bearer',
  oauth2: 'oauth2',
  openIdConnect: 'oidc',
  mutualTLS: 'mtls',
};

/** A new scheme of `type` with sensible starting values; URLs start empty, never invented. */
export function defaultScheme(type: SchemeType, description?: string): SecurityScheme {
  const extra = description === undefined ? {} : { description };
  switch (type) {
    case 'apiKey':
      return { type, in: 'header', name: 'X-API-Key', ...extra };
    case 'http':
      return { type, scheme: 'bearer', bearerFormat: 'JWT', ...extra };
    case 'oauth2':
      return {
        type,
        flows: { clientCredentials: { tokenUrl: '', scopes: {} } },
        ...extra,
      };
    case 'openIdConnect':
      return {
        type,
        openIdConnectUrl: '',
        ...extra,
      };
    case 'mutualTLS':
      return { type, ...extra };
  }
}

/** The card with a new scheme of `type`, under a name not yet used. */
export function addScheme(card: Security, type: SchemeType): Security {
  const key = edits.uniqueName(DEFAULT_KEYS[type], new Set(Object.keys(card.securitySchemes)));
  return {
    securitySchemes: Object.fromEntries([
      ...Object.entries(card.securitySchemes),
      [key, defaultScheme(type)],
    ]),
    security: card.security,
  };
}

/** The card with scheme `key` replaced, keeping its place. */
export function setScheme(card: Security, key: string, scheme: SecurityScheme): Security {
  return {
    securitySchemes: Object.fromEntries(
      Object.entries(card.securitySchemes).map(([k, s]) => [k, k === key ? scheme : s]),
    ),
    security: card.security,
  };
}

/** The card without scheme `key`, and without it in any security requirement. */
export function removeScheme(card: Security, key: string): Security {
  return {
    securitySchemes: Object.fromEntries(
      Object.entries(card.securitySchemes).filter(([k]) => k !== key),
    ),
    security: card.security
      .map((req) => Object.fromEntries(Object.entries(req).filter(([k]) => k !== key)))
      .filter((req) => Object.keys(req).length > 0),
  };
}

/** Why `to` cannot name a scheme of this card, if it cannot. */
export function schemeNameProblem(card: Security, from: string, to: string): string | undefined {
  if (to.trim() === '') return 'a security scheme needs a name';
  if (to !== from && Object.hasOwn(card.securitySchemes, to))
    return `a security scheme named ${JSON.stringify(to)} already exists`;
  return undefined;
}

/** The card with scheme `from` renamed `to`, in the schemes and in every requirement. */
export function renameScheme(card: Security, from: string, to: string): Security {
  const rename = <T>(entries: [string, T][]) =>
    Object.fromEntries(entries.map(([k, v]) => [k === from ? to : k, v]));
  return {
    securitySchemes: rename(Object.entries(card.securitySchemes)),
    security: card.security.map((req) => rename(Object.entries(req))),
  };
}
