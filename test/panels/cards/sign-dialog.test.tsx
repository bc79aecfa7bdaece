import { screen, waitFor, within } from '@testing-library/react';
import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { privateJwkOf } from '../../../src/adapters/signature/sign';
import { heldKey, holdKey } from '../../../src/panels/cards/signing-key';
import { exportWorkspace } from '../../../src/store/file';
import { saveWorkspace } from '../../../src/store/persistence';
import { encodeShareLink } from '../../../src/store/share-link';
import { watchTrust } from '../../../src/store/trust-sync';
import { FakeStorage } from '../../store/fake-storage';
import { joseRealmWhileRunning } from '../../helpers/jose-realm';
import { cardNamed, renderPanel } from './render-panel';

const NAME = 'sanctions-screening-agent';

joseRealmWhileRunning();

/** Every member name anywhere in a JSON value. */
function memberNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) memberNames(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      memberNames(item, into);
    }
  return into;
}

/** Signs the shown card from the JSON column with a new, exportable ES256 key, kid `author`. */
async function signShownCard(user: ReturnType<typeof renderPanel>['user']) {
  holdKey(undefined);
  await user.click(screen.getByRole('button', { name: 'Sign…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign the published card' });
  await user.click(within(dialog).getByLabelText(/Let me download the private key/));
  await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
  await within(dialog).findByText(/thumbprint/);
  await user.type(within(dialog).getByLabelText('Key id (kid)'), 'author');
  await user.click(within(dialog).getByRole('button', { name: 'Sign card' }));
  await within(dialog).findByText(/kept as the card’s published JSON/);
  return dialog;
}

describe('signing a card in the card editor', () => {
  it('puts the signed JSON into the card as one undoable step, and verifies once its key is trusted', async () => {
    const { store, user } = renderPanel();
    const stop = watchTrust(store);
    try {
      const before = cardNamed(store, NAME);
      expect(before?.published).toBeUndefined();
      const dialog = await signShownCard(user);

      const published = cardNamed(store, NAME)?.published;
      const signed = JSON.parse(published ?? 'null') as Record<string, unknown>;
      // The card as the 0.3 column showed it, now with one signature; the fields are untouched.
      expect(signed).toMatchObject({ name: NAME, protocolVersion: '0.3.0' });
      expect(signed.signatures).toHaveLength(1);
      expect({ ...cardNamed(store, NAME), published: undefined }).toEqual({
        ...before,
        published: undefined,
      });
      // Not trusted yet: the page knows the signature's kid, not its key.
      await waitFor(() =>
        expect(store.getState().cardTrust[NAME]?.verdicts[0]).toMatchObject({
          status: 'key-unknown',
          kid: 'author',
        }),
      );

      await user.clear(within(dialog).getByLabelText(/vouches for/));
      await user.type(within(dialog).getByLabelText(/vouches for/), 'bank.ae');
      await user.click(within(dialog).getByRole('button', { name: 'Trust this key' }));
      const trusted = store.getState().workspace.trustedKeys ?? [];
      expect(trusted.map(({ name, vouchesFor }) => ({ name, vouchesFor }))).toEqual([
        { name: 'author', vouchesFor: 'bank.ae' },
      ]);
      expect(trusted[0]?.jwk).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        kid: 'author',
        alg: 'ES256',
      });
      await waitFor(() =>
        expect(store.getState().cardTrust[NAME]?.verdicts).toEqual([
          { status: 'valid', keyName: 'author', kid: 'author', alg: 'ES256' },
        ]),
      );

      // Undo the trust, then the signing: the card is as it was.
      store.getState().actions.undo();
      expect(store.getState().workspace.trustedKeys ?? []).toEqual([]);
      store.getState().actions.undo();
      expect(cardNamed(store, NAME)).toEqual(before);
    } finally {
      stop();
    }
  });

  it('never lets the private key into the saved, exported or shared workspace', async () => {
    const { store, user } = renderPanel();
    const dialog = await signShownCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Trust this key' }));
    const key = heldKey();
    if (key === undefined) throw new Error('no key held');
    const secret = (await privateJwkOf(key, 'author'))?.d;
    expect(secret).toMatch(/^[\w-]{40,}$/);

    const { workspace } = store.getState();
    expect(workspace.trustedKeys).toHaveLength(1);
    const storage = new FakeStorage();
    expect(saveWorkspace(storage, workspace, '2026-12-03T00:00:00.000Z')).toBeUndefined();
    const saved = [...storage.items.values()].join('\n');
    const exported = exportWorkspace(workspace);
    const link = encodeShareLink(workspace, 'https://workbench.example/').url;
    const payload = link.split('#/share/v1/')[1] ?? '';
    const shared = new TextDecoder().decode(inflateSync(Buffer.from(payload, 'base64url')));
    for (const text of [saved, exported, shared]) {
      expect(text).toContain('signatures');
      expect(text).not.toContain(secret);
      const envelope = JSON.parse(text) as unknown;
      expect(memberNames(envelope).has('d')).toBe(false);
    }
  });
});
