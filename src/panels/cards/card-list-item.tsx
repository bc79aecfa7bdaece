// One row of the card list: select it; the selected row offers rename, duplicate and delete.
import { memo, useEffect, useId, useRef, useState } from 'react';
import type { AgentCard } from '../../core/card';
import type { RowProps } from '../../components/use-windowed-rows';
import { Button } from '../../components/button';
import { ChangeMark } from '../../components/change-mark';
import { DuplicateIcon, PencilIcon, TrashIcon } from '../../components/panel-icons';
import { CardSummary, summaryIds } from './card-summary';
import { RenameForm } from './rename-form';
import { SignaturePill } from './signature-pill';

export interface CardListItemProps {
  readonly card: AgentCard;
  /** Its place in the list, for windowing. */
  readonly row: RowProps;
  /** Whether Tab stops at this row (a windowed list has one Tab stop). */
  readonly tabbable: boolean;
  readonly selected: boolean;
  /** Whether the card is new or changed against the baseline. */
  readonly change?: 'added' | 'changed' | undefined;
  readonly onSelect: () => void;
  readonly rename: (to: string) => string | undefined;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

function CardListItemView({
  card,
  row,
  tabbable,
  selected,
  change,
  onSelect,
  rename,
  onDuplicate,
  onDelete,
}: CardListItemProps) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const select = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!renaming && returnFocus) select.current?.focus();
  }, [renaming, returnFocus]);

  return (
    <li className={`cards-list-item${selected ? ' is-selected' : ''}`} {...row}>
      {renaming ? (
        <RenameForm
          name={card.name}
          rename={rename}
          onDone={() => {
            setRenaming(false);
            setReturnFocus(true);
          }}
        />
      ) : (
        <>
          <button
            ref={select}
            type="button"
            data-row-focus
            tabIndex={tabbable ? 0 : -1}
            className="cards-list-select"
            aria-current={selected ? 'true' : undefined}
            aria-labelledby={summaryIds(id).name}
            aria-describedby={
              change === undefined ? summaryIds(id).about : `${summaryIds(id).about} ${id}-change`
            }
            onClick={onSelect}
          >
            <CardSummary card={card} id={id} />
            <SignaturePill name={card.name} />
            {change !== undefined && (
              <span id={`${id}-change`}>
                <ChangeMark glyph={change}>
                  {change === 'added' ? 'new since the baseline' : 'changed since the baseline'}
                </ChangeMark>
              </span>
            )}
          </button>
          {selected && (
            <div className="cards-list-actions">
              <Button
                size="sm"
                variant="ghost"
                icon={<PencilIcon />}
                aria-label={`Rename ${card.name}`}
                onClick={() => setRenaming(true)}
              >
                Rename
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<DuplicateIcon />}
                aria-label={`Duplicate ${card.name}`}
                onClick={onDuplicate}
              >
                Duplicate
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<TrashIcon />}
                aria-label={`Delete ${card.name}`}
                onClick={onDelete}
              >
                Delete
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/**
 * Re-renders only when its card or its selection changes: the callbacks act on the card's name
 * through stable store actions, so a new closure for the same card changes nothing.
 */
export const CardListItem = memo(
  CardListItemView,
  (before, after) =>
    before.card === after.card &&
    before.row.ref === after.row.ref &&
    before.row['data-row-index'] === after.row['data-row-index'] &&
    before.row['aria-setsize'] === after.row['aria-setsize'] &&
    before.tabbable === after.tabbable &&
    before.selected === after.selected &&
    before.change === after.change,
);
