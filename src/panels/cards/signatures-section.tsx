// What a card's signatures cover and who may vouch for them: the fields outside the A2A 1.0
// schema that no signature covers, the workspace's trusted keys with an import of a JWKS file,
// and, for a key the workspace lacks, the card's jku fetched only on request with each key's
// thumbprint shown before it is trusted. Each signature's verdict stands beside the published
// JSON it covers (as-published.tsx).
import { useState } from 'react';
import type { AgentCard } from '../../core/card';
import type { TrustedKey } from '../../core/trusted-key';
import { Button } from '../../components/button';
import { useWorkbench, useWorkbenchApi } from '../../store';
import { addTrustedKeys, removeTrustedKey } from '../../store/edits/trusted-keys';
import { Section } from './section';
import { SignaturePill } from './signature-pill';

interface Offer {
  readonly keys: readonly { readonly key: TrustedKey; readonly thumbprint: string }[];
  readonly problems: readonly string[];
}

export function SignaturesSection({ card }: { readonly card: AgentCard }) {
  const store = useWorkbenchApi();
  const trust = useWorkbench((s) => s.cardTrust[card.name]);
  const keys = useWorkbench((s) => s.workspace.trustedKeys);
  const [offer, setOffer] = useState<Offer | undefined>(undefined);
  const [note, setNote] = useState<string | undefined>(undefined);
  const vouchesFor = card.provider?.organization ?? '';
  const commit = (
    label: string,
    change: (ws: ReturnType<typeof store.getState>['workspace']) => typeof ws,
  ) => {
    const { workspace, actions } = store.getState();
    const next = change(workspace);
    if (next !== workspace) actions.commit(label, next);
  };
  const jku = trust?.verdicts.find((v) => v.status === 'key-unknown' && v.jku !== undefined);

  const readFile = async (file: File) => {
    const { readJwks } = await import('../../adapters/signature/jwks');
    setOffer(await readJwks(await file.text(), vouchesFor));
  };
  const fetchJku = async (url: string) => {
    setNote(`Fetching ${url}…`);
    const { fetchJwks } = await import('../../live/fetch-jwks');
    const got = await fetchJwks(url, vouchesFor);
    if (got.ok) {
      setOffer(got.value);
      setNote(undefined);
    } else setNote(got.error.message);
  };

  return (
    <Section
      title="Signatures"
      description={
        card.published === undefined
          ? 'Typed in here: there is no published JSON for a signature to cover.'
          : 'Verified over the JSON the card was published as (below, with each signature’s verdict), not over this form.'
      }
      actions={<SignaturePill name={card.name} />}
    >
      {trust?.uncovered !== undefined && (
        <p className="cards-section-text">
          {trust.uncovered.length === 0
            ? 'Covered: every field of the published card (A2A 1.0 schema), except signatures.'
            : `Not covered (outside the A2A 1.0 schema, so anyone could change them): ${trust.uncovered.join(', ')}.`}
        </p>
      )}
      {jku?.status === 'key-unknown' && jku.jku !== undefined && (
        <Button onClick={() => void fetchJku(jku.jku ?? '')}>Fetch the keys at {jku.jku}</Button>
      )}
      {note !== undefined && <p role="status">{note}</p>}
      <h4 className="cards-section-title">Trusted keys</h4>
      <ul className="cards-trusted-keys">
        {(keys ?? []).map((key) => (
          <li key={key.name}>
            {key.name} (kid {key.jwk.kid ?? 'none'}, {key.jwk.kty}
            {key.jwk.crv === undefined ? '' : ` ${key.jwk.crv}`}) vouches for{' '}
            {key.vouchesFor || 'no one named'}{' '}
            <Button
              onClick={() => commit('Remove trusted key', (ws) => removeTrustedKey(ws, key.name))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <label className="cards-field">
        Import a JWKS file (public keys only)
        <input
          type="file"
          accept=".json,.jwks,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file !== undefined) void readFile(file);
          }}
        />
      </label>
      {offer !== undefined && (
        <div role="group" aria-label="Keys offered">
          {offer.problems.map((p) => (
            <p key={p} className="cards-field-error">
              {p}
            </p>
          ))}
          {offer.keys.map(({ key, thumbprint }) => (
            <p key={thumbprint}>
              {key.name}: SHA-256 thumbprint <code>{thumbprint}</code>{' '}
              <Button
                onClick={() => {
                  commit('Trust key', (ws) => addTrustedKeys(ws, [key]));
                  setOffer({
                    ...offer,
                    keys: offer.keys.filter((k) => k.thumbprint !== thumbprint),
                  });
                }}
              >
                Trust this key
              </Button>
            </p>
          ))}
        </div>
      )}
    </Section>
  );
}
