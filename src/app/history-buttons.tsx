import { IconButton } from '../components/button';
import { RedoIcon, UndoIcon } from '../components/icons';
import { selectRedoLabel, selectUndoLabel, useWorkbench, useWorkbenchActions } from '../store';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

export function HistoryButtons() {
  const undoLabel = useWorkbench(selectUndoLabel);
  const redoLabel = useWorkbench(selectRedoLabel);
  const { undo, redo } = useWorkbenchActions();
  return (
    <div className="button-group" role="group" aria-label="History">
      <IconButton
        label={undoLabel === undefined ? 'Nothing to undo' : `Undo ${undoLabel} (${mod}Z)`}
        icon={<UndoIcon />}
        disabled={undoLabel === undefined}
        onClick={undo}
      />
      <IconButton
        label={redoLabel === undefined ? 'Nothing to redo' : `Redo ${redoLabel} (${mod}Shift+Z)`}
        icon={<RedoIcon />}
        disabled={redoLabel === undefined}
        onClick={redo}
      />
    </div>
  );
}
