// Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo — except in a text field, where the
// field's own undo is what the user means.
import { useEffect } from 'react';
import type { WorkbenchStore } from '../store';

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'file', 'color'].includes(
        target.type,
      )));

/** The history command a key press asks for, if any. */
function undoCommand(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

export function useUndoKeys(store: WorkbenchStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = undoCommand(event);
      if (command === undefined || isTextField(event.target)) return;
      event.preventDefault();
      store.getState().actions[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
