// Beside the card being edited: field by field what changed against the baseline (platform
// metadata included), and what the last edit of its platform metadata or schemes did to verdicts.
import { ChangeMark } from '../../components/change-mark';
import { FieldChanges } from '../../components/field-changes';
import { WhatIf } from '../../components/what-if';
import { useWorkbench } from '../../store';
import { fieldLines, flipText, whatIfText } from '../../store/review/describe';
import { selectCardEditEffect, selectComparison } from '../../store/review/comparison';

export function CardChanges({ name }: { readonly name: string }) {
  const comparison = useWorkbench(selectComparison);
  if (comparison === undefined) return null;
  const { baseline, changes } = comparison;
  const added = changes.cards.added.includes(name);
  const fields = changes.cards.changed.find((c) => c.key === name)?.fields;
  if (!added && fields === undefined) return null;
  return (
    <section className="cards-changes" aria-label={`Changes to ${name} since the baseline`}>
      {added ? (
        <p>
          <ChangeMark glyph="added">new</ChangeMark> The {baseline.label} has no card named {name}.
        </p>
      ) : (
        <>
          <p>
            <ChangeMark>changed</ChangeMark> Since the {baseline.label}:
          </p>
          <FieldChanges label={`Changes to ${name}`} lines={fieldLines(fields ?? [])} />
        </>
      )}
    </section>
  );
}

/** The what-if for the last edit of card `name`'s fields under `prefix`, shown under them. */
export function CardWhatIf({ name, prefix }: { readonly name: string; readonly prefix: string }) {
  const effect = useWorkbench((s) => selectCardEditEffect(s, name, prefix));
  if (effect === undefined) return null;
  return <WhatIf summary={whatIfText(effect)} lines={effect.changes.cells.map(flipText)} />;
}
