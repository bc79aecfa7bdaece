// The words a reviewer reads for a card's signatures (issue: valid naming the key; invalid naming
// the check that failed and the first differing field; key unknown; unsigned), written out by hand.
import { describe, expect, it } from 'vitest';
import { signatureView } from '../../src/store/signature-view';

describe('a card’s signature status, in words', () => {
  it('names the trusted key of a valid signature', () => {
    expect(
      signatureView({
        verdicts: [{ status: 'valid', keyName: 'provider-key', kid: 'k1', alg: 'ES256' }],
      }),
    ).toEqual({
      status: 'valid',
      tone: 'success',
      label: 'Signature valid',
      detail: 'Signed by trusted key "provider-key" (kid "k1", ES256).',
    });
  });

  it('names the check that failed and the first field that differs', () => {
    const view = signatureView({
      verdicts: [
        {
          status: 'invalid',
          check: 'payload',
          field: '$.description',
          detail: 'the signed text differs from the published card',
        },
      ],
    });
    expect([view.status, view.tone, view.label]).toEqual([
      'invalid',
      'danger',
      'Signature invalid',
    ]);
    expect(view.detail).toBe(
      'The payload check failed at $.description: the signed text differs from the published card',
    );
  });

  it('names the kid and jku no trusted key matches', () => {
    const view = signatureView({
      verdicts: [{ status: 'key-unknown', kid: 'other', jku: 'https://keys.example/jwks.json' }],
    });
    expect([view.status, view.label]).toEqual(['key-unknown', 'Key unknown']);
    expect(view.detail).toBe(
      'Signed with kid "other", which no trusted key matches (its jku is https://keys.example/jwks.json).',
    );
  });

  it('reads a card with no verdicts, or none known, as unsigned', () => {
    for (const trust of [undefined, { verdicts: [] }]) {
      expect(signatureView(trust)).toEqual({
        status: 'unsigned',
        tone: 'neutral',
        label: 'Unsigned',
        detail: 'The card carries no signature, or it has not been verified.',
      });
    }
  });

  it('reports the best of several signatures and counts them', () => {
    const view = signatureView({
      verdicts: [
        { status: 'key-unknown', kid: 'old' },
        { status: 'valid', keyName: 'provider-key', kid: 'k1', alg: 'EdDSA' },
      ],
    });
    expect(view.label).toBe('Signature valid');
    expect(view.detail).toBe(
      'Signed by trusted key "provider-key" (kid "k1", EdDSA). (2 signatures)',
    );
  });
});
