// Workload 2: discovery over a large directory for several callers, narrowed to one tag (the
// reference: 10,000 cards, 20 callers, tag "t3").
import type { AgentCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { visibleTo, type Directory } from '../../src/core/directory';

export interface DiscoveryRun {
  /** Discover calls made: one per caller. */
  readonly ops: number;
  /** Visible cards per caller, in caller order. */
  readonly visible: readonly number[];
}

/**
 * A directory of `cards` keyed by name. Built directly rather than by registering one card at a
 * time: the benchmark times discovery, and the reference leaves registration untimed too.
 */
export function benchDirectory(cards: readonly AgentCard[]): Directory {
  return new Map(cards.map((card) => [card.name, card]));
}

/**
 * Runs the visible-cards lookup (what the reference's discover returns) for each caller, narrowed
 * to `tags`, on the directory as the store hands it over.
 */
export function runDiscovery(
  directory: Directory,
  callers: readonly CallerContext[],
  tags: readonly string[],
): DiscoveryRun {
  const visible = callers.map((caller) => visibleTo(directory, caller, tags).length);
  return { ops: callers.length, visible };
}
