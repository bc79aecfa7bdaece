// Bringing in a card from anywhere: paste it or pick a file, see which A2A version it is, whether
// it can be used as written, was migrated, or is rejected, and every finding with its JSON path.
import { FieldError } from '../../components/field';
import { useId, useMemo, useRef, useState } from 'react';
import { Button, IconButton } from '../../components/button';
import { CloseIcon, UploadIcon } from '../../components/icons';
import { importCard, unreadableImport, type CardImport } from '../../adapters/import/import-card';
import { readBlobText } from '../../adapters/import/read-bytes';
import { MAX_DOCUMENT_BYTES } from '../../adapters/import/text-position';
import { selectCards, useWorkbench, useWorkbenchActions, edits } from '../../store';
import { FindingsList } from './findings-list';
import { ImportVerdict } from './import-verdict';
import { useModal } from './use-modal';
import './cards-import.css';

export interface ImportDialogProps {
  readonly onClose: () => void;
}

export default function ImportDialog({ onClose }: ImportDialogProps) {
  const id = useId();
  const cards = useWorkbench(selectCards);
  const { addCard, selectCard } = useWorkbenchActions();
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<string | undefined>(undefined);
  // A picked file whose bytes are not text: its refusal stands in for the verdict until typing.
  const [unreadable, setUnreadable] = useState<CardImport | undefined>(undefined);
  const [addError, setAddError] = useState<string | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(dialog, textarea, onClose);

  const typed = useMemo(() => (text.trim() === '' ? undefined : importCard(text)), [text]);
  const result = unreadable ?? typed;
  const card = result?.card ?? undefined;
  const clash = card !== undefined && cards.some((c) => c.name === card.name);
  const freeName =
    card === undefined ? '' : edits.uniqueName(card.name, new Set(cards.map((c) => c.name)));

  // The bytes, not Blob.text(): the shared decoder refuses what `card check` refuses.
  const pick = async (file: File) => {
    setAddError(undefined);
    const read = await readBlobText(file, MAX_DOCUMENT_BYTES);
    if (read.ok) {
      setUnreadable(undefined);
      setText(read.value);
      setFileNote(`Read from ${file.name}.`);
    } else {
      setUnreadable(unreadableImport(read.error));
      setText('');
      setFileNote(`${file.name} was not read.`);
    }
  };
  const add = () => {
    if (card === undefined) return;
    const named = clash ? { ...card, name: freeName } : card;
    const added = addCard(named);
    if (!added.ok) {
      setAddError(added.error.message);
      return;
    }
    selectCard(named.name);
    onClose();
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog cards-import"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <header className="cards-import-head">
          <h2 id={`${id}-title`} className="dialog-title">
            Import an agent card
          </h2>
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
        </header>
        <p className="cards-hint">
          Any version: A2A 1.0, 0.3, 0.2 or the early 0.1 cards. Nothing is added until you say so.
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
            rows={10}
            spellCheck={false}
            placeholder='{ "name": "…", "url": "https://…", … }'
            onChange={(e) => {
              setText(e.target.value);
              setUnreadable(undefined);
              setFileNote(undefined);
              setAddError(undefined);
            }}
          />
        </div>
        <div className="cards-import-file">
          <Button size="sm" icon={<UploadIcon />} onClick={() => picker.current?.click()}>
            Choose a file…
          </Button>
          <input
            ref={picker}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Agent card file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file !== undefined) void pick(file);
            }}
          />
          {fileNote !== undefined && <span className="cards-hint">{fileNote}</span>}
        </div>
        {result !== undefined && (
          <div className="cards-import-result" aria-live="polite">
            <ImportVerdict result={result} />
            <FindingsList findings={result.findings} />
          </div>
        )}
        {clash && (
          <p className="cards-import-clash" role="status">
            This workspace already has a card named <code>{card.name}</code>; it can be added as{' '}
            <code>{freeName}</code>.
          </p>
        )}
        {addError !== undefined && <FieldError>{addError}</FieldError>}
        <div className="dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={card === undefined} onClick={add}>
            {clash ? `Add as ${freeName}` : 'Add to workspace'}
          </Button>
        </div>
      </div>
    </div>
  );
}
