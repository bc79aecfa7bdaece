// Which card the panel shows: the shared selection. When nothing is selected the first card is
// selected; when the selected card disappears (deleted, or a rename undone) its neighbour at the
// same place is selected, so the editor never goes blank while cards remain.
import { useEffect } from 'react';
import type { AgentCard } from '../../core/card';
import { selectCards, useWorkbench, useWorkbenchApi, type WorkbenchState } from '../../store';

function keepSelection(state: WorkbenchState, previous?: WorkbenchState) {
  const { cards } = state.workspace;
  const name = state.selection.cardName;
  if (name !== undefined && cards.some((c) => c.name === name)) return;
  const was = previous?.workspace.cards.findIndex((c) => c.name === name) ?? -1;
  const next = cards[Math.min(Math.max(was, 0), cards.length - 1)];
  if (next?.name !== name) state.actions.selectCard(next?.name);
}

export interface ShownCard {
  readonly card: AgentCard;
  readonly index: number;
}

export function useShownCard(): ShownCard | undefined {
  const store = useWorkbenchApi();
  const cards = useWorkbench(selectCards);
  const selected = useWorkbench((s) => s.selection.cardName);
  useEffect(() => {
    keepSelection(store.getState());
    return store.subscribe(keepSelection);
  }, [store]);
  const index = Math.max(
    cards.findIndex((c) => c.name === selected),
    0,
  );
  const card = cards[index];
  return card === undefined ? undefined : { card, index };
}
