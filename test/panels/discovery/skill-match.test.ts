import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../src/core/card';
import { allSkillTags, bestSkillMatches } from '../../../src/panels/discovery/skill-match';
import { BANK } from '../../../src/scenarios/bank';

const skill = (id: string, tags: string[]) => ({
  id,
  name: id,
  description: '',
  tags,
  examples: [],
});
const card = makeCard({
  name: 'multi',
  description: '',
  url: 'https://a.example',
  version: '1',
  skills: [skill('a', ['kyc', 'aml', 'kyc']), skill('b', ['aml', 'kyc']), skill('c', ['fx'])],
});

describe('skill matches', () => {
  it('names every skill tied for the best overlap, with the tags it matched once each', () => {
    expect(bestSkillMatches(card, ['kyc', 'aml']).map((m) => [m.skill.id, m.tags])).toEqual([
      ['a', ['kyc', 'aml']],
      ['b', ['aml', 'kyc']],
    ]);
  });

  it('names only the best skill when one overlaps more', () => {
    expect(bestSkillMatches(card, ['fx', 'aml', 'kyc']).map((m) => m.skill.id)).toEqual(['a', 'b']);
    expect(bestSkillMatches(card, ['fx']).map((m) => m.skill.id)).toEqual(['c']);
  });

  it('names no skill when nothing overlaps or no tag is wanted', () => {
    expect(bestSkillMatches(card, ['marketing'])).toEqual([]);
    expect(bestSkillMatches(card, [])).toEqual([]);
  });

  it('gathers every skill tag of the workspace once, sorted', () => {
    expect(allSkillTags(BANK.cards)).toEqual([
      'compliance',
      'kyc',
      'marketing',
      'sanctions',
      'screening',
    ]);
  });
});
