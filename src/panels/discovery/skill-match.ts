// Which skill made a card match. Discovery ranks a card by its best single skill's tag overlap;
// this names that skill (or the tied ones) and the tags it matched, so the rank can be explained.
import type { AgentCard, Skill } from '../../core/card';

export interface SkillMatch {
  readonly skill: Skill;
  /** The wanted tags this skill carries, in the skill's own order. */
  readonly tags: readonly string[];
}

/** The skills of `card` with the highest overlap with `wanted`; empty when none overlaps. */
export function bestSkillMatches(card: AgentCard, wanted: readonly string[]): SkillMatch[] {
  const want = new Set(wanted);
  const matches = card.skills.map((skill) => ({
    skill,
    tags: [...new Set(skill.tags)].filter((tag) => want.has(tag)),
  }));
  const best = Math.max(0, ...matches.map((m) => m.tags.length));
  return best === 0 ? [] : matches.filter((m) => m.tags.length === best);
}

/** Every tag any skill of any card carries, sorted, for suggestions. */
export function allSkillTags(cards: readonly AgentCard[]): string[] {
  const tags = new Set<string>();
  for (const card of cards)
    for (const skill of card.skills) for (const tag of skill.tags) tags.add(tag);
  return [...tags].filter((t) => t !== '').sort();
}
