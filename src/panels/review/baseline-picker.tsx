// What every panel compares with: the newest review (the default), any recorded review, the
// workspace as it is right now, a workspace file, or nothing.
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { FilePickerButton } from '../../components/file-picker-button';
import {
  selectWorkspace,
  useWorkbench,
  useWorkbenchActions,
  type BaselineChoice,
} from '../../store';
import { readWorkspaceFile } from '../../store/read-file';
import { reviewsOf, selectBaseline } from '../../store/review/baseline';
import { readableInstant } from '../../store/review/describe';

const keyOf = (choice: BaselineChoice) =>
  choice.kind === 'review' ? `review:${choice.id}` : choice.kind;

export function BaselinePicker() {
  const id = useId();
  const choice = useWorkbench((s) => s.baseline);
  const baseline = useWorkbench(selectBaseline);
  const reviews = reviewsOf(useWorkbench(selectWorkspace));
  const { setBaseline, baselineFromNow, baselineFromFile } = useWorkbenchActions();
  const [error, setError] = useState<string>();

  const options: Array<{ key: string; label: string; choice: BaselineChoice }> = [
    { key: 'newest', label: 'The newest review (default)', choice: { kind: 'newest' } },
    ...reviews.map((r) => ({
      key: `review:${r.id}`,
      label: `Review “${r.name}”, ${readableInstant(r.recordedAt)}`,
      choice: { kind: 'review' as const, id: r.id },
    })),
    ...(choice.kind === 'snapshot' || choice.kind === 'file'
      ? [{ key: choice.kind, label: `The ${baseline?.label ?? choice.kind}`, choice }]
      : []),
    { key: 'none', label: 'No baseline', choice: { kind: 'none' } },
  ];

  const pick = async (picked: File) => {
    const read = await readWorkspaceFile(picked);
    if (!read.ok) {
      const where = read.error.issues[0];
      setError(
        `${picked.name} was not used: ${where ? `${where.path}: ${where.message}` : read.error.message}.`,
      );
      return;
    }
    const set = await baselineFromFile(picked.name, read.value);
    setError(set.ok ? undefined : set.error.message);
  };

  return (
    <section className="surface-card review-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Baseline</h2>
      <p className="review-hint">
        Every panel marks what changed against it. It lasts until you reload; a recorded review
        stays the default after a reload.
      </p>
      <Field label="Compare with">
        {(control) => (
          <select
            {...control}
            className="select"
            value={keyOf(choice)}
            onChange={(event) => {
              const picked = options.find((o) => o.key === event.target.value);
              if (picked !== undefined) setBaseline(picked.choice);
            }}
          >
            {options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="review-status" role="status">
        {baseline === undefined
          ? choice.kind === 'newest'
            ? 'No review is recorded yet, so nothing is compared.'
            : 'Nothing is compared.'
          : `Comparing with the ${baseline.label}.`}
      </p>
      <div className="button-group review-baseline-actions">
        <Button
          size="sm"
          onClick={() =>
            void baselineFromNow().then((set) => setError(set.ok ? undefined : set.error.message))
          }
        >
          Use the workspace as it is now
        </Button>
        <FilePickerButton
          size="sm"
          inputLabel="Workspace file to compare with"
          onFiles={([picked]) => {
            if (picked !== undefined) void pick(picked);
          }}
        >
          Compare with a file…
        </FilePickerButton>
      </div>
      {error !== undefined && (
        <p className="review-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
