import { describe, expect, it } from 'vitest';
import {
  cardSignatureStatus,
  trustedSignature,
  type SignatureVerdict,
} from '../../src/core/card-trust';

const valid: SignatureVerdict = { status: 'valid', keyName: 'Acme', kid: 'k1', alg: 'ES256' };
const invalid: SignatureVerdict = {
  status: 'invalid',
  check: 'payload',
  detail: 'the payload differs',
  field: '$.name',
};
const unknown: SignatureVerdict = { status: 'key-unknown', kid: 'k9' };

describe('a card’s signature status', () => {
  it('is unsigned with no verdicts, or when the card was never verified', () => {
    expect(cardSignatureStatus(undefined)).toBe('unsigned');
    expect(cardSignatureStatus({ verdicts: [] })).toBe('unsigned');
  });

  it('is valid when any signature is valid, whatever comes before it', () => {
    expect(cardSignatureStatus({ verdicts: [invalid, unknown, valid] })).toBe('valid');
    expect(trustedSignature({ verdicts: [invalid, unknown, valid] })).toBe(valid);
  });

  it('is invalid over key-unknown, and key-unknown alone otherwise', () => {
    expect(cardSignatureStatus({ verdicts: [unknown, invalid] })).toBe('invalid');
    expect(cardSignatureStatus({ verdicts: [unknown] })).toBe('key-unknown');
    expect(trustedSignature({ verdicts: [unknown, invalid] })).toBeUndefined();
  });
});
