// Which card generation a document is, from its declared protocolVersion and its shape. 1.0 moved
// the endpoint into supportedInterfaces and wrapped security schemes in named variants; 0.2 and
// 0.3 carry `url` and typed schemes; 0.1 had an `authentication` block instead of schemes.
import { field, isObject, type DetectedVersion } from './read-fields';
import type { SafeObject } from './safe-json';

/** Keys of a 1.0 security scheme (a protobuf oneof written as one of these members). */
export const V1_SCHEME_KEYS = [
  'apiKeySecurityScheme',
  'httpAuthSecurityScheme',
  'oauth2SecurityScheme',
  'openIdConnectSecurityScheme',
  'mtlsSecurityScheme',
] as const;

const V1_FIELDS = ['supportedInterfaces', 'securityRequirements'];
const V0_FIELDS = [
  'url',
  'preferredTransport',
  'additionalInterfaces',
  'security',
  'supportsAuthenticatedExtendedCard',
  'protocolVersion',
];
/** Fields that arrived with 0.2.5/0.3; a card without protocolVersion that has them is 0.3. */
const V03_FIELDS = ['preferredTransport', 'additionalInterfaces', 'signatures'];

function schemeValues(card: SafeObject): SafeObject[] {
  const schemes = field(card, 'securitySchemes');
  return isObject(schemes) ? Object.values(schemes).filter(isObject) : [];
}

/** The family a declared protocolVersion names, if it names one the importer knows. */
export function declaredFamily(declared: string): DetectedVersion | undefined {
  const match = /^v?(\d+)\.(\d+)(?:\.\d+)?(?:[-+].*)?$/.exec(declared.trim());
  if (match === null) return undefined;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major === 1) return '1.0';
  if (major === 0 && minor >= 1 && minor <= 3) return `0.${minor}` as DetectedVersion;
  return undefined;
}

/**
 * The card generation of `card`. `source` is the URL the card came from, if known: without a
 * protocolVersion, `/.well-known/agent-card.json` means 0.3 and anything else the 0.2 era.
 */
export function detectVersion(card: SafeObject, source?: string): DetectedVersion {
  const has = (key: string) => field(card, key) !== undefined;
  const schemes = schemeValues(card);
  const capabilities = field(card, 'capabilities');
  const v1 =
    V1_FIELDS.some(has) ||
    (isObject(capabilities) && field(capabilities, 'extendedAgentCard') !== undefined) ||
    schemes.some((scheme) => V1_SCHEME_KEYS.some((key) => Object.hasOwn(scheme, key)));
  const v0 = V0_FIELDS.some(has) || schemes.some((scheme) => Object.hasOwn(scheme, 'type'));
  if (v1) return v0 ? '1.0+0.3' : '1.0';
  const declared = field(card, 'protocolVersion');
  const family = typeof declared === 'string' ? declaredFamily(declared) : undefined;
  if (family !== undefined && family !== '1.0') return family;
  if (has('authentication') && !has('securitySchemes')) return '0.1';
  if (family === '1.0' || V03_FIELDS.some(has)) return '0.3';
  return source?.endsWith('/.well-known/agent-card.json') ? '0.3' : '0.2';
}
