import { describe, expect, it } from 'vitest';
import { mostlyNew } from '../../../src/panels/graph/fit-when-drawn';

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe('mostlyNew: when the graph fits itself again', () => {
  const bank = new Set(['payments-investigator', 'sanctions', 'kyc', 'marketing']);

  it('is false for an edit that adds one node to four', () => {
    expect(mostlyNew(bank, ids(...bank, 'new-card'))).toBe(false);
  });

  it('is false when half of the nodes are new (3 old, 3 new): not more than half', () => {
    expect(mostlyNew(new Set(['a', 'b', 'c']), ids('a', 'b', 'c', 'd', 'e', 'f'))).toBe(false);
  });

  it('is true when 4 of 7 nodes are new', () => {
    expect(mostlyNew(new Set(['a', 'b', 'c']), ids('a', 'b', 'c', 'd', 'e', 'f', 'g'))).toBe(true);
  });

  it('is true for another workspace that shares two names with the one drawn', () => {
    const other = ids(
      'payments-investigator',
      'kyc',
      ...Array.from({ length: 46 }, (_, i) => `n${i}`),
    );
    expect(mostlyNew(bank, other)).toBe(true);
  });

  it('is false for an edit that removes one node of four, and for an empty graph', () => {
    expect(mostlyNew(bank, ids('payments-investigator', 'sanctions', 'kyc'))).toBe(false);
    expect(mostlyNew(bank, [])).toBe(false);
  });

  it('is false when half of the nodes drawn are gone (2 of 4): not more than half', () => {
    expect(mostlyNew(bank, ids('payments-investigator', 'sanctions'))).toBe(false);
  });

  it('is true for a smaller workspace whose every name the one drawn had (the bank over the enterprise example)', () => {
    const enterprise = new Set([...bank, ...Array.from({ length: 44 }, (_, i) => `n${i}`)]);
    expect(mostlyNew(enterprise, ids(...bank))).toBe(true);
    expect(mostlyNew(bank, ids('kyc'))).toBe(true);
  });
});
