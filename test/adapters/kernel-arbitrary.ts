// fast-check arbitraries for kernel tasks with awkward content: empty and odd strings, nested
// data, keys such as "__proto__" and "constructor" set as plain data properties.
import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../../src/core/json';
import { KERNEL_STATES, type KernelTask } from '../../src/core/kernel';
import { setData } from '../../src/core/json';

export const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '  two  spaces ', '__proto__', 'constructor', '"quoted"', 'a\nb', 'ü🙂'),
  fc.uuid().map((u) => u.toLowerCase()),
);

const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
);

/** Finite numbers JSON can carry; -0 is written as 0 by JSON itself, so it is left out. */
const jsonNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
);

const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
  awkwardString,
  jsonNumber,
  fc.boolean(),
  fc.constant(null),
);

const objectFrom = (entries: Array<[string, JsonValue]>): JsonObject => {
  const out: JsonObject = {};
  for (const [k, v] of entries) setData(out, k, v);
  return out;
};

const tree = fc.letrec<{ value: JsonValue; object: JsonObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map(objectFrom),
}));

/** A JSON object whose keys may be "__proto__" and friends, nested a few levels. */
export const jsonObjectArb: fc.Arbitrary<JsonObject> = tree.object;

export const kernelTaskArb: fc.Arbitrary<KernelTask> = fc.record({
  taskId: awkwardString,
  contextId: awkwardString,
  state: fc.constantFrom(...KERNEL_STATES),
  inputText: awkwardString,
  outputText: awkwardString,
  structured: jsonObjectArb,
  delegationChain: fc.array(awkwardString, { maxLength: 4 }),
  artifacts: fc.array(awkwardString, { maxLength: 3 }),
});

/** The value as it arrives from the wire: serialised and parsed again. */
export const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
