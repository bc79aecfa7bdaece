import { selectName, useWorkbench, useWorkbenchApi } from '../store';
import { setName } from '../store/edits/settings';

/** The workspace name, edited in place; a run of typing undoes as one step. */
export function WorkspaceName() {
  const name = useWorkbench(selectName);
  const store = useWorkbenchApi();
  return (
    <input
      className="workspace-name"
      aria-label="Workspace name"
      placeholder="Untitled workspace"
      value={name}
      spellCheck={false}
      onChange={(event) => {
        const { workspace, actions } = store.getState();
        const next = setName(workspace, event.target.value);
        if (next.ok) actions.commit('Rename workspace', next.value, { mergeKey: 'workspace-name' });
      }}
    />
  );
}
