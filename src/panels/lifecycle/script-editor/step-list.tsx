// The script's steps in order: each with its fields, move up and down, and remove.
import { IconButton } from '../../../components/button';
import type { BehaviourScript, BehaviourStep } from '../../../core/behaviour';
import { DownIcon, TrashIcon, UpIcon } from '../../../components/panel-icons';
import { opEffect, opLabel } from './steps';
import { StepFields } from './step-fields';

export interface StepListProps {
  readonly script: BehaviourScript;
  readonly onChange: (index: number, step: BehaviourStep, field: string) => string | undefined;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (index: number) => void;
}

export function StepList({ script, onChange, onMove, onRemove }: StepListProps) {
  if (script.steps.length === 0) {
    return <p className="muted">No steps: a task would stay in submitted. Add one below.</p>;
  }
  const last = script.steps.length - 1;
  return (
    <ol className="lifecycle-steps" aria-label={`Steps of ${script.name}`}>
      {script.steps.map((step, index) => {
        const name = `step ${index + 1} (${opLabel(step.op)})`;
        return (
          // Steps have no ids; the position and kind identify the row.
          <li key={`${index}-${step.op}`} className="lifecycle-step">
            <div className="lifecycle-step-head">
              <span className="lifecycle-step-index">{index + 1}</span>
              <span className="lifecycle-step-op">{opLabel(step.op)}</span>
              <span className="lifecycle-step-effect">{opEffect(step.op)}</span>
              <span className="lifecycle-step-tools">
                <IconButton
                  size="sm"
                  label={`Move ${name} up`}
                  icon={<UpIcon />}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                />
                <IconButton
                  size="sm"
                  label={`Move ${name} down`}
                  icon={<DownIcon />}
                  disabled={index === last}
                  onClick={() => onMove(index, index + 1)}
                />
                <IconButton
                  size="sm"
                  label={`Remove ${name}`}
                  icon={<TrashIcon />}
                  onClick={() => onRemove(index)}
                />
              </span>
            </div>
            <StepFields step={step} onChange={(next, field) => onChange(index, next, field)} />
          </li>
        );
      })}
    </ol>
  );
}
