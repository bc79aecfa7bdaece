// The workspace's cards: pick one to edit, add, import, rename, duplicate or delete.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { ChangeMark } from '../../components/change-mark';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { selectCards, useWorkbench, useWorkbenchActions, useWorkbenchApi } from '../../store';
import { selectComparison } from '../../store/review/comparison';
import { ImportIcon, PlusIcon } from '../../components/panel-icons';
import { RowSpacer } from '../../components/row-spacer';
import { useWindowedRows } from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
import { CardListItem } from './card-list-item';

/** A card row's height before it is drawn: name, two lines of description, facts, schemes. */
const ROW_ESTIMATE = 130;

export interface CardListProps {
  readonly shown: string | undefined;
  readonly onImport: () => void;
}

const pathNote = (count: number) =>
  count === 0
    ? ''
    : `${count} delegation ${count === 1 ? 'path names' : 'paths name'} this agent and will show it as unknown. `;

export function CardList({ shown, onImport }: CardListProps) {
  const cards = useWorkbench(selectCards);
  const comparison = useWorkbench(selectComparison);
  const cardChanges = comparison?.changes.cards;
  const changeOf = (name: string) =>
    cardChanges?.added.includes(name)
      ? 'added'
      : cardChanges?.changed.some((c) => c.key === name)
        ? 'changed'
        : undefined;
  const store = useWorkbenchApi();
  const { addCard, duplicateCard, deleteCard, renameCard, selectCard } = useWorkbenchActions();
  const [deleting, setDeleting] = useState<string | undefined>(undefined);
  // After a delete the confirm dialog cannot hand focus back to a row that is gone: the row that
  // is now selected takes it.
  const [deletions, setDeletions] = useState(0);
  const list = useRef<HTMLElement>(null);
  const shownIndex = cards.findIndex((c) => c.name === shown);
  const rows = useWindowedRows({
    count: cards.length,
    keyOf: (i) => cards[i]?.name ?? '',
    estimate: () => ROW_ESTIMATE,
    keep: shownIndex < 0 ? undefined : shownIndex,
  });
  useEffect(() => {
    if (deletions > 0) list.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [deletions]);
  // A new card is named first: its name field takes focus, its text selected to type over.
  const [additions, setAdditions] = useState(0);
  useEffect(() => {
    if (additions === 0) return;
    const name = list.current?.parentElement?.querySelector<HTMLInputElement>(
      '.cards-editor input[name="card-name"]',
    );
    name?.focus();
    name?.select();
  }, [additions]);

  const add = () => {
    const result = addCard();
    if (!result.ok) return;
    selectCard(result.value.cards.at(-1)?.name);
    setAdditions((n) => n + 1);
  };
  const duplicate = (name: string) => {
    const result = duplicateCard(name);
    if (!result.ok) return;
    const index = result.value.cards.findIndex((c) => c.name === name);
    selectCard(result.value.cards[index + 1]?.name);
  };
  const remove = (name: string) => {
    setDeleting(undefined);
    if (deleteCard(name).ok) setDeletions((n) => n + 1);
  };
  const pathsNaming = (name: string) =>
    store.getState().workspace.paths.filter((p) => p.hops.includes(name)).length;

  return (
    <section ref={list} className="cards-list" aria-labelledby="cards-list-title">
      <header className="cards-list-head">
        <h2 id="cards-list-title" className="cards-list-title">
          Agent cards <span className="cards-count">{cards.length}</span>
        </h2>
        <div className="cards-list-buttons">
          <Button size="sm" variant="primary" icon={<PlusIcon />} onClick={add}>
            Add card
          </Button>
          <Button size="sm" icon={<ImportIcon />} onClick={onImport}>
            Import card
          </Button>
        </div>
      </header>
      {cards.length === 0 ? (
        <p className="cards-empty-note">No cards yet. Add one, or import a card you have.</p>
      ) : (
        <>
          {rows.windowed && <WindowNote count={cards.length} noun="cards" />}
          <ul className="cards-list-items" {...rows.listProps}>
            {rows.slots.map((slot) => {
              if (slot.kind === 'spacer') {
                return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
              }
              const { index } = slot;
              const card = cards[index];
              if (card === undefined) return null;
              return (
                <CardListItem
                  // By place, not name: a rename keeps the row (and returns focus to it).
                  key={index}
                  card={card}
                  row={rows.rowProps(index)}
                  tabbable={rows.tabStop === undefined || rows.tabStop === index}
                  selected={card.name === shown}
                  change={changeOf(card.name)}
                  onSelect={() => selectCard(card.name)}
                  rename={(to) => {
                    const result = renameCard(card.name, to);
                    return result.ok ? undefined : result.error.message;
                  }}
                  onDuplicate={() => duplicate(card.name)}
                  onDelete={() => setDeleting(card.name)}
                />
              );
            })}
          </ul>
        </>
      )}
      {cardChanges !== undefined && cardChanges.removed.length > 0 && (
        <p className="cards-removed">
          <ChangeMark glyph="removed">removed</ChangeMark> since the {comparison?.baseline.label}:{' '}
          {cardChanges.removed.join(', ')}
        </p>
      )}
      {deleting !== undefined && (
        <ConfirmDialog
          title={`Delete ${deleting}?`}
          confirmLabel="Delete card"
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          <p>
            {pathNote(pathsNaming(deleting))}
            Undo (Ctrl+Z) brings the card back.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
