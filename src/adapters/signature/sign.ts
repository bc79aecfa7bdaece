// Signing a published card as @a2a-js/sdk 1.3.0's `generateAgentCardSignature` does: a flattened
// JWS (jose) over the card's canonical text (`canonical.ts`: the 1.0 reading, signatures left out,
// RFC 8785), with the protected header {alg, kid, typ: 'JOSE', jku?}, appended to the card's
// `signatures`. The SDK's verifier requires kid, typ and alg in that header. Keys are WebCrypto
// keys: generated here (extractable only when the author asks to download the private key) or
// imported from a private JWK. Nothing here keeps a key: the caller holds it in memory.
import {
  calculateJwkThumbprint,
  exportJWK,
  FlattenedSign,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { err, ok, type Result } from '../../core/result';
import { canonicalizeCard } from './canonical';

/** The algorithms a card can be signed with here, as the SDK verifies them (jose). */
export const SIGNING_ALGS = ['ES256', 'RS256', 'EdDSA'] as const;
export type SigningAlg = (typeof SIGNING_ALGS)[number];

/** A key pair in memory: the private half signs, the public half is what a host publishes. */
export interface SigningKey {
  readonly alg: SigningAlg;
  readonly privateKey: CryptoKey;
  /** The public JWK, with `alg` and `use: 'sig'`; `kid` is added when signing. */
  readonly publicJwk: JWK;
  /** RFC 7638 SHA-256 thumbprint of the public key, base64url: the default kid. */
  readonly thumbprint: string;
  /** Whether the private key can be exported for download (only when the author asked). */
  readonly extractable: boolean;
}

export type SignErrorCode = 'BAD_KEY' | 'BAD_HEADER' | 'NOT_A_CARD' | 'SIGN_FAILED';
export interface SignError {
  readonly code: SignErrorCode;
  readonly message: string;
}

const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'] as const;

const isCryptoKey = (key: CryptoKey | JWK): key is CryptoKey => 'type' in key && 'algorithm' in key;

async function describeKey(
  alg: SigningAlg,
  privateKey: CryptoKey,
  publicKey: CryptoKey | JWK,
  extractable: boolean,
): Promise<SigningKey> {
  const full = isCryptoKey(publicKey) ? await exportJWK(publicKey) : publicKey;
  const publicJwk: JWK = { alg, use: 'sig' };
  for (const member of PUBLIC_MEMBERS)
    if (full[member] !== undefined) publicJwk[member] = full[member];
  const thumbprint = await calculateJwkThumbprint(publicJwk, 'sha256');
  return { alg, privateKey, publicJwk, thumbprint, extractable };
}

/**
 * A new key pair from the browser's WebCrypto (Node's in tests). The private key is extractable
 * only when `extractable` is true, which the author sets to download it.
 */
export async function generateSigningKey(
  alg: SigningAlg,
  extractable = false,
): Promise<Result<SigningKey, SignError>> {
  try {
    const pair = await generateKeyPair(alg, {
      extractable,
      ...(alg === 'RS256' && { modulusLength: 2048 }),
    });
    return ok(await describeKey(alg, pair.privateKey, pair.publicKey, extractable));
  } catch (error) {
    return err('BAD_KEY', `This browser cannot make a ${alg} key: ${String(error)}`);
  }
}

/** The algorithm a private JWK's key type signs with here, if any. */
function algOf(jwk: JWK): SigningAlg | undefined {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  return undefined;
}

/**
 * A private JWK (pasted or from a file) as a signing key, not extractable: the author has the
 * file already. Refuses a public key, a key type the SDK cannot verify, and an `alg` that
 * disagrees with the key.
 */
export async function importSigningKey(value: unknown): Promise<Result<SigningKey, SignError>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err('BAD_KEY', 'A private key is a JWK: a JSON object with "kty" and "d".');
  }
  const jwk = value as JWK;
  if (typeof jwk.d !== 'string') {
    return err('BAD_KEY', 'This JWK has no private part ("d"): it can verify, not sign.');
  }
  const alg = algOf(jwk);
  if (alg === undefined) {
    return err(
      'BAD_KEY',
      `Key type ${String(jwk.kty)}${jwk.crv === undefined ? '' : ` ${jwk.crv}`} cannot sign here: use EC P-256 (ES256), RSA (RS256) or OKP Ed25519 (EdDSA).`,
    );
  }
  if (jwk.alg !== undefined && jwk.alg !== alg && !(alg === 'EdDSA' && jwk.alg === 'Ed25519')) {
    return err('BAD_KEY', `The JWK says alg ${jwk.alg}, but its key type signs with ${alg}.`);
  }
  try {
    const privateKey = await importJWK({ ...jwk, ext: false }, alg, { extractable: false });
    if (privateKey instanceof Uint8Array || privateKey.type !== 'private') {
      return err('BAD_KEY', 'This JWK is not a private key.');
    }
    const publicJwk: JWK = { kty: jwk.kty };
    for (const member of PUBLIC_MEMBERS)
      if (jwk[member] !== undefined) publicJwk[member] = jwk[member];
    return ok(await describeKey(alg, privateKey, publicJwk, false));
  } catch (error) {
    return err('BAD_KEY', `The JWK could not be read as a ${alg} private key: ${String(error)}`);
  }
}

