// The bank example's lifecycle scenarios, one click each.
import { Button } from '../../components/button';
import { useWorkbench, useWorkbenchApi } from '../../store';
import { applyPreset, PRESETS, presetProblem } from './presets';

export function PresetBar({ onApply }: { readonly onApply: () => void }) {
  const store = useWorkbenchApi();
  const workspace = useWorkbench((s) => s.workspace);
  return (
    <div className="lifecycle-presets" role="group" aria-label="Scenarios">
      <span className="lifecycle-presets-label">Scenarios</span>
      {PRESETS.map((preset) => {
        const problem = presetProblem(workspace, preset);
        return (
          <Button
            key={preset.id}
            size="sm"
            title={problem ?? preset.description}
            disabled={problem !== undefined}
            onClick={() => {
              applyPreset(store, preset);
              onApply();
            }}
          >
            {preset.label}
          </Button>
        );
      })}
    </div>
  );
}
