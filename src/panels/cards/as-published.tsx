// The JSON the card was published as: the publisher's text, which its signatures cover, editable
// as text. An edit that reads (a JSON object, at most 1 MiB) becomes the card's published JSON and
// its signatures are verified again at once; the card's fields stay as they were, because a
// signature covers that text and not the workbench's reading of it. "Take these fields into the
// card" reads the text as an import would. Text that does not read stays as typed, with where it
// breaks, and the card is not touched.
import { lazy, Suspense, useId, useState } from 'react';
import type { AgentCard } from '../../core/card';
import { Button } from '../../components/button';
import { useWorkbench, useWorkbenchActions, useWorkbenchApi, edits } from '../../store';
import { JsonEditor } from './json-editor';
import { JsonProblems, type Problem } from './json-problems';
import { readJson } from './read-json';
import { Section } from './section';
import { SignaturePill } from './signature-pill';
import { describeVerdict } from './verdict-words';

const SignDialog = lazy(() => import('./sign-dialog'));

interface Draft {
  readonly text: string;
  /** The published JSON the text was typed over; another (undo, signing) discards the draft. */
  readonly over: string | undefined;
  readonly problem?: Problem;
}

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function AsPublished({ card, index }: { readonly card: AgentCard; readonly index: number }) {
  const id = useId();
  const store = useWorkbenchApi();
  const { commit } = useWorkbenchActions();
  const trust = useWorkbench((s) => s.cardTrust[card.name]);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const [note, setNote] = useState<Problem | string | undefined>(undefined);
  const [signing, setSigning] = useState(false);
  const live = draft?.over === card.published ? draft : undefined;
  const text = live?.text ?? card.published ?? '';
  const problem = live?.problem;

  const onChange = (next: string) => {
    const keep = (problem: Problem) => setDraft({ text: next, over: card.published, problem });
    let stored: string | undefined = next;
    if (next.trim() === '') stored = undefined;
    else {
      const read = readJson(next);
      if (!read.ok) return keep({ title: 'This is not valid JSON', problems: read.problems });
      if (!isObject(read.value))
        return keep({
          title: 'This is not a card',
          problems: [{ path: '$', message: 'A published card is a JSON object.' }],
        });
    }
    const result = edits.setPublished(store.getState().workspace, card.name, stored);
    if (!result.ok)
      return keep({
        title: 'The card cannot keep this',
        problems: [{ path: '$', message: result.error.message }],
      });
    commit('Edit card published JSON', result.value, {
      mergeKey: `card:${index}:published-json`,
    });
    setNote(undefined);
    setDraft({ text: next, over: stored });
  };

  const takeFields = async () => {
    if (card.published === undefined) return;
    const { importCard } = await import('../../adapters/import/import-card');
    const read = importCard(card.published, { platform: card.platform });
    if (read.card === null) {
      return setNote({
        title: 'These fields cannot be taken into the card',
        problems: read.findings.filter((f) => f.severity === 'error'),
      });
    }
    const result = edits.updateCard(store.getState().workspace, card.name, read.card);
    if (!result.ok) {
      return setNote({
        title: 'These fields cannot be taken into the card',
        problems: [{ path: '$.name', message: result.error.message }],
      });
    }
    commit('Take the published fields into the card', result.value);
    if (read.card.name !== card.name) store.getState().actions.selectCard(read.card.name);
    const warnings = read.findings.filter((f) => f.severity !== 'info').length;
    setNote(
      `The form now reads the published JSON${warnings === 0 ? '' : ` (${warnings} import findings: see Import card for the details)`}.`,
    );
  };

  const problemId = `${id}-problem`;
  return (
    <Section
      title="As published"
      className="cards-as-published"
      description={
        card.published === undefined
          ? 'Typed in here: nothing was published. Paste the JSON the card is published as, or sign it.'
          : 'The publisher’s text, which signatures cover. Editing it verifies them again; the form keeps its fields until you take these in.'
      }
      actions={<SignaturePill name={card.name} />}
    >
      {trust !== undefined && trust.verdicts.length > 0 && (
        <ul className="cards-signature-verdicts" aria-label="Signatures of this JSON">
          {trust.verdicts.map((verdict, i) => (
            <li key={i} className={`is-${verdict.status}`}>
              {describeVerdict(verdict)}
            </li>
          ))}
        </ul>
      )}
      {problem !== undefined && (
        <JsonProblems id={problemId} problem={problem}>
          <Button size="sm" onClick={() => setDraft(undefined)}>
            Discard my edit
          </Button>
        </JsonProblems>
      )}
      <JsonEditor
        id={`${id}-text`}
        label="Published JSON, as the publisher wrote it"
        value={text}
        onChange={onChange}
        invalid={problem !== undefined}
        describedBy={problem === undefined ? undefined : problemId}
      />
      <div className="cards-json-actions">
        <Button size="sm" disabled={card.published === undefined} onClick={() => void takeFields()}>
          Take these fields into the card
        </Button>
        <Button size="sm" disabled={card.published === undefined} onClick={() => setSigning(true)}>
          Sign this JSON…
        </Button>
      </div>
      {typeof note === 'string' && <p role="status">{note}</p>}
      {typeof note === 'object' && <JsonProblems id={`${id}-take`} problem={note} />}
      {signing && card.published !== undefined && (
        <Suspense
          fallback={
            <p className="cards-hint" role="status">
              Loading the signer…
            </p>
          }
        >
          <SignDialog
            name={card.name}
            form="as it was published"
            vouchesFor={card.provider?.organization ?? ''}
            published={card.published}
            onClose={() => setSigning(false)}
          />
        </Suspense>
      )}
    </Section>
  );
}
