// The card as its A2A endpoint would publish it, editable. Valid edits go to the store (so the form
// follows); text that is not JSON, or not a valid card, stays as typed with the reasons and where
// they are, and the store is not touched. Platform metadata is never in this JSON: edits keep it.
import { FieldError } from '../../components/field';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { AgentCard } from '../../core/card';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { useCardCommit } from './use-card-edit';
import { JsonEditor } from './json-editor';
import { JsonProblems, type Problem } from './json-problems';
import { LossNote } from './loss-note';
import { GapsNote } from './gaps-note';
import { cardGaps } from '../../core/card-gaps';
import { readJson } from './read-json';
import { useCodec } from './use-codec';
import { publishedFileName, publishedText, WIRE_VERSIONS, type WireVersion } from './wire';
import { RadioGroup } from '../../components/radio-group';

// Loaded on "Sign…": jose and the canonical form never reach the first page.
const SignDialog = lazy(() => import('./sign-dialog'));

const VERSION_OPTIONS = WIRE_VERSIONS.map((v) => ({ value: v, label: `A2A ${v}` }));

interface Draft {
  readonly text: string;
  /** The card the text was typed over; a different card (undo, a form edit) discards the draft. */
  readonly card: AgentCard;
  readonly version: WireVersion;
  readonly problem?: Problem;
}

export interface PublishedJsonProps {
  readonly card: AgentCard;
  readonly index: number;
}

export function PublishedJson({ card, index }: PublishedJsonProps) {
  const id = useId();
  const [version, setVersion] = useState<WireVersion>('0.3');
  const codecState = useCodec(version);
  const codec = codecState.status === 'ready' ? codecState.codec : undefined;
  const commit = useCardCommit(card.name, index);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const [signing, setSigning] = useState(false);
  const published = useMemo(
    () => (codec === undefined ? '' : publishedText(codec, card)),
    [codec, card],
  );
  const losses = useMemo(() => (codec === undefined ? [] : codec.losses(card)), [codec, card]);
  const gaps = useMemo(() => cardGaps(card), [card]);
  const live = draft?.card === card && draft.version === version ? draft : undefined;
  const text = live?.text ?? published;
  const problem = live?.problem;

  const onChange = (next: string) => {
    if (codec === undefined) return;
    const keep = (problem?: Problem) => setDraft({ text: next, card, version, problem });
    const read = readJson(next);
    if (!read.ok) return keep({ title: 'This is not valid JSON', problems: read.problems });
    const decoded = codec.decode(read.value, card);
    if (!decoded.ok) {
      return keep({
        title: `This is not a valid ${codec.label} card`,
        problems: decoded.error.issues,
      });
    }
    // Same card, other spelling (spacing, key order): nothing to store, keep the text as typed.
    if (publishedText(codec, decoded.value) === published) return keep();
    // The wire form is the workbench's reading: the JSON the card was published as stays beside it.
    const kept =
      card.published === undefined
        ? decoded.value
        : { ...decoded.value, published: card.published };
    const refused = commit(kept, 'published JSON');
    if (refused !== undefined)
      return keep({ title: 'The card cannot take this', problems: [refused] });
    setDraft({ text: next, card: kept, version });
  };

  const problemId = `${id}-problem`;
  return (
    <section className="cards-json" aria-labelledby={`${id}-title`}>
      <header className="cards-json-head">
        <h2 id={`${id}-title`} className="cards-json-title">
          Published card
        </h2>
        <RadioGroup
          legend="A2A version"
          compact
          className="cards-versions"
          options={VERSION_OPTIONS}
          value={version}
          onChange={setVersion}
        />
      </header>
      <p className="cards-hint">
        What <code>/.well-known/agent-card.json</code> serves. Edit here or in the form; owner,
        tenants and clearance are never part of it.
      </p>
      {codecState.status === 'failed' ? (
        <FieldError>
          The A2A {version} encoder could not be loaded: {codecState.message}
        </FieldError>
      ) : codecState.status === 'loading' ? (
        <p className="cards-hint" role="status">
          Loading the A2A {version} encoder…
        </p>
      ) : (
        <>
          {gaps.length > 0 && <GapsNote gaps={gaps} />}
          {losses.length > 0 && <LossNote version={version} losses={losses} />}
          {problem !== undefined && (
            <JsonProblems id={problemId} problem={problem}>
              <Button size="sm" onClick={() => setDraft(undefined)}>
                Discard my edit
              </Button>
            </JsonProblems>
          )}
          <JsonEditor
            id={`${id}-text`}
            label={`Published card JSON (A2A ${version})`}
            value={text}
            onChange={onChange}
            invalid={problem !== undefined}
            describedBy={problem === undefined ? undefined : problemId}
          />
          <div className="cards-json-actions">
            <CopyButton
              size="sm"
              text={() => (problem === undefined ? text : published)}
              filename={publishedFileName(card, version)}
              what="the published card"
            >
              Copy JSON
            </CopyButton>
            <DownloadButton
              size="sm"
              filename={publishedFileName(card, version)}
              content={() => (problem === undefined ? text : published)}
            >
              Download JSON
            </DownloadButton>
            <Button size="sm" onClick={() => setSigning(true)}>
              Sign…
            </Button>
            <span className="cards-json-status" role="status">
              {problem === undefined
                ? 'In step with the form'
                : 'Not applied: the form keeps the last valid card'}
            </span>
          </div>
        </>
      )}
      {signing && (
        <Suspense
          fallback={
            <p className="cards-hint" role="status">
              Loading the signer…
            </p>
          }
        >
          <SignDialog
            name={card.name}
            form={`as A2A ${version} publishes it`}
            vouchesFor={card.provider?.organization ?? ''}
            published={problem === undefined ? text : published}
            onClose={() => setSigning(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
