// A modal dialog on the native <dialog> element opened with showModal(): the browser puts it in the
// top layer above everything, makes the rest of the page inert (no clicks, no typing, no focus), and
// turns Escape into a cancel wherever focus is. Focus goes to `initialFocus` on open and back to
// what had it on close.
import { useEffect, useRef, type DragEventHandler, type ReactNode, type RefObject } from 'react';

export interface ModalProps {
  /** `dialog`, or `alertdialog` for a question that interrupts. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly className?: string;
  /** What takes focus on open; without it, the browser's choice (the first focusable element). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Escape, or any other way the dialog is dismissed without an answer. */
  readonly onClose: () => void;
  /** Files dragged over and dropped anywhere on the dialog (the import dialog takes them). */
  readonly onDragOver?: DragEventHandler<HTMLDialogElement>;
  readonly onDragLeave?: DragEventHandler<HTMLDialogElement>;
  readonly onDrop?: DragEventHandler<HTMLDialogElement>;
  readonly children: ReactNode;
}

export function Modal({
  role = 'dialog',
  labelledBy,
  describedBy,
  className,
  initialFocus,
  onClose,
  onDragOver,
  onDragLeave,
  onDrop,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    const previous = document.activeElement;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={['dialog', className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onCancel={(event) => {
        // The dialog closes when React unmounts it, so the page state and the element agree.
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close.current();
      }}
    >
      {children}
    </dialog>
  );
}
