// Chooses the caller whose verdicts are shown. The choice is the store's selection, so discovery
// and the matrix follow it.
import { useShallow } from 'zustand/react/shallow';
import { Field } from '../../components/field';
import { useWorkbench, useWorkbenchActions } from '../../store';

export function CallerPicker({ value }: { readonly value: string }) {
  const ids = useWorkbench(useShallow((s) => s.workspace.callers.map((c) => c.agentId)));
  const { selectCaller } = useWorkbenchActions();
  return (
    <Field label="Caller" className="admission-caller">
      {(control) => (
        <select
          {...control}
          className="select"
          value={value}
          onChange={(event) => selectCaller(event.target.value)}
        >
          {ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
