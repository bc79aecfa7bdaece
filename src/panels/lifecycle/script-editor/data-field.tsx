// An artifact's data part as JSON text. The text is the user's: it is never reformatted while
// they type. Valid JSON objects are stored at once; anything else stays here with its errors,
// each at its JSON path.
import { useId, useState } from 'react';
import { FieldError } from '../../../components/field';
import { jsonEqual, jsonObjectSchema, type JsonObject } from '../../../core/json';
import { formatPath, pathIssues, type PathIssue } from '../../../store';

type Parsed = { ok: true; value: JsonObject | undefined } | { ok: false; issues: PathIssue[] };

const pretty = (value: JsonObject | undefined) =>
  value === undefined ? '' : JSON.stringify(value, null, 2);

/** The path of the first number JSON cannot carry (1e999 parses as Infinity), if any. */
function nonFinite(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Empty text is no data part; otherwise it must be a JSON object. */
function parseData(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'not JSON';
    return { ok: false, issues: [{ path: '$', message: `not valid JSON: ${message}` }] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, issues: [{ path: '$', message: 'a data part needs a JSON object' }] };
  }
  const infinite = nonFinite(json);
  if (infinite !== undefined) {
    const message = 'JSON numbers must be finite; this one is too large to represent';
    return { ok: false, issues: [{ path: formatPath(infinite), message }] };
  }
  const parsed = jsonObjectSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, issues: pathIssues(parsed.error) };
}

export interface DataFieldProps {
  readonly value: JsonObject | undefined;
  /** Stores the data; returns why the step was refused, or undefined. */
  readonly apply: (data: JsonObject | undefined) => string | undefined;
}

export function DataField({ value, apply }: DataFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState({
    text: pretty(value),
    issues: [] as PathIssue[],
    over: value,
  });
  // The stored value moved (undo, another step): keep the text only if it already says the same.
  const parsed = parseData(draft.text);
  const kept = draft.over === value || (parsed.ok && jsonEqual(parsed.value, value));
  const text = kept ? draft.text : pretty(value);
  const issues = kept ? draft.issues : [];

  const change = (next: string) => {
    const result = parseData(next);
    if (!result.ok) {
      setDraft({ text: next, issues: result.issues, over: value });
      return;
    }
    const refused = apply(result.value);
    const issues = refused === undefined ? [] : [{ path: '$', message: refused }];
    setDraft({ text: next, issues, over: value });
  };

  return (
    <div className="field lifecycle-data-field">
      <label className="field-label" htmlFor={id}>
        Data part (JSON object)
      </label>
      <textarea
        id={id}
        className="input lifecycle-textarea lifecycle-code-input"
        rows={Math.min(10, Math.max(3, text.split('\n').length))}
        spellCheck={false}
        value={text}
        aria-invalid={issues.length > 0 ? true : undefined}
        aria-describedby={issues.length > 0 ? `${id}-error` : `${id}-hint`}
        onChange={(event) => change(event.target.value)}
      />
      {issues.length === 0 ? (
        <p id={`${id}-hint`} className="field-hint">
          Leave empty for no data part.
        </p>
      ) : (
        <FieldError id={`${id}-error`}>
          {issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}
        </FieldError>
      )}
    </div>
  );
}
