import { SCENARIOS, useWorkbenchActions } from '../store';
import type { Notify } from './use-notices';

/** Opens a built-in workspace; the previous one stays one undo away. */
export function ScenarioPicker({ notify }: { readonly notify: Notify }) {
  const { replaceWorkspace } = useWorkbenchActions();
  const open = async (scenario: (typeof SCENARIOS)[number]) => {
    try {
      replaceWorkspace(await scenario.load(), `Open ${scenario.label}`);
    } catch {
      notify({
        key: 'workspace',
        tone: 'error',
        title: `${scenario.label} could not be loaded.`,
        detail: 'The page may be out of date: reload it and try again.',
      });
      return;
    }
    notify({
      key: 'workspace',
      tone: 'info',
      title: `Opened ${scenario.label}.`,
      detail: 'Undo brings back the workspace you had before.',
    });
  };
  return (
    <select
      className="select"
      aria-label="Open a built-in scenario"
      value=""
      onChange={(event) => {
        const scenario = SCENARIOS.find((s) => s.id === event.target.value);
        if (scenario !== undefined) void open(scenario);
      }}
    >
      <option value="" disabled>
        Open scenario…
      </option>
      {SCENARIOS.map((scenario) => (
        <option key={scenario.id} value={scenario.id} title={scenario.description}>
          {scenario.label}
        </option>
      ))}
    </select>
  );
}
