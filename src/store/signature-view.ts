// How a card's signature status reads to a reviewer: one status word and a line naming what was
// seen (the trusted key, the check that failed, the unknown kid). Pure and shared, so Discovery,
// the graph and the matrix describe a card's signatures in the same words.
import {
  cardSignatureStatus,
  type CardSignatureStatus,
  type CardTrust,
  type SignatureVerdict,
} from '../core/card-trust';

export interface SignatureView {
  readonly status: CardSignatureStatus;
  readonly tone: 'success' | 'danger' | 'warning' | 'neutral';
  /** A few words: "Signature valid", "Unsigned". */
  readonly label: string;
  /** What was seen, in a sentence. */
  readonly detail: string;
}

const quote = (s: string) => JSON.stringify(s);

function verdictDetail(verdict: SignatureVerdict): string {
  switch (verdict.status) {
    case 'valid':
      return `Signed by trusted key ${quote(verdict.keyName)} (kid ${quote(verdict.kid)}, ${verdict.alg}).`;
    case 'invalid': {
      const at = verdict.field === undefined ? '' : ` at ${verdict.field}`;
      return `The ${verdict.check} check failed${at}: ${verdict.detail}`;
    }
    case 'key-unknown': {
      const kid = verdict.kid === undefined ? 'a key with no kid' : `kid ${quote(verdict.kid)}`;
      const jku = verdict.jku === undefined ? '' : ` (its jku is ${verdict.jku})`;
      return `Signed with ${kid}, which no trusted key matches${jku}.`;
    }
  }
}

const LABEL: Readonly<Record<CardSignatureStatus, string>> = {
  valid: 'Signature valid',
  invalid: 'Signature invalid',
  'key-unknown': 'Key unknown',
  unsigned: 'Unsigned',
};

const TONE: Readonly<Record<CardSignatureStatus, SignatureView['tone']>> = {
  valid: 'success',
  invalid: 'danger',
  'key-unknown': 'warning',
  unsigned: 'neutral',
};

/** The card's status (its best verdict) and what was seen of it. */
export function signatureView(trust: CardTrust | undefined): SignatureView {
  const status = cardSignatureStatus(trust);
  const verdict = trust?.verdicts.find((v) => v.status === status);
  const more = (trust?.verdicts.length ?? 0) > 1 ? ` (${trust?.verdicts.length} signatures)` : '';
  return {
    status,
    tone: TONE[status],
    label: LABEL[status],
    detail:
      verdict === undefined
        ? 'The card carries no signature, or it has not been verified.'
        : `${verdictDetail(verdict)}${more}`,
  };
}
