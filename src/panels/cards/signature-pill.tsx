// A card's signature status in one word, for the card list: what a reviewer scans for first.
import { cardSignatureStatus, trustedSignature } from '../../core/card-trust';
import { useWorkbench } from '../../store';

const LABEL = {
  valid: 'signature valid',
  invalid: 'signature invalid',
  'key-unknown': 'signed, key unknown',
  unsigned: 'unsigned',
} as const;

export function SignaturePill({ name }: { readonly name: string }) {
  const trust = useWorkbench((s) => s.cardTrust[name]);
  const status = cardSignatureStatus(trust);
  const key = trustedSignature(trust)?.keyName;
  return (
    <span className={`cards-pill cards-signature is-${status}`}>
      {LABEL[status]}
      {key === undefined ? '' : ` (${key})`}
    </span>
  );
}
