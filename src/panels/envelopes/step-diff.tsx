// What changed in the task between two steps of the recording, for the kernel's task and the A2A
// JSON. By default the previous step against the current one; either end can be picked.
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { IndexPicker } from '../../components/index-picker';
import { WholeWords } from '../../components/whole-words';
import type { JsonValue } from '../../core/json';
import { taskToKernel } from '../../core/kernel';
import type { Timeline } from '../../core/timeline';
import type { WireVersion } from '../../store';
import { compactJson } from './compact-json';
import { a2aTaskJson, taskAt } from './envelopes';
import { valueDiff, type ValueChange } from './value-diff';

const stepName = (timeline: Timeline, index: number) =>
  `${index + 1} · ${timeline.frames[index]?.label ?? ''}`;

function StepPicker({
  label,
  value,
  timeline,
  onPick,
}: {
  readonly label: string;
  readonly value: number;
  readonly timeline: Timeline;
  readonly onPick: (index: number) => void;
}) {
  const id = useId();
  return (
    <span className="envelopes-diff-pick">
      <label htmlFor={id}>{label}</label>
      <IndexPicker
        id={id}
        count={timeline.frames.length}
        value={value}
        labelOf={(index) => `Step ${stepName(timeline, index)}`}
        afterNumber={(index) => `· ${timeline.frames[index]?.label ?? ''}`}
        onPick={onPick}
      />
    </span>
  );
}

function Changes({
  title,
  changes,
  from,
  to,
}: {
  readonly title: string;
  readonly changes: readonly ValueChange[];
  readonly from: string;
  readonly to: string;
}) {
  const count = `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`;
  return (
    <div className="envelopes-diff-block">
      <h3>
        {title} <span className="muted">· {count}</span>
      </h3>
      {changes.length === 0 ? (
        <p className="muted">No change.</p>
      ) : (
        <table className="envelopes-diff-table" aria-label={`${title}: ${count}`}>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Step {from}</th>
              <th scope="col">Step {to}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path}>
                <th scope="row">
                  <code>
                    <WholeWords text={change.path} />
                  </code>
                </th>
                <td className={change.before === undefined ? 'envelopes-diff-absent' : undefined}>
                  <code>
                    <WholeWords text={compactJson(change.before)} />
                  </code>
                </td>
                <td className={change.after === undefined ? 'envelopes-diff-absent' : undefined}>
                  <code>
                    <WholeWords text={compactJson(change.after)} />
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const clamp = (index: number, timeline: Timeline) =>
  Math.min(Math.max(0, index), timeline.frames.length - 1);

export function StepDiff({
  timeline,
  version,
}: {
  readonly timeline: Timeline;
  readonly version: WireVersion;
}) {
  const headingId = useId();
  const [picked, setPicked] = useState<{ a?: number; b?: number }>({});
  const a = clamp(picked.a ?? timeline.cursor - 1, timeline);
  const b = clamp(picked.b ?? timeline.cursor, timeline);
  const taskA = taskAt(timeline, a);
  const taskB = taskAt(timeline, b);
  const kernel = (index: number) => {
    const task = taskAt(timeline, index);
    return task === undefined ? undefined : (taskToKernel(task) as unknown as JsonValue);
  };
  const a2a = (index: number) => {
    const task = taskAt(timeline, index);
    return task === undefined ? undefined : a2aTaskJson(task, version);
  };
  const from = stepName(timeline, a);
  const to = stepName(timeline, b);
  const missing = [taskA === undefined ? from : undefined, taskB === undefined ? to : undefined]
    .filter((s): s is string => s !== undefined)
    .map((s) => `step ${s}`);

  return (
    <section className="surface-card envelopes-diff" aria-labelledby={headingId}>
      <header className="envelopes-diff-header">
        <h2 id={headingId}>Changes between steps</h2>
        <div className="envelopes-diff-picks">
          <StepPicker
            label="From"
            value={a}
            timeline={timeline}
            onPick={(i) => setPicked({ ...picked, a: i })}
          />
          <StepPicker
            label="To"
            value={b}
            timeline={timeline}
            onPick={(i) => setPicked({ ...picked, b: i })}
          />
          {(picked.a !== undefined || picked.b !== undefined) && (
            <Button size="sm" variant="ghost" onClick={() => setPicked({})}>
              Previous and current step
            </Button>
          )}
        </div>
      </header>
      {missing.length > 0 && (
        <p className="muted">
          There is no task at {missing.join(' or ')} yet: the task appears whole.
        </p>
      )}
      {a === b ? (
        <p className="muted">Pick two different steps to see what changed.</p>
      ) : (
        <div className="envelopes-diff-grid">
          <Changes
            title="Kernel task"
            changes={valueDiff(kernel(a), kernel(b))}
            from={from}
            to={to}
          />
          <Changes
            title={`A2A ${version} task`}
            changes={valueDiff(a2a(a), a2a(b))}
            from={from}
            to={to}
          />
        </div>
      )}
    </section>
  );
}
