// The workspaces the browser benchmark opens: a large delegation graph and a large policy matrix,
// built from the same synthetic population as the Node figures, deterministically.
import type { DelegationPath } from '../../src/core/paths';
import { envelope } from '../../src/store/envelope';
import { emptyWorkspace, type Workspace } from '../../src/store/workspace';
import { syntheticCallers, syntheticCards } from './synthetic';

/** A small linear congruential generator, so every run draws the same paths. */
function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `agents` cards and `hops` hops, in paths of five hops from twenty callers. */
export function graphWorkspace(agents = 300, hops = 1000): Workspace {
  const cards = syntheticCards(agents);
  const callers = syntheticCallers(20);
  const next = numbers(7);
  const paths: DelegationPath[] = [];
  for (let made = 0; made < hops;) {
    const length = Math.min(5, hops - made);
    const caller = callers[paths.length % callers.length];
    const route = Array.from(
      { length },
      () => cards[Math.floor(next() * cards.length)]?.name ?? '',
    );
    paths.push({ id: `path-${paths.length + 1}`, callerId: caller?.agentId ?? '', hops: route });
    made += length;
  }
  return { ...emptyWorkspace(), name: 'Bench graph', cards, callers, paths };
}

/** `callers` callers and `cards` cards, and nothing else. */
export function matrixWorkspace(callers = 100, cards = 1000): Workspace {
  return {
    ...emptyWorkspace(),
    name: 'Bench matrix',
    cards: syntheticCards(cards),
    callers: syntheticCallers(callers),
  };
}

/** The text the app saves under its storage key for `workspace`. */
export const savedText = (workspace: Workspace): string => JSON.stringify(envelope(workspace));
