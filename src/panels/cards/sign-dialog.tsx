// Signing the published card, as its author: with a key made here (WebCrypto) or an imported
// private JWK, a kid (the key's thumbprint unless set) and an optional jku. The signed JSON becomes
// the card's published JSON (one undoable step), so the card's signature status follows at once;
// "Trust this key" adds the public JWK to the workspace's trusted keys. The signed card, the public
// JWK and a JWKS download for hosting; the private key only when it was made exportable for that.
// The key lives in `signing-key.ts`'s memory, never in the workspace.
import { useId, useState } from 'react';
import { trustedKeySchema } from '../../core/trusted-key';
import { edits, useWorkbenchActions, useWorkbenchApi } from '../../store';
import { addTrustedKeys } from '../../store/edits/trusted-keys';
import {
  generateSigningKey,
  importSigningKey,
  jwksOf,
  privateJwkOf,
  publicJwkOf,
  signCard,
  SIGNING_ALGS,
  type SignedCard,
  type SigningAlg,
  type SigningKey,
} from '../../adapters/signature/sign';
import { Button, IconButton } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { downloadText } from '../../components/download';
import { FieldError } from '../../components/field';
import { CloseIcon, DownloadIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { RadioGroup } from '../../components/radio-group';
import { heldKey, holdKey } from './signing-key';
import './cards-import.css';

export interface SignDialogProps {
  /** The card's name: the card the signed JSON goes into, and the file names. */
  readonly name: string;
  /** The JSON text to sign: the card as published, or as the JSON column shows it. */
  readonly published: string;
  /** Which JSON that is, for the dialog's text: "as A2A 0.3 publishes it". */
  readonly form: string;
  /** The provider or domain a trusted key vouches for, until the author changes it. */
  readonly vouchesFor: string;
  readonly onClose: () => void;
}

type Source = 'generate' | 'import';
const SOURCES = [
  { value: 'generate' as const, label: 'Make a key in this browser' },
  { value: 'import' as const, label: 'Import a private JWK' },
];
const ALGS = SIGNING_ALGS.map((alg) => ({ value: alg, label: alg }));

const fileBase = (name: string) =>
  name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'agent-card';

function readJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function KeyChooser({ onKey }: { readonly onKey: (key: SigningKey) => void }) {
  const id = useId();
  const [source, setSource] = useState<Source>('generate');
  const [alg, setAlg] = useState<SigningAlg>('ES256');
  const [exportable, setExportable] = useState(false);
  const [jwkText, setJwkText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const use = async (made: Promise<Awaited<ReturnType<typeof generateSigningKey>>>) => {
    setBusy(true);
    const result = await made;
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setError(undefined);
    holdKey(result.value);
    onKey(result.value);
  };
  return (
    <div className="cards-sign-key">
      <RadioGroup legend="Signing key" options={SOURCES} value={source} onChange={setSource} />
      {source === 'generate' ? (
        <>
          <RadioGroup legend="Algorithm" compact options={ALGS} value={alg} onChange={setAlg} />
          <label className="cards-sign-check">
            <input
              type="checkbox"
              checked={exportable}
              onChange={(e) => setExportable(e.target.checked)}
            />{' '}
            Let me download the private key (otherwise it cannot leave this page)
          </label>
          <Button
            size="sm"
            busy={busy}
            onClick={() => void use(generateSigningKey(alg, exportable))}
          >
            Make key
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-jwk`} className="field-label">
            Private JWK
          </label>
          <textarea
            id={`${id}-jwk`}
            className="input cards-mono cards-sign-jwk"
            spellCheck={false}
            value={jwkText}
            onChange={(e) => setJwkText(e.target.value)}
            placeholder='{"kty":"EC","crv":"P-256","x":"…","y":"…","d":"…"}'
          />
          <Button
            size="sm"
            busy={busy}
            onClick={() => void use(importSigningKey(readJsonText(jwkText)))}
          >
            Use this key
          </Button>
        </>
      )}
      {error !== undefined && <FieldError>{error}</FieldError>}
    </div>
  );
}

export default function SignDialog({
  name,
  published,
  form,
  vouchesFor: vouchesForAtFirst,
  onClose,
}: SignDialogProps) {
  const id = useId();
  const store = useWorkbenchApi();
  const { commit } = useWorkbenchActions();
  const [key, setKey] = useState<SigningKey | undefined>(heldKey);
  const [kid, setKid] = useState('');
  const [jku, setJku] = useState('');
  const [signed, setSigned] = useState<SignedCard>();
  const [error, setError] = useState<string>();
  const [vouchesFor, setVouchesFor] = useState(vouchesForAtFirst);
  const [trusted, setTrusted] = useState<string>();
  const shownKid = kid.trim() === '' ? (key?.thumbprint ?? '') : kid.trim();
  const base = fileBase(name);

  const sign = async () => {
    if (key === undefined) return;
    const card = readJsonText(published);
    const result = await signCard(card, key, { kid: shownKid, jku });
    if (!result.ok) {
      setSigned(undefined);
      return setError(result.error.message);
    }
    // The signed JSON is the card's published JSON from now on: what its signature covers.
    const stored = edits.setPublished(
      store.getState().workspace,
      name,
      JSON.stringify(result.value.card, null, 2),
    );
    if (!stored.ok) {
      setSigned(undefined);
      return setError(`The signed card was not kept: ${stored.error.message}.`);
    }
    commit('Sign card', stored.value);
    setError(undefined);
    setTrusted(undefined);
    setSigned(result.value);
  };
  const trust = () => {
    if (key === undefined) return;
    const parsed = trustedKeySchema.safeParse({
      name: shownKid,
      vouchesFor: vouchesFor.trim(),
      jwk: publicJwkOf(key, shownKid),
    });
    if (!parsed.success) return setError(`The key cannot be trusted: ${parsed.error.message}`);
    const { workspace } = store.getState();
    const next = addTrustedKeys(workspace, [parsed.data]);
    if (next !== workspace) commit('Trust key', next);
    setTrusted(
      next === workspace
        ? 'The workspace already trusts this key.'
        : `Trusted as “${next.trustedKeys?.at(-1)?.name ?? shownKid}”, vouching for ${vouchesFor.trim() || 'no one named'}.`,
    );
  };
  const signedText = () => JSON.stringify(signed?.card, null, 2);
  const downloadPrivate = async () => {
    if (key === undefined) return;
    const jwk = await privateJwkOf(key, shownKid);
    if (jwk !== undefined) downloadText(`${base}.private.jwk.json`, JSON.stringify(jwk, null, 2));
  };

  return (
    <Modal className="cards-import cards-sign" labelledBy={`${id}-title`} onClose={onClose}>
      <header className="cards-import-head">
        <h2 id={`${id}-title`} className="dialog-title">
          Sign the published card
        </h2>
        <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
      </header>
      <p className="cards-hint">
        Signs {name} {form}, the way the A2A SDK signs cards: a JWS over the card’s canonical JSON
        (RFC 8785), with <code>signatures</code> left out. The signed JSON becomes the card’s
        published JSON (Undo takes it back). The private key stays in this page’s memory: it is
        never saved, exported or shared with the workspace.
      </p>
      {key === undefined ? (
        <KeyChooser onKey={setKey} />
      ) : (
        <div className="cards-sign-held" role="status">
          <p>
            Key: <strong>{key.alg}</strong>, thumbprint <code>{key.thumbprint}</code>
            {key.extractable ? ' (exportable)' : ' (cannot be exported)'}
          </p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              holdKey(undefined);
              setKey(undefined);
              setSigned(undefined);
            }}
          >
            Forget this key
          </Button>
        </div>
      )}
      <div className="cards-sign-fields">
        <label className="field-label" htmlFor={`${id}-kid`}>
          Key id (kid)
        </label>
        <input
          id={`${id}-kid`}
          className="input cards-mono"
          value={kid}
          placeholder={key?.thumbprint ?? 'the key’s thumbprint'}
          onChange={(e) => setKid(e.target.value)}
        />
        <label className="field-label" htmlFor={`${id}-jku`}>
          JWKS URL (jku, optional)
        </label>
        <input
          id={`${id}-jku`}
          className="input cards-mono"
          value={jku}
          placeholder="https://agent.example/.well-known/jwks.json"
          onChange={(e) => setJku(e.target.value)}
        />
      </div>
      <Button
        variant="primary"
        className="cards-sign-go"
        disabled={key === undefined}
        onClick={() => void sign()}
      >
        Sign card
      </Button>
      {error !== undefined && <FieldError>{error}</FieldError>}
      {signed !== undefined && key !== undefined && (
        <div className="cards-sign-result" aria-live="polite">
          <p role="status">
            Signed with kid <code>{shownKid}</code> and kept as the card’s published JSON.{' '}
            {signed.uncovered.length > 0 &&
              `Not covered by the signature (outside the A2A 1.0 schema): ${signed.uncovered.join(', ')}.`}
            {signed.uncovered.includes('$.url') &&
              ' The endpoint is among them: sign the A2A 1.0 form to cover it.'}
          </p>
          <div className="cards-sign-trust">
            <label className="field-label" htmlFor={`${id}-vouches`}>
              The key vouches for (provider or domain)
            </label>
            <input
              id={`${id}-vouches`}
              className="input"
              value={vouchesFor}
              onChange={(e) => setVouchesFor(e.target.value)}
            />
            <Button size="sm" onClick={trust}>
              Trust this key
            </Button>
            {trusted !== undefined && <p role="status">{trusted}</p>}
          </div>
          <label className="field-label" htmlFor={`${id}-signed`}>
            Signed card JSON
          </label>
          <textarea
            id={`${id}-signed`}
            className="input cards-mono cards-import-text"
            readOnly
            value={signedText()}
          />
          <div className="button-group cards-sign-downloads">
            <CopyButton
              size="sm"
              text={signedText}
              filename={`${base}.signed.json`}
              what="the signed card"
            >
              Copy signed card
            </CopyButton>
            <DownloadButton size="sm" filename={`${base}.signed.json`} content={signedText}>
              Signed card
            </DownloadButton>
            <DownloadButton
              size="sm"
              filename={`${base}.public.jwk.json`}
              content={() => JSON.stringify(publicJwkOf(key, shownKid), null, 2)}
            >
              Public JWK
            </DownloadButton>
            <DownloadButton
              size="sm"
              filename={`${base}.jwks.json`}
              content={() => JSON.stringify(jwksOf(key, shownKid), null, 2)}
            >
              JWKS
            </DownloadButton>
            {key.extractable && (
              <Button
                size="sm"
                variant="danger"
                icon={<DownloadIcon />}
                onClick={() => void downloadPrivate()}
              >
                Private key
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
