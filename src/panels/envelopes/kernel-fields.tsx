// The kernel's task as a list of focusable field rows: focusing or hovering one lights up the
// same field in the A2A and ACP columns. Each row says which wire forms cannot carry it plainly.
import type { LossEntry } from '../../adapters/shared/loss';
import { KERNEL_FIELDS } from '../../adapters/shared/loss';
import { CappedText } from '../../components/capped-text';
import type { KernelTask } from '../../core/kernel';
import { compactJson } from './compact-json';
import { correspondenceOf, type KernelField } from './correspondence';

export interface KernelFieldsProps {
  readonly kernel: KernelTask;
  /** Losses by form name ("A2A 0.3", "ACP"). */
  readonly losses: ReadonlyArray<{ readonly form: string; readonly loss: readonly LossEntry[] }>;
  readonly active: KernelField | undefined;
  readonly onActivate: (field: KernelField | undefined) => void;
}

export function KernelFields({ kernel, losses, active, onActivate }: KernelFieldsProps) {
  return (
    <ul className="envelopes-fields" aria-label="Kernel task fields">
      {KERNEL_FIELDS.map((field) => {
        const lostIn = losses
          .filter((l) => l.loss.some((e) => e.field === field))
          .map((l) => l.form);
        const lit = active === field;
        return (
          <li
            key={field}
            className={`envelopes-field${lit ? ' envelopes-field-active' : ''}`}
            data-highlighted={lit || undefined}
            tabIndex={0}
            onMouseEnter={() => onActivate(field)}
            onMouseLeave={() => onActivate(undefined)}
            onFocus={() => onActivate(field)}
            onBlur={() => onActivate(undefined)}
          >
            <span className="envelopes-field-name">
              <code>{field}</code>
              <span className="envelopes-field-label">{correspondenceOf(field).label}</span>
            </span>
            <code className="envelopes-field-value">
              <CappedText text={compactJson(kernel[field])} />
            </code>
            {lostIn.length > 0 && (
              <span className="envelopes-field-carried">
                {lostIn.map((form) => (
                  <span key={form} className="envelopes-carried-tag">
                    {form}: in metadata
                  </span>
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
