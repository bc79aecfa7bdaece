// When the browser will not copy: the text in a read-only field, already selected, so Ctrl+C (or
// the context menu) copies it, and a download of the same text.
import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { downloadText } from './download';
import { DownloadIcon } from './icons';
import { Modal } from './modal';

export interface CopyFallbackDialogProps {
  readonly text: string;
  /** "the published card" */
  readonly what: string;
  readonly filename: string;
  readonly mediaType?: string;
  readonly onClose: () => void;
}

export function CopyFallbackDialog({
  text,
  what,
  filename,
  mediaType = 'application/json',
  onClose,
}: CopyFallbackDialogProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.select(), []);
  return (
    <Modal
      className="copy-fallback"
      labelledBy={`${id}-title`}
      describedBy={`${id}-hint`}
      initialFocus={field}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="dialog-title">
        Copy {what} by hand
      </h2>
      <p id={`${id}-hint`} className="dialog-body">
        The browser did not allow copying here (it allows it only on https or localhost, and when
        permitted). The text below is selected: press Ctrl+C (⌘C on a Mac), or download it.
      </p>
      <textarea
        ref={field}
        className="input copy-fallback-text"
        readOnly
        aria-label={`Text of ${what}`}
        value={text}
        rows={12}
        spellCheck={false}
        onFocus={(event) => event.target.select()}
      />
      <div className="dialog-actions">
        <Button icon={<DownloadIcon />} onClick={() => downloadText(filename, text, mediaType)}>
          Download {filename}
        </Button>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Modal>
  );
}
