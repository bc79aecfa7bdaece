// Everything that changed against the baseline, in full: flipped verdicts, listings and hops, then
// field by field what was edited. The summary line above every panel counts the same things.
import type { ReactNode } from 'react';
import { ChangeMark } from '../../components/change-mark';
import { FieldChanges } from '../../components/field-changes';
import type { ItemChanges } from '../../core/compare';
import { useWorkbench } from '../../store';
import { changeCounts } from '../../store/review/summary';
import { fieldLines, flipText, pendingText, verdictText } from '../../store/review/describe';
import { selectComparison } from '../../store/review/comparison';

function Block({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="review-block">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Items({ title, noun, items }: { title: string; noun: string; items: ItemChanges }) {
  if (items.added.length + items.removed.length + items.changed.length === 0) return null;
  return (
    <Block title={title}>
      <ul className="review-items">
        {items.added.map((key) => (
          <li key={`+${key}`}>
            <ChangeMark glyph="added">added</ChangeMark> {noun} <strong>{key}</strong>
          </li>
        ))}
        {items.removed.map((key) => (
          <li key={`-${key}`}>
            <ChangeMark glyph="removed">removed</ChangeMark> {noun} <strong>{key}</strong>
          </li>
        ))}
        {items.changed.map(({ key, fields }) => (
          <li key={`~${key}`}>
            <ChangeMark>changed</ChangeMark> {noun} <strong>{key}</strong>
            <FieldChanges label={`Changes to ${noun} ${key}`} lines={fieldLines(fields)} />
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function ChangesDetail() {
  const comparison = useWorkbench(selectComparison);
  if (comparison === undefined) {
    return (
      <section className="surface-card review-card" aria-labelledby="review-changes-title">
        <h2 id="review-changes-title">Changes since the baseline</h2>
        <p className="review-hint">
          No baseline is set. Record a review, or pick a baseline, to see what changed since.
        </p>
      </section>
    );
  }
  const { baseline, changes, pending, renamed } = comparison;
  const counts = changeCounts(changes);
  return (
    <section className="surface-card review-card" aria-labelledby="review-changes-title">
      <h2 id="review-changes-title">Changes since the {baseline.label}</h2>
      {counts.length === 0 && !renamed ? (
        <p>
          {pending.size > 0 ? 'No change found so far.' : 'Nothing a review covers has changed.'}
        </p>
      ) : (
        <ul className="review-counts" aria-label="Changes by kind">
          {counts.map((c) => (
            <li key={c.kind}>{c.text}</li>
          ))}
          {renamed && <li>workspace renamed</li>}
        </ul>
      )}
      {pending.size > 0 && (
        <p className="review-hint" role="status">
          {pendingText(pending)}
        </p>
      )}
      {changes.cells.length > 0 && (
        <Block title="Verdicts that flipped">
          <ul className="review-lines">
            {changes.cells.map((flip) => (
              <li key={`${flip.callerId}\u0000${flip.agent}`}>{flipText(flip)}</li>
            ))}
          </ul>
        </Block>
      )}
      {changes.visibility.length > 0 && (
        <Block title="Discovery">
          <ul className="review-lines">
            {changes.visibility.map((v) => (
              <li key={`${v.callerId}\u0000${v.agent}`}>
                {v.agent} is now {v.visible ? 'listed for' : 'hidden from'} {v.callerId}
              </li>
            ))}
          </ul>
        </Block>
      )}
      {changes.hops.length > 0 && (
        <Block title="Planned hops">
          <ul className="review-lines">
            {changes.hops.map((h) => (
              <li key={`${h.pathId}\u0000${h.index}`}>
                {h.pathId} hop {h.index + 1} ({h.from} → {h.to}):{' '}
                {h.before.status === 'denied' ? verdictText(h.before.codes) : h.before.status} →{' '}
                {h.after.status === 'denied' ? verdictText(h.after.codes) : h.after.status}
              </li>
            ))}
          </ul>
        </Block>
      )}
      {changes.policy.length > 0 && (
        <Block title="Policy">
          <FieldChanges label="Changes to the policy" lines={fieldLines(changes.policy)} />
        </Block>
      )}
      <Items title="Agent cards" noun="card" items={changes.cards} />
      <Items title="Callers" noun="caller" items={changes.callers} />
      <Items title="Paths" noun="path" items={changes.paths} />
      <Items title="Behaviour scripts" noun="behaviour" items={changes.behaviours} />
      <Items title="Trusted keys" noun="key" items={changes.trustedKeys} />
      {changes.callbackHosts.added.length + changes.callbackHosts.removed.length > 0 && (
        <Block title="Callback allow-list">
          <ul className="review-items">
            {changes.callbackHosts.added.map((h) => (
              <li key={`+${h}`}>
                <ChangeMark glyph="added">added</ChangeMark> <code>{h}</code>
              </li>
            ))}
            {changes.callbackHosts.removed.map((h) => (
              <li key={`-${h}`}>
                <ChangeMark glyph="removed">removed</ChangeMark> <code>{h}</code>
              </li>
            ))}
          </ul>
        </Block>
      )}
    </section>
  );
}
