// Printing helpers for `npm run example`. Values are written the way the reference's Python prints
// them (single-quoted strings, True/False/None, tuples) so the two outputs compare line by line.
import type { CoreError, Result } from '../../src/core/result';

/** A tuple, printed with parentheses as Python does. */
export class Tuple {
  constructor(readonly items: readonly unknown[]) {}
}

function quote(text: string): string {
  if (text.includes("'") && !text.includes('"')) return `"${text}"`;
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A value as Python's repr() would print it. */
export function py(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (value instanceof Tuple) return `(${value.items.map(py).join(', ')})`;
  if (Array.isArray(value)) return `[${value.map(py).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${quote(k)}: ${py(v)}`);
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'None';
}

/** A section heading between two rules, as the reference prints it. */
export const heading = (title: string): string[] => ['='.repeat(78), title, '='.repeat(78)];

/** The value of a result the example relies on; an error here means the core changed. */
export function expectOk<T, E extends CoreError>(result: Result<T, E>, what: string): T {
  if (!result.ok) throw new Error(`${what}: [${result.error.code}] ${result.error.message}`);
  return result.value;
}

/** The error of a result the example expects to be refused. */
export function expectErr<T, E extends CoreError>(result: Result<T, E>, what: string): E {
  if (result.ok) throw new Error(`${what}: expected a refusal`);
  return result.error;
}

/** An error as the reference prints a raised A2AError: [CODE] message. */
export const coded = (error: CoreError): string => `[${error.code}] ${error.message}`;
