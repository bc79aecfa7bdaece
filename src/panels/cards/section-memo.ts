// Card sections re-render only when the fields they show change: typing in one field then does
// not redraw the whole form. Each section sees only its own fields, so it cannot build an edit
// from a stale copy of the rest of the card.
import { memo, type ComponentType } from 'react';
import type { AgentCard } from '../../core/card';
import type { CardEdit } from './use-card-edit';

export interface CardSectionProps<K extends keyof AgentCard> {
  readonly card: Pick<AgentCard, K>;
  readonly edit: CardEdit;
}

/** `component`, memoised on `edit` and the card fields `keys`. */
export function cardSection<K extends keyof AgentCard>(
  keys: readonly K[],
  component: ComponentType<CardSectionProps<K>>,
) {
  return memo(
    component,
    (before, after) =>
      before.edit === after.edit && keys.every((k) => before.card[k] === after.card[k]),
  );
}
