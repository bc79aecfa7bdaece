// Read-only JSON, pretty-printed and coloured by token kind. Values are rendered as React text,
// never as HTML, so untrusted strings stay inert.
import { Fragment, type ReactNode } from 'react';

export type JsonViewValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly JsonViewValue[]
  | { readonly [key: string]: JsonViewValue };

const pad = (depth: number) => '  '.repeat(depth);

function render(value: JsonViewValue, depth: number): ReactNode {
  if (value === null) return <span className="json-null">null</span>;
  if (value === undefined) return <span className="json-null">undefined</span>;
  if (typeof value === 'string')
    return <span className="json-string">{JSON.stringify(value)}</span>;
  if (typeof value === 'number' || typeof value === 'boolean') {
    return <span className={`json-${typeof value}`}>{String(value)}</span>;
  }
  const isArray = Array.isArray(value);
  const entries: Array<[string | undefined, JsonViewValue]> = isArray
    ? (value as readonly JsonViewValue[]).map((item) => [undefined, item])
    : Object.entries(value as Record<string, JsonViewValue>).filter(([, v]) => v !== undefined);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <span className="json-punct">{open + close}</span>;
  return (
    <>
      <span className="json-punct">{open}</span>
      {'\n'}
      {entries.map(([key, item], index) => (
        <Fragment key={key ?? index}>
          {pad(depth + 1)}
          {key !== undefined && (
            <>
              <span className="json-key">{JSON.stringify(key)}</span>
              <span className="json-punct">: </span>
            </>
          )}
          {render(item, depth + 1)}
          {index < entries.length - 1 && <span className="json-punct">,</span>}
          {'\n'}
        </Fragment>
      ))}
      {pad(depth)}
      <span className="json-punct">{close}</span>
    </>
  );
}

export interface JsonViewProps {
  readonly value: JsonViewValue;
  /** Accessible name of the code region, e.g. "A2A 0.3 message/send request". */
  readonly label: string;
  readonly className?: string;
}

export function JsonView({ value, label, className }: JsonViewProps) {
  return (
    <pre className={`json-view ${className ?? ''}`.trim()} aria-label={label} tabIndex={0}>
      <code>{render(value, 0)}</code>
    </pre>
  );
}
