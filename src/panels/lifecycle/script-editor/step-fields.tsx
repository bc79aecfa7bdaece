// The editable properties of one step. Every change is checked against the core's step schema
// first, so the workspace never holds a step the engine could not run.
import { behaviourStepSchema, type BehaviourStep } from '../../../core/behaviour';
import type { JsonObject } from '../../../core/json';
import { DataField } from './data-field';
import { TextField } from './text-field';

export interface StepFieldsProps {
  readonly step: BehaviourStep;
  /** Stores a changed step under `field`; returns why it was refused. */
  readonly onChange: (step: BehaviourStep, field: string) => string | undefined;
}

/** The step with `key` set to `value`, or without it when `value` is undefined. */
function withProperty(step: BehaviourStep, key: string, value: string | JsonObject | undefined) {
  const next: Record<string, unknown> = { ...step };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

export function StepFields({ step, onChange }: StepFieldsProps) {
  const set = (key: string, value: string | JsonObject | undefined): string | undefined => {
    const parsed = behaviourStepSchema.safeParse(withProperty(step, key, value));
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'this step is not valid';
    return onChange(parsed.data, key);
  };
  const optional = (text: string) => (text === '' ? undefined : text);
  switch (step.op) {
    case 'work':
      return <p className="field-hint">Moves the task to working. Nothing to set.</p>;
    case 'ask-input':
      return <TextField label="Question" value={step.question} apply={(t) => set('question', t)} />;
    case 'ask-auth':
      return <TextField label="Prompt" value={step.prompt} apply={(t) => set('prompt', t)} />;
    case 'complete':
      return <TextField label="Message" value={step.message} apply={(t) => set('message', t)} />;
    case 'fail':
    case 'reject':
      return <TextField label="Reason" value={step.reason} apply={(t) => set('reason', t)} />;
    case 'artifact':
      return (
        <div className="lifecycle-artifact-fields">
          <TextField label="Name" value={step.name} apply={(t) => set('name', t)} />
          <TextField
            label="Description"
            value={step.description ?? ''}
            apply={(t) => set('description', optional(t))}
          />
          <TextField
            label="Text part"
            value={step.text ?? ''}
            multiline
            hint="Leave empty for no text part."
            apply={(t) => set('text', optional(t))}
          />
          <DataField value={step.data} apply={(data) => set('data', data)} />
        </div>
      );
  }
}
