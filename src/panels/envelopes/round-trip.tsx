// The live round trip of one translation (kernel → wire JSON → kernel, compared with jsonEqual)
// and what a client that ignores the workbench's metadata reads back from the same document.
import { Badge } from '../../components/badge';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { PathJson } from '../../components/path-json';
import { WholeWords } from '../../components/whole-words';
import { KERNEL_FIELDS } from '../../adapters/shared/loss';
import { jsonEqual, type JsonValue } from '../../core/json';
import type { KernelTask } from '../../core/kernel';
import { compactJson } from './compact-json';
import type { ReadBack } from './envelopes';
import type { KernelField } from './correspondence';

export interface RoundTripProps {
  /** "A2A 0.3", "ACP". */
  readonly form: string;
  /** The calls compared, e.g. "decodeRun(encodeRun(k))". */
  readonly calls: string;
  readonly readBack: ReadBack;
  readonly kernel: KernelTask;
  readonly active: KernelField | undefined;
  readonly onActivate: (field: KernelField | undefined) => void;
}

/** The calls with a break allowed after each "(", between one call and the next, never inside a name. */
const callsBreakable = (calls: string) =>
  calls
    .split('(')
    .flatMap((part, index) => (index === 0 ? [part] : ['(', <wbr key={index} />, part]));

function plainChanges(kernel: KernelTask, plain: KernelTask) {
  return KERNEL_FIELDS.filter(
    (field) => !jsonEqual(kernel[field] as JsonValue, plain[field] as JsonValue),
  ).map((field) => ({ field, value: plain[field] }));
}

export function RoundTrip({ form, calls, readBack, kernel, active, onActivate }: RoundTripProps) {
  const { exact, back, plain } = readBack;
  const changes = typeof plain === 'string' ? [] : plainChanges(kernel, plain);
  return (
    <div className="envelopes-roundtrip" role="group" aria-label={`${form} round trip`}>
      <p className="envelopes-roundtrip-line">
        {exact ? (
          <Badge tone="success" icon={<CheckIcon />}>
            Round trip exact
          </Badge>
        ) : (
          <Badge tone="danger" icon={<AlertIcon />}>
            Round trip differs
          </Badge>
        )}
        <span>
          kernel → {form} → kernel: <code>{callsBreakable(calls)}</code>
        </span>
      </p>
      {typeof back === 'string' && <p className="envelopes-error">{back}</p>}
      <div className="envelopes-plain">
        <p className="envelopes-plain-title">What a plain client sees</p>
        {typeof plain === 'string' ? (
          <p className="envelopes-error">{plain}</p>
        ) : changes.length === 0 ? (
          <p className="muted">The same task: nothing needs the workbench&apos;s metadata.</p>
        ) : (
          <ul
            className="envelopes-plain-list"
            aria-label={`What a plain ${form} client reads differently`}
          >
            {changes.map(({ field, value }) => (
              <li key={field}>
                <code>{field}</code> reads as{' '}
                <code>
                  <WholeWords text={compactJson(value as JsonValue)} />
                </code>
              </li>
            ))}
          </ul>
        )}
        {typeof plain !== 'string' && (
          <details className="envelopes-plain-details">
            <summary>The whole task a plain {form} client reads</summary>
            <PathJson
              value={plain}
              label={`Kernel task read by a plain ${form} client`}
              targets={KERNEL_FIELDS.map((field) => ({
                path: [field],
                id: field,
                label: `kernel ${field}`,
              }))}
              active={active}
              onActivate={(id) => onActivate(id as KernelField | undefined)}
            />
          </details>
        )}
      </div>
    </div>
  );
}
