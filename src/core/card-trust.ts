// What is known of a card's signatures, as values. Verifying a JWS is asynchronous (WebCrypto), so
// it happens outside the core; the core only reads the verdicts it is handed, the way it reads a
// card or a caller, and stays pure and synchronous.

/** The check a signature failed: its protected header, its algorithm, its key, or the payload. */
export type SignatureCheck = 'header' | 'algorithm' | 'key' | 'payload';

/** One signature's verdict. */
export type SignatureVerdict =
  | {
      readonly status: 'valid';
      /** The trusted key's name, as the workspace's key list gives it. */
      readonly keyName: string;
      readonly kid: string;
      readonly alg: string;
    }
  | {
      readonly status: 'invalid';
      readonly check: SignatureCheck;
      /** A sentence a reviewer reads: what was wrong. */
      readonly detail: string;
      /** For a payload mismatch, the JSON path of the first field that differs. */
      readonly field?: string;
      readonly kid?: string;
    }
  | { readonly status: 'key-unknown'; readonly kid?: string; readonly jku?: string };

/** A card's signatures: one verdict per entry of its published `signatures`, in order. */
export interface CardTrust {
  readonly verdicts: readonly SignatureVerdict[];
  /**
   * JSON paths of the published card its signatures do not cover (fields outside the A2A 1.0
   * schema, the spellings it does not read); absent when not worked out.
   */
  readonly uncovered?: readonly string[];
}

/** Each card's trust, by card name. A card missing here has not been verified (read: unsigned). */
export type WorkspaceTrust = Readonly<Record<string, CardTrust>>;

/** A card's one-word status: the best of its verdicts. */
export type CardSignatureStatus = 'valid' | 'invalid' | 'key-unknown' | 'unsigned';

const RANK: Readonly<Record<SignatureVerdict['status'], number>> = {
  valid: 3,
  invalid: 2,
  'key-unknown': 1,
};

/**
 * The status that speaks for a card: valid when any signature is valid under a trusted key, else
 * invalid when any failed a check, else key-unknown, else unsigned (no signatures, or not verified).
 */
export function cardSignatureStatus(trust: CardTrust | undefined): CardSignatureStatus {
  let best: SignatureVerdict['status'] | undefined;
  for (const verdict of trust?.verdicts ?? []) {
    if (best === undefined || RANK[verdict.status] > RANK[best]) best = verdict.status;
  }
  return best ?? 'unsigned';
}

/** The first valid verdict, naming the key that vouches for the card, if there is one. */
export function trustedSignature(
  trust: CardTrust | undefined,
): Extract<SignatureVerdict, { status: 'valid' }> | undefined {
  for (const verdict of trust?.verdicts ?? []) if (verdict.status === 'valid') return verdict;
  return undefined;
}