/** The public JWK a host publishes for `key`, named `kid`. */
export const publicJwkOf = (key: SigningKey, kid: string): JWK => ({ ...key.publicJwk, kid });

/** A JWKS holding `key`'s public JWK, for hosting at the `jku` URL. */
export const jwksOf = (key: SigningKey, kid: string): { keys: JWK[] } => ({
  keys: [publicJwkOf(key, kid)],
});

/** The private JWK, when the key was made extractable for download. */
export async function privateJwkOf(key: SigningKey, kid: string): Promise<JWK | undefined> {
  if (!key.extractable) return undefined;
  return { ...(await exportJWK(key.privateKey)), alg: key.alg, use: 'sig', kid };
}

export interface SignOptions {
  readonly kid: string;
  /** Where the JWKS is hosted: absolute http(s) only. */
  readonly jku?: string;
}

export interface SignedCard {
  /** The published card with the new signature appended to its `signatures`. */
  readonly card: Record<string, unknown>;
  /** JSON paths of the card that the signature does not cover (outside the 1.0 schema). */
  readonly uncovered: readonly string[];
}

/** `jku` if it is an absolute http(s) URL. */
function checkedJku(jku: string): Result<string, SignError> {
  try {
    const url = new URL(jku);
    if (url.protocol === 'http:' || url.protocol === 'https:') return ok(url.href);
  } catch {
    // falls through
  }
  return err('BAD_HEADER', `jku must be an absolute http(s) URL; "${jku}" is not.`);
}

/**
 * `published` (a card's JSON, 0.3 or 1.0) signed with `key`: its canonical text signed as a
 * flattened JWS with protected header {alg, kid, typ: 'JOSE', jku?}, appended to its signatures.
 */
export async function signCard(
  published: unknown,
  key: SigningKey,
  options: SignOptions,
): Promise<Result<SignedCard, SignError>> {
  if (typeof published !== 'object' || published === null || Array.isArray(published)) {
    return err('NOT_A_CARD', 'Only a card (a JSON object) can be signed.');
  }
  const kid = options.kid.trim();
  if (kid === '')
    return err('BAD_HEADER', 'A signature needs a kid: the verifier looks the key up by it.');
  let jku: string | undefined;
  if (options.jku !== undefined && options.jku.trim() !== '') {
    const checked = checkedJku(options.jku.trim());
    if (!checked.ok) return checked;
    jku = checked.value;
  }
  const canonical = canonicalizeCard(published);
  if (!canonical.ok) {
    return err(
      'NOT_A_CARD',
      `The card cannot be read as A2A 1.0 at ${canonical.path}: ${canonical.detail}`,
    );
  }
  try {
    const jws = await new FlattenedSign(new TextEncoder().encode(canonical.text))
      .setProtectedHeader({ alg: key.alg, kid, typ: 'JOSE', ...(jku !== undefined && { jku }) })
      .sign(key.privateKey);
    const card = published as Record<string, unknown>;
    const before = Array.isArray(card.signatures) ? (card.signatures as unknown[]) : [];
    const signature = { protected: jws.protected, signature: jws.signature };
    return ok({
      card: { ...card, signatures: [...before, signature] },
      uncovered: canonical.uncovered,
    });
  } catch (error) {
    return err('SIGN_FAILED', `Signing failed: ${String(error)}`);
  }
}
