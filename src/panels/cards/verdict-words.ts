// One signature verdict in the card editor's words: the status, then what was seen (the key that
// vouches, the check that failed and the first field that differs, the kid no trusted key has).
import type { SignatureVerdict } from '../../core/card-trust';

/** "Valid: signed by …", "Invalid — payload mismatch at $.description: …", "Key unknown: …". */
export function describeVerdict(verdict: SignatureVerdict): string {
  switch (verdict.status) {
    case 'valid':
      return `Valid: signed by “${verdict.keyName}” (kid ${verdict.kid}, ${verdict.alg}).`;
    case 'invalid': {
      const check = verdict.check === 'payload' ? 'payload mismatch' : `${verdict.check} check`;
      const at = verdict.field === undefined ? '' : `, first differing field ${verdict.field}`;
      return `Invalid — ${check}${at}: ${verdict.detail}`;
    }
    case 'key-unknown':
      return `Key unknown: no trusted key has kid ${verdict.kid ?? '(none)'}${verdict.jku === undefined ? '' : `; the card points to ${verdict.jku}`}.`;
  }
}
