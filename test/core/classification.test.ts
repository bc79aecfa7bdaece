import { describe, expect, it } from 'vitest';
import {
  CLASSIFICATIONS,
  classificationRank,
  classificationSchema,
  isClearedFor,
  parseClassification,
} from '../../src/core/classification';

describe('data classification', () => {
  it('orders the ladder public < internal < confidential < restricted', () => {
    expect(CLASSIFICATIONS.map(classificationRank)).toEqual([0, 1, 2, 3]);
  });

  it.each(CLASSIFICATIONS)('reads %s by name', (name) => {
    expect(parseClassification(name)).toEqual({ ok: true, value: name });
  });

  it.each(['secret', 'Restricted', '', 'toString', '__proto__'])(
    'refuses the unknown name %j with an error that quotes it',
    (name) => {
      expect(parseClassification(name)).toEqual({
        ok: false,
        error: {
          code: 'UNKNOWN_CLASSIFICATION',
          message: `unknown data classification: ${JSON.stringify(name)}`,
        },
      });
    },
  );

  it('quotes an unknown name when a schema refuses it too', () => {
    const parsed = classificationSchema.safeParse('top-secret');
    expect(parsed.error?.issues[0]?.message).toContain('"top-secret"');
  });

  it.each([
    ['restricted', 'restricted', true],
    ['restricted', 'public', true],
    ['confidential', 'restricted', false],
    ['internal', 'confidential', false],
    ['internal', 'internal', true],
    ['public', 'internal', false],
  ] as const)('an agent cleared to %s may receive %s data: %s', (clearance, level, expected) => {
    expect(isClearedFor(clearance, level)).toBe(expected);
  });
});
