// Beside the caller being edited: what changed against the baseline, field by field, and what the
// last edit of this caller did to verdicts.
import { ChangeMark } from '../../components/change-mark';
import { FieldChanges } from '../../components/field-changes';
import { WhatIf } from '../../components/what-if';
import { useWorkbench } from '../../store';
import { fieldLines, flipText, whatIfText } from '../../store/review/describe';
import { selectCallerEditEffect, selectComparison } from '../../store/review/comparison';

export function CallerChanges({ agentId }: { readonly agentId: string }) {
  const comparison = useWorkbench(selectComparison);
  const effect = useWorkbench((s) => selectCallerEditEffect(s, agentId));
  const added = comparison?.changes.callers.added.includes(agentId) === true;
  const fields = comparison?.changes.callers.changed.find((c) => c.key === agentId)?.fields;
  return (
    <>
      {effect !== undefined && (
        <WhatIf summary={whatIfText(effect)} lines={effect.changes.cells.map(flipText)} />
      )}
      {comparison !== undefined && (added || fields !== undefined) && (
        <section
          className="callers-changes"
          aria-label={`Changes to ${agentId} since the baseline`}
        >
          {added ? (
            <p>
              <ChangeMark glyph="added">new</ChangeMark> The {comparison.baseline.label} has no
              caller {agentId}.
            </p>
          ) : (
            <>
              <p>
                <ChangeMark>changed</ChangeMark> Since the {comparison.baseline.label}:
              </p>
              <FieldChanges label={`Changes to ${agentId}`} lines={fieldLines(fields ?? [])} />
            </>
          )}
        </section>
      )}
    </>
  );
}
