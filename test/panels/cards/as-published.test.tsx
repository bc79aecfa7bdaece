import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey, publicJwkOf, signCard } from '../../../src/adapters/signature/sign';
import { trustedKeySchema } from '../../../src/core/trusted-key';
import { createWorkbenchStore } from '../../../src/store';
import { watchTrust } from '../../../src/store/trust-sync';
import { defaultWorkspace, type Workspace } from '../../../src/store/workspace';
import { joseRealmWhileRunning } from '../../helpers/jose-realm';
import { cardNamed, renderPanel } from './render-panel';

joseRealmWhileRunning();

const NAME = 'sanctions-screening-agent';
/** The card as its provider published it: fewer fields than the workspace's reading, on purpose. */
const AS_PUBLISHED = {
  protocolVersion: '0.3.0',
  name: NAME,
  description: 'Screens counterparties against sanctions and watch lists.',
  url: 'https://agents.bank.ae/sanctions',
  version: '3.1.0',
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [],
};

let signedText = '';
let workspace: Workspace;
beforeAll(async () => {
  const key = await generateSigningKey('ES256');
  if (!key.ok) throw new Error(key.error.message);
  const signed = await signCard(AS_PUBLISHED, key.value, { kid: 'bank-1' });
  if (!signed.ok) throw new Error(signed.error.message);
  signedText = JSON.stringify(signed.value.card, null, 2);
  const base = defaultWorkspace();
  workspace = {
    ...base,
    cards: base.cards.map((c) => (c.name === NAME ? { ...c, published: signedText } : c)),
    trustedKeys: [
      trustedKeySchema.parse({
        name: 'bank key',
        vouchesFor: 'bank.ae',
        jwk: publicJwkOf(key.value, 'bank-1'),
      }),
    ],
  };
});

const editor = () =>
  screen.getByLabelText<HTMLTextAreaElement>('Published JSON, as the publisher wrote it');

/** Renders the panel on the signed workspace, verifying signatures as the app does. */
function setUp() {
  const store = createWorkbenchStore({ workspace });
  const rendered = renderPanel(store);
  const stop = watchTrust(store);
  return { ...rendered, stop };
}

/** Pastes `text` over the whole editor, as select-all and paste do. */
async function paste(user: ReturnType<typeof setUp>['user'], text: string) {
  await user.click(editor());
  editor().select();
  await user.paste(text);
}

describe('the published JSON editor', () => {
  it('shows the publisher’s text, and a one-field tamper turns the signature invalid naming that field', async () => {
    const { store, user, stop } = setUp();
    try {
      expect(editor()).toHaveValue(signedText);
      await screen.findByText('Valid: signed by “bank key” (kid bank-1, ES256).');
      const before = cardNamed(store, NAME);

      const tampered = JSON.stringify(
        { ...(JSON.parse(signedText) as object), description: 'Screens nobody.' },
        null,
        2,
      );
      await paste(user, tampered);
      expect(cardNamed(store, NAME)?.published).toBe(tampered);
      // The form keeps its fields: the text is the publisher's, not the workbench's reading.
      expect(cardNamed(store, NAME)?.description).toBe(before?.description);
      await screen.findByText(
        /^Invalid — payload mismatch, first differing field \$\.description: /,
      );
      expect(screen.getAllByText('signature invalid').length).toBeGreaterThan(0);

      // One undo brings the signed text back.
      store.getState().actions.undo();
      expect(cardNamed(store, NAME)?.published).toBe(signedText);
      await screen.findByText('Valid: signed by “bank key” (kid bank-1, ES256).');
    } finally {
      stop();
    }
  });

  it('takes the published fields into the card only when asked, keeping the platform metadata', async () => {
    const { store, user, stop } = setUp();
    try {
      const tampered = JSON.stringify({ ...AS_PUBLISHED, description: 'Screens nobody.' });
      await paste(user, tampered);
      expect(cardNamed(store, NAME)?.description).not.toBe('Screens nobody.');
      await user.click(screen.getByRole('button', { name: 'Take these fields into the card' }));
      await waitFor(() => expect(cardNamed(store, NAME)?.description).toBe('Screens nobody.'));
      const card = cardNamed(store, NAME);
      // The published card had no skills and no security: the form now says so.
      expect(card?.skills).toEqual([]);
      expect(card?.securitySchemes).toEqual({});
      expect(card?.platform).toEqual(workspace.cards.find((c) => c.name === NAME)?.platform);
      expect(card?.published).toBe(tampered);
      expect(screen.getByText(/^The form now reads the published JSON/)).toBeVisible();
    } finally {
      stop();
    }
  });

  it('keeps text that is not JSON as typed, says where it breaks, and leaves the card alone', async () => {
    const { store, user, stop } = setUp();
    try {
      const before = store.getState().workspace;
      const broken = '{\n  "name": "x",\n  "description": \n}';
      await paste(user, broken);
      expect(editor()).toHaveValue(broken);
      expect(editor()).toHaveAttribute('aria-invalid', 'true');
      expect(editor()).toHaveAccessibleDescription(/This is not valid JSON.*line 4, column 1/);
      expect(store.getState().workspace).toBe(before);

      await paste(user, '[1, 2]');
      expect(editor()).toHaveAccessibleDescription(/\$ A published card is a JSON object\./);
      expect(store.getState().workspace).toBe(before);
    } finally {
      stop();
    }
  });

  it('refuses a published JSON over 1 MiB, keeping the text and the card', async () => {
    const { store, user, stop } = setUp();
    try {
      const before = store.getState().workspace;
      // 1 MiB is 1,048,576 characters; this text is 1,048,577.
      const padding = 'x'.repeat(1_048_576 - '{"name":""}'.length + 1);
      const big = `{"name":"${padding}"}`;
      expect(big.length).toBe(1_048_577);
      await paste(user, big);
      expect(editor()).toHaveAccessibleDescription(/larger than 1 MiB \(1,048,577 characters\)/);
      expect(store.getState().workspace).toBe(before);
    } finally {
      stop();
    }
  });
});
