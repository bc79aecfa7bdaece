// Verifying a card's signatures as the A2A SDK does, with jose: each entry of the published
// card's `signatures` is a flattened JWS whose payload, left out, is the card's canonical text
// (canonical.ts). Each gets one verdict: valid under a named trusted key; invalid, naming the check
// that failed; or key unknown. A payload is not recoverable from a detached JWS, so a mismatch
// names the first differing field only against a payload this signature verified before
// (`remembered`): the published JSON was edited since.
import { base64url, decodeProtectedHeader, flattenedVerify, importJWK } from 'jose';
import { z } from 'zod';
import type { CardTrust, SignatureVerdict } from '../../core/card-trust';
import type { PublicJwk, TrustedKey } from '../../core/trusted-key';
import { canonicalizeCard, type CanonicalValue } from './canonical';
import { firstDifference } from './difference';

/** The algorithms a card signature may use; a MAC or `none` cannot vouch for a provider. */
export const SIGNATURE_ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512']
  .concat(['PS256', 'PS384', 'PS512', 'EdDSA', 'Ed25519'])
  .sort();

const entrySchema = z.object({
  protected: z.string(),
  signature: z.string(),
  header: z.record(z.string(), z.unknown()).optional(),
});
const signaturesSchema = z.array(z.unknown());

/** What a card's verification yields: the verdicts, plus each valid payload to remember. */
export interface CardVerification {
  readonly trust: CardTrust;
  /** Signature (its `protected.signature`) → the canonical value it verified. */
  readonly verified: ReadonlyMap<string, CanonicalValue>;
}

/** Which key types fit an algorithm (RFC 7518 §3, RFC 8037). */
function keyFits(jwk: PublicJwk, alg: string): boolean {
  if (alg.startsWith('ES')) {
    const curve = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' }[alg];
    return jwk.kty === 'EC' && jwk.crv === curve;
  }
  if (alg.startsWith('RS') || alg.startsWith('PS')) return jwk.kty === 'RSA';
  return jwk.kty === 'OKP' && jwk.crv === 'Ed25519';
}

const invalid = (
  check: Extract<SignatureVerdict, { status: 'invalid' }>['check'],
  detail: string,
  extra: { kid?: string; field?: string } = {},
): SignatureVerdict => ({ status: 'invalid', check, detail, ...extra });

/**
 * Verifies every signature of the published card `text` against `keys`. Never throws.
 * @example await verifyCard(published, workspace.trustedKeys ?? [])
 */
export async function verifyCard(
  text: string,
  keys: readonly TrustedKey[],
  remembered: ReadonlyMap<string, CanonicalValue> = new Map(),
): Promise<CardVerification> {
  let card: unknown;
  try {
    card = JSON.parse(text);
  } catch {
    return { trust: { verdicts: [] }, verified: new Map() };
  }
  const raw =
    typeof card === 'object' && card !== null && !Array.isArray(card)
      ? (card as { signatures?: unknown }).signatures
      : undefined;
  const entries = signaturesSchema.safeParse(raw);
  if (!entries.success || entries.data.length === 0)
    return { trust: { verdicts: [] }, verified: new Map() };
  const canonical = canonicalizeCard(card);
  const verified = new Map<string, CanonicalValue>();
  const verdicts: SignatureVerdict[] = [];
  for (const [index, entry] of entries.data.entries()) {
    const verdict = await verifyEntry(entry, index, canonical, keys, remembered);
    if (verdict.status === 'valid' && canonical.ok) verified.set(verdict.id, canonical.value);
    verdicts.push(verdict.verdict);
  }
  const trust: CardTrust = canonical.ok
    ? { verdicts, uncovered: canonical.uncovered }
    : { verdicts };
  return { trust, verified };
}

async function verifyEntry(
  entry: unknown,
  index: number,
  canonical: ReturnType<typeof canonicalizeCard>,
  keys: readonly TrustedKey[],
  remembered: ReadonlyMap<string, CanonicalValue>,
): Promise<{ status: string; id: string; verdict: SignatureVerdict }> {
  const at = `$.signatures[${index}]`;
  const done = (verdict: SignatureVerdict, id = '') => ({ status: verdict.status, id, verdict });
  const parsed = entrySchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = [at, ...(issue?.path ?? []).map(String)].join('.');
    return done(invalid('header', `${where}: not a flattened JWS (${issue?.message ?? ''}).`));
  }
  const jws = parsed.data;
  const id = `${jws.protected}.${jws.signature}`;
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    return done(invalid('header', `${at}.protected: not a base64url JSON protected header.`));
  }
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const alg = typeof header.alg === 'string' ? header.alg : undefined;
  const missing = ['kid', 'typ', 'alg'].filter((name) => typeof header[name] !== 'string');
  if (missing.length > 0)
    return done(
      invalid(
        'header',
        `The protected header has no ${missing.join(', ')}: the A2A SDK needs kid, typ and alg.`,
        kid === undefined ? {} : { kid },
      ),
    );
  if (alg === undefined || kid === undefined) return done(invalid('header', 'unreachable'));
  if (!SIGNATURE_ALGORITHMS.includes(alg))
    return done(
      invalid(
        'algorithm',
        `${alg} cannot vouch for a card: use one of ${SIGNATURE_ALGORITHMS.join(', ')}.`,
        { kid },
      ),
    );
  const candidates = keys.filter((key) => key.jwk.kid === kid);
  if (candidates.length === 0) {
    const jku = typeof header.jku === 'string' ? header.jku : undefined;
    return done({ status: 'key-unknown', kid, ...(jku === undefined ? {} : { jku }) });
  }
  if (!canonical.ok)
    return done(
      invalid('payload', `The card cannot be read as the SDK reads it: ${canonical.detail}`, {
        kid,
      }),
    );
  const payload = base64url.encode(canonical.text);
  let last: SignatureVerdict | undefined;
  for (const key of candidates) {
    if (key.jwk.alg !== undefined && key.jwk.alg !== alg) {
      last = invalid(
        'key',
        `The key "${key.name}" (kid ${kid}) is for ${key.jwk.alg}, but the signature says ${alg}.`,
        { kid },
      );
      continue;
    }
    if (!keyFits(key.jwk, alg)) {
      last = invalid(
        'key',
        `The key "${key.name}" (kid ${kid}, ${key.jwk.kty}${key.jwk.crv === undefined ? '' : ` ${key.jwk.crv}`}) cannot verify ${alg}.`,
        { kid },
      );
      continue;
    }
    let publicKey: Awaited<ReturnType<typeof importJWK>>;
    try {
      publicKey = await importJWK({ ...key.jwk }, alg);
    } catch (error) {
      last = invalid(
        'key',
        `The key "${key.name}" (kid ${kid}) cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
        { kid },
      );
      continue;
    }
    try {
      await flattenedVerify({ ...jws, payload }, publicKey, { algorithms: [alg] });
      return done({ status: 'valid', keyName: key.name, kid, alg }, id);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
        last = invalid(
          'header',
          `The JWS cannot be checked: ${error instanceof Error ? error.message : String(error)}.`,
          { kid },
        );
        continue;
      }
      const before = remembered.get(id);
      const field = before === undefined ? undefined : firstDifference(before, canonical.value);
      last = invalid(
        'payload',
        field === undefined
          ? `The signature by "${key.name}" does not match the card: it was signed over other content.`
          : `The signature by "${key.name}" does not match the card: ${field} changed since it verified.`,
        field === undefined ? { kid } : { kid, field },
      );
    }
  }
  return done(last ?? invalid('key', 'No trusted key could check it.', { kid }));
}
