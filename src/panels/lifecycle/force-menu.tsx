// Force the task into any of the eight states. The core decides: an illegal move is refused with
// its reason and changes nothing; a legal one is recorded as a frame. The form and its hint are
// laid out by the task's action row (task-card.css), so other actions line up with the form.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TASK_STATES, TRANSITIONS, type TaskState } from '../../core/lifecycle';

export interface ForceMenuProps {
  readonly current: TaskState;
  readonly onForce: (state: TaskState, text: string | undefined) => void;
}

export function ForceMenu({ current, onForce }: ForceMenuProps) {
  const id = useId();
  const [target, setTarget] = useState<TaskState>('working');
  const [text, setText] = useState('');
  const legal = TRANSITIONS[current];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onForce(target, text.trim() === '' ? undefined : text);
  };
  return (
    <>
      <form className="lifecycle-force" onSubmit={submit} aria-label="Force a transition">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-state`}>
            Force state
          </label>
          <select
            id={`${id}-state`}
            className="select"
            value={target}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setTarget(event.target.value as TaskState)}
          >
            {TASK_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <div className="field lifecycle-force-text">
          <label className="field-label" htmlFor={`${id}-text`}>
            Agent message (optional)
          </label>
          <input
            id={`${id}-text`}
            className="input"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">Force transition</Button>
      </form>
      <p id={`${id}-hint`} className="field-hint lifecycle-force-hint">
        {legal.length === 0
          ? `${current} is terminal: every forced move is refused.`
          : `Legal from ${current}: ${legal.join(', ')}.`}
      </p>
    </>
  );
}
