// How a fingerprint is written: the algorithm, a colon, the digest. The digest itself is taken of
// canonicalJson's text by the edges (WebCrypto in the browser, node:crypto in scripts).

/** How a fingerprint is written: the algorithm, a colon, 64 lower-case hex digits. */
export const FINGERPRINT_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** The fingerprint for a SHA-256 digest given as hex. */
export const fingerprintOf = (sha256Hex: string): string => `sha256:${sha256Hex.toLowerCase()}`;
