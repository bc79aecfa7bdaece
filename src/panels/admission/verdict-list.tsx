// Every card's verdict for the caller: ALLOW, or DENY with each denial's code and reason. The
// words and icons carry the verdict; colour only repeats it.
import { memo } from 'react';
import { Badge } from '../../components/badge';
import { ChangeMark } from '../../components/change-mark';
import { CheckIcon, CloseIcon } from '../../components/icons';
import { RowSpacer } from '../../components/row-spacer';
import { sameRow, useWindowedRows, type RowProps } from '../../components/use-windowed-rows';
import { WindowNote } from '../../components/window-note';
import type { CardVerdict } from '../../store';

export interface VerdictListProps {
  readonly verdicts: readonly CardVerdict[];
  /** How a card's verdict changed against the baseline, in words, if it did. */
  readonly changeOf?: (agent: string) => string | undefined;
  /** True for a card the baseline did not have. */
  readonly isNew?: (agent: string) => boolean;
}

interface VerdictRowProps {
  readonly verdict: CardVerdict;
  readonly index: number;
  readonly row: RowProps;
  readonly tabIndex: 0 | -1 | undefined;
  readonly change: string | undefined;
  readonly isNew: boolean;
}

const VerdictRow = memo(function VerdictRow({
  verdict: { card, denials },
  index,
  row,
  tabIndex,
  change,
  isNew,
}: VerdictRowProps) {
  const titleId = `admission-verdict-${index}`;
  const allowed = denials.length === 0;
  return (
    <li
      className={`admission-verdict ${allowed ? 'admission-allow' : 'admission-deny'}`}
      aria-labelledby={titleId}
      {...row}
      tabIndex={tabIndex}
    >
      <div className="admission-verdict-head">
        <h3 id={titleId} className="admission-card-name">
          {card.name}
        </h3>
        {allowed ? (
          <Badge tone="success" icon={<CheckIcon size={12} />}>
            ALLOW
          </Badge>
        ) : (
          <Badge tone="danger" icon={<CloseIcon size={12} />}>
            DENY · {denials.length} {denials.length === 1 ? 'reason' : 'reasons'}
          </Badge>
        )}
        {change !== undefined && <ChangeMark>{change}</ChangeMark>}
        {isNew && <ChangeMark glyph="added">new since the baseline</ChangeMark>}
      </div>
      {!allowed && (
        <ul className="admission-denials" aria-label={`Why ${card.name} is denied`}>
          {denials.map(({ code, reason }) => (
            <li key={code} className="admission-denial">
              <Badge tone="danger" code>
                {code}
              </Badge>
              <span className="admission-reason">{reason}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}, sameRow);

export function VerdictList({ verdicts, changeOf, isNew }: VerdictListProps) {
  const rows = useWindowedRows({
    count: verdicts.length,
    keyOf: (i) => verdicts[i]?.card.name ?? '',
    // The name and verdict, then a line per denial.
    estimate: (i) => 48 + 29 * (verdicts[i]?.denials.length ?? 0),
  });
  if (verdicts.length === 0) {
    return (
      <p className="admission-empty">There are no cards to admit. Add one in the Cards panel.</p>
    );
  }
  return (
    <>
      {rows.windowed && <WindowNote count={verdicts.length} noun="verdicts" />}
      <ul className="admission-verdicts" {...rows.listProps}>
        {rows.slots.map((slot) => {
          if (slot.kind === 'spacer') {
            return <RowSpacer key={`spacer-${slot.before}`} height={slot.height} />;
          }
          const verdict = verdicts[slot.index];
          if (verdict === undefined) return null;
          return (
            <VerdictRow
              key={verdict.card.name}
              verdict={verdict}
              index={slot.index}
              row={rows.rowProps(slot.index)}
              tabIndex={rows.tabIndexOf(slot.index)}
              change={changeOf?.(verdict.card.name)}
              isNew={isNew?.(verdict.card.name) === true}
            />
          );
        })}
      </ul>
    </>
  );
}
