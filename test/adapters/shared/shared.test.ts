import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonData, jsonDataObjectSchema } from '../../../src/adapters/shared/json-data';
import { jsonPath, parseWire } from '../../../src/adapters/shared/issues';
import { sha1 } from '../../../src/adapters/shared/sha1';
import { isoToTick, tickToIso, WIRE_EPOCH_ISO } from '../../../src/adapters/shared/time';
import { asUuid, isCanonicalUuid, uuidV5 } from '../../../src/adapters/shared/uuid';
import { z } from 'zod';

describe('wire time', () => {
  it('writes tick n as the epoch plus n seconds', () => {
    expect(tickToIso(0)).toBe(WIRE_EPOCH_ISO);
    expect(tickToIso(61)).toBe('2025-01-01T00:01:01.000Z');
  });

  it('reads its own timestamps back to the same tick', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (tick) => {
        const back = isoToTick(tickToIso(tick));
        expect(back.ok && back.value).toBe(tick);
      }),
    );
  });

  it('reads foreign timestamps as whole seconds, clamping before the epoch to 0', () => {
    expect(isoToTick('2025-01-01T00:00:02.900Z')).toEqual({ ok: true, value: 2 });
    expect(isoToTick('2024-06-01T00:00:00Z')).toEqual({ ok: true, value: 0 });
    expect(isoToTick('yesterday').ok).toBe(false);
  });
});

describe('name-based UUIDs', () => {
  it('matches the RFC 9562 version 5 example', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('hashes like SHA-1 for any input length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const bytes = new TextEncoder().encode(s);
        const ours = Buffer.from(sha1(bytes)).toString('hex');
        expect(ours).toBe(createHash('sha1').update(bytes).digest('hex'));
      }),
    );
  });

  it('names any text as RFC 9562 version 5 does, in any namespace', () => {
    // An independent version 5: SHA-1 of namespace bytes then UTF-8 name bytes, RFC 9562 §5.5.
    const reference = (name: string, namespace: string): string => {
      const hash = createHash('sha1')
        .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
        .update(Buffer.from(name, 'utf8'))
        .digest();
      hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
      hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
      const hex = hash.subarray(0, 16).toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    const namespaces = fc.constantFrom(
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), namespaces, (name, space) => {
        expect(uuidV5(name, space)).toBe(reference(name, space));
      }),
    );
    // Long names take several blocks; the scratch buffer grows for them and serves short ones after.
    for (const name of ['x'.repeat(1000), 'é'.repeat(400), 'task-1']) {
      expect(uuidV5(name, '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
        reference(name, '6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
      );
    }
  });

  it('names short ids in the workbench namespace as RFC 9562 does, on either side of one block', () => {
    // Names of up to 39 ASCII characters are hashed from their character codes in one block; longer
    // or non-ASCII ones go through the byte path. Both must agree with node:crypto.
    const workbench = 'e131cea1-731d-5034-9b67-87790ed295be';
    const reference = (name: string): string => {
      const hash = createHash('sha1')
        .update(Buffer.from(workbench.replace(/-/g, ''), 'hex'))
        .update(Buffer.from(name, 'utf8'))
        .digest();
      hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
      hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
      const hex = hash.subarray(0, 16).toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    expect(uuidV5('urn:delegation-workbench', '6ba7b811-9dad-11d1-80b4-00c04fd430c8')).toBe(
      workbench,
    );
    for (let length = 0; length <= 45; length += 1) {
      const name = 'task-0123456789abcdefghijklmnopqrstuvwxyz'.padEnd(length, '~').slice(0, length);
      expect(uuidV5(name)).toBe(reference(name));
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 50 }), (name) => {
        expect(uuidV5(name)).toBe(reference(name));
      }),
    );
    expect(uuidV5('tâche-1')).toBe(reference('tâche-1'));
  });

  it('gives the same UUID for an id whether or not it was hashed recently', () => {
    const first = asUuid('task-77');
    for (let i = 0; i < 40; i += 1) asUuid(`ctx-${i}`);
    expect(asUuid('task-77')).toBe(first);
    expect(asUuid('task-77')).toBe(uuidV5('task-77'));
  });

  it('names an empty id too, before any other id was hashed', () => {
    // The memo's empty slots must not answer for "": an empty task id is a name like any other.
    expect(asUuid('')).toBe(uuidV5(''));
    expect(asUuid('')).not.toBe('');
  });

  it('answers every id in any order with its own UUID, whichever ids share a memo slot', () => {
    const ids = fc.constantFrom(
      '',
      'a',
      'task-1',
      'task-11',
      'ctx-1',
      'task-10',
      'ctx-10',
      'x1',
      '1x',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(ids, fc.string({ maxLength: 12 })), { maxLength: 60 }),
        (seq) => {
          for (const id of seq) {
            expect(asUuid(id)).toBe(isCanonicalUuid(id) ? id : uuidV5(id));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps canonical UUIDs and names everything else', () => {
    const id = '0b7c5d3e-1f2a-4b6c-8d9e-0f1a2b3c4d5e';
    expect(asUuid(id)).toBe(id);
    expect(isCanonicalUuid(asUuid('task-1'))).toBe(true);
    expect(isCanonicalUuid(id.toUpperCase())).toBe(false);
  });
});

describe('JSON data from the wire', () => {
  it('keeps a "__proto__" key as plain data without touching any prototype', () => {
    const parsed = jsonDataObjectSchema.parse(JSON.parse('{"__proto__":{"polluted":1},"a":[{}]}'));
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what JSON cannot carry', () => {
    expect(isJsonData(Number.NaN)).toBe(false);
    expect(isJsonData({ a: () => 1 })).toBe(false);
    expect(isJsonData(new Date(0))).toBe(false);
    expect(isJsonData({ a: [1, 'b', null, true, { c: -0.5 }] })).toBe(true);
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep];
    expect(isJsonData(deep)).toBe(false);
    expect(jsonDataObjectSchema.safeParse(deep).success).toBe(false);
    expect(jsonDataObjectSchema.safeParse([1]).success).toBe(false);
  });
});

describe('wire errors', () => {
  it('formats paths like JSONPath, quoting odd keys', () => {
    expect(jsonPath(['output', 0, 'parts', 2, 'content'])).toBe('$.output[0].parts[2].content');
    expect(jsonPath(['metadata', 'delegation-workbench/kernel'])).toBe(
      '$.metadata["delegation-workbench/kernel"]',
    );
  });

  it('lists every issue with its path, prefixed when nested', () => {
    const parsed = parseWire(z.object({ a: z.string(), b: z.number() }), {}, 'thing', ['x']);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.issues.map((i) => i.path)).toEqual(['$.x.a', '$.x.b']);
      expect(parsed.error.message).toMatch(/^not a valid thing: \$\.x\.a/);
    }
  });
});
