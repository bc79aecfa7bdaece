// Bringing in cards from anywhere: paste one card, an array or a listing, pick or drop several
// files, or fetch a card from its agent's URL. One card shows its version, verdict and every
// finding; many show a summary and a row per card. Every card that can be used is added in one
// undoable step; nothing is added until asked.
import { FieldError } from '../../components/field';
import { FilePickerButton } from '../../components/file-picker-button';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button, IconButton } from '../../components/button';
import { CloseIcon, UploadIcon } from '../../components/icons';
import { importCards, type CardSource } from '../../adapters/import/import-cards';
import { selectCards, useWorkbench, useWorkbenchActions, edits } from '../../store';
import { BulkResults } from './bulk-results';
import { FetchCard, type FetchedCard } from './fetch-card';
import { FindingsList } from '../../components/findings-list';
import { ImportVerdict } from './import-verdict';
import { readCardFiles } from './read-card-files';
import { Modal } from '../../components/modal';
import './cards-import.css';

export interface ImportDialogProps {
  readonly onClose: () => void;
}

const PASTED = 'pasted text';

export default function ImportDialog({ onClose }: ImportDialogProps) {
  const id = useId();
  const cards = useWorkbench(selectCards);
  const { addCard, addCards, selectCard } = useWorkbenchActions();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<readonly CardSource[]>([]);
  const [fileNote, setFileNote] = useState<string | undefined>(undefined);
  const [addError, setAddError] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  // The URL a fetched card came from: its relative URLs resolve against it while it is shown.
  const [base, setBase] = useState<string | undefined>(undefined);
  // A fetched card's document as the strict decoder read it: imported as it is (its text is shown
  // in the field) until the field is edited, so the verdict is the one a file of the same bytes gets.
  const [fetchedDoc, setFetchedDoc] = useState<CardSource | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const sources = useMemo(
    () =>
      fetchedDoc !== undefined
        ? [fetchedDoc]
        : text.trim() === ''
          ? files
          : [...files, { name: PASTED, text }],
    [fetchedDoc, files, text],
  );
  const result = useMemo(
    () =>
      sources.length === 0
        ? undefined
        : importCards(sources, {
            existing: cards.map((c) => c.name),
            ...(base === undefined ? {} : { base }),
          }),
    [sources, cards, base],
  );
  // One card from one document reads as before: its verdict, findings and a rename on a clash.
  const single = result?.cards.length === 1 ? result.cards[0] : undefined;
  const singleCard = single?.card ?? undefined;
  const clash = single?.duplicate?.of === 'workspace' && singleCard !== undefined;
  const freeName =
    singleCard === undefined
      ? ''
      : edits.uniqueName(singleCard.name, new Set(cards.map((c) => c.name)));

  // Files replace what was typed, and typing replaces the files: one set of documents at a time.
  const take = async (picked: readonly File[]) => {
    setAddError(undefined);
    const read = await readCardFiles(picked);
    setText('');
    setBase(undefined);
    setFetchedDoc(undefined);
    setFiles(read);
    const named = (ok: boolean) => read.filter((s) => !('error' in s) === ok).map((s) => s.name);
    const [readNames, failed] = [named(true), named(false)];
    const notes = [
      readNames.length === 0 ? '' : `Read from ${readNames.join(', ')}.`,
      failed.length === 0
        ? ''
        : `${failed.join(', ')} ${failed.length === 1 ? 'was' : 'were'} not read.`,
    ];
    setFileNote(notes.filter(Boolean).join(' '));
  };
  const fetched = (got: FetchedCard) => {
    setAddError(undefined);
    setFiles([]);
    setBase(got.url);
    setFetchedDoc(got.source);
    setText('text' in got.source ? got.source.text : '');
    setFileNote(undefined);
  };
  const add = () => {
    if (result === undefined) return;
    if (single !== undefined && singleCard !== undefined) {
      const named = clash ? { ...singleCard, name: freeName } : singleCard;
      const added = addCard(named);
      if (!added.ok) return setAddError(added.error.message);
      selectCard(named.name);
      return onClose();
    }
    const added = addCards(result.additions);
    if (!added.ok) return setAddError(added.error.message);
    selectCard(result.additions[0]?.name);
    onClose();
  };
  const onDrop = (event: DragEvent<HTMLDialogElement>) => {
    // Taken here: the page's own drop (a workspace file) must not see it.
    event.preventDefault();
    setOver(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) void take(dropped);
  };
  const count = result?.additions.length ?? 0;
  const addLabel =
    single !== undefined
      ? clash
        ? `Add as ${freeName}`
        : 'Add to workspace'
      : `Add ${count} ${count === 1 ? 'card' : 'cards'}`;
  const canAdd = single !== undefined ? singleCard !== undefined : count > 0;

  return (
    <Modal
      className={`cards-import${over ? ' cards-import-over' : ''}`}
      labelledBy={`${id}-title`}
      initialFocus={textarea}
      onClose={onClose}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <header className="cards-import-head">
        <h2 id={`${id}-title`} className="dialog-title">
          Import agent cards
        </h2>
        <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
      </header>
      <p className="cards-hint">
        One card or many, of any version (A2A 1.0, 0.3, 0.2 or the early 0.1), or ACP agent
        manifests: paste a card, a JSON array of cards or an object listing them (
        <code>{'{"agents": [...]}'}</code>, as ACP&apos;s <code>GET /agents</code> answers), choose
        or drop several files, or fetch a card from its agent (an ACP server&apos;s{' '}
        <code>…/agents</code> URL too). Nothing is added until you say so.
      </p>
      <div className="field">
        <label htmlFor={`${id}-text`} className="field-label">
          Card JSON
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          className="input cards-mono cards-import-text"
          value={text}
          rows={8}
          spellCheck={false}
          placeholder='{ "name": "…", "url": "https://…", … }'
          onChange={(e) => {
            setText(e.target.value);
            setFiles([]);
            setFetchedDoc(undefined);
            if (e.target.value.trim() === '') setBase(undefined);
            setFileNote(undefined);
            setAddError(undefined);
          }}
        />
      </div>
      <div className="cards-import-file">
        <FilePickerButton
          size="sm"
          icon={<UploadIcon />}
          multiple
          inputLabel="Agent card files"
          onFiles={(picked) => void take(picked)}
        >
          Choose files…
        </FilePickerButton>
        {files.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setFiles([]);
              setFetchedDoc(undefined);
              setFileNote(undefined);
            }}
          >
            Clear files
          </Button>
        )}
        <span className="cards-hint">{fileNote ?? 'or drop files anywhere on this dialog'}</span>
      </div>
      <FetchCard onFetched={fetched} />
      {single !== undefined && (
        <div className="cards-import-result" aria-live="polite">
          <ImportVerdict result={single} />
          <FindingsList findings={single.findings} />
        </div>
      )}
      {result !== undefined && single === undefined && <BulkResults result={result} />}
      {clash && (
        <p className="cards-import-clash" role="status">
          This workspace already has a card named <code>{singleCard.name}</code>; it can be added as{' '}
          <code>{freeName}</code>.
        </p>
      )}
      {addError !== undefined && <FieldError>{addError}</FieldError>}
      <div className="dialog-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" disabled={!canAdd} onClick={add}>
          {addLabel}
        </Button>
      </div>
    </Modal>
  );
}
