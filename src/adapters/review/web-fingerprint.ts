// SHA-256 in the browser, by WebCrypto. Scripts take the same canonical text to node:crypto
// (scripts/review.ts); a test holds the two to the same value.
import { err, ok, type Result } from '../../core/result';

export type FingerprintError = {
  code: 'NOT_CANONICAL' | 'NO_WEBCRYPTO';
  message: string;
};

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of `text`'s UTF-8 bytes as lower-case hex, by WebCrypto. */
export async function sha256Hex(text: string): Promise<Result<string, FingerprintError>> {
  // WebCrypto exists only in secure contexts (https, or http on localhost).
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (subtle === undefined) {
    return err(
      'NO_WEBCRYPTO',
      'this page has no WebCrypto (browsers offer it over https or on localhost only), so no fingerprint can be taken',
    );
  }
  return ok(hex(await subtle.digest('SHA-256', new TextEncoder().encode(text))));
}
