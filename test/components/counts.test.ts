import { describe, expect, it } from 'vitest';
import { count, counted } from '../../src/components/counts';

describe('counts', () => {
  it('puts a comma between each group of three digits from the right', () => {
    expect([0, 7, 999, 1000, 16680, 100000, 1234567].map(count)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '16,680',
      '100,000',
      '1,234,567',
    ]);
  });

  it('names one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'caller', 'callers')).toBe('1 caller');
    expect(counted(0, 'caller', 'callers')).toBe('0 callers');
    expect(counted(1000, 'agent', 'agents')).toBe('1,000 agents');
  });
});
