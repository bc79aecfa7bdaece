// The callers, each with its tenant, classification and reach; choosing one selects it for every
// panel (discovery, admission and the matrix look from the selected caller).
import { Button } from '../../components/button';
import { ChangeMark } from '../../components/change-mark';
import { selectCallers, useWorkbench, useWorkbenchActions } from '../../store';
import { selectComparison } from '../../store/review/comparison';
import { CallerReach } from './caller-reach';

export function CallerList({ selectedId }: { readonly selectedId: string | undefined }) {
  const callers = useWorkbench(selectCallers);
  const changes = useWorkbench(selectComparison)?.changes.callers;
  const changeOf = (id: string) =>
    changes?.added.includes(id)
      ? 'added'
      : changes?.changed.some((c) => c.key === id)
        ? 'changed'
        : undefined;
  const { addCaller, selectCaller } = useWorkbenchActions();
  const add = () => {
    const result = addCaller();
    if (result.ok) selectCaller(result.value.callers.at(-1)?.agentId);
  };
  return (
    <section className="surface-card callers-list" aria-labelledby="callers-list-title">
      <div className="callers-list-head">
        <h2 id="callers-list-title">Callers ({callers.length})</h2>
        <Button size="sm" variant="primary" onClick={add}>
          Add caller
        </Button>
      </div>
      {callers.length === 0 ? (
        <p className="callers-empty">
          No callers yet. A caller is the agent that delegates; add one to see what it may discover
          and delegate to.
        </p>
      ) : (
        <ul className="callers-items">
          {callers.map((caller) => (
            <li key={caller.agentId}>
              <button
                type="button"
                className="callers-item"
                aria-current={caller.agentId === selectedId ? 'true' : undefined}
                onClick={() => selectCaller(caller.agentId)}
              >
                <span className="callers-item-id">{caller.agentId}</span>
                {changeOf(caller.agentId) !== undefined && (
                  <ChangeMark glyph={changeOf(caller.agentId)}>
                    {changeOf(caller.agentId) === 'added'
                      ? 'new since the baseline'
                      : 'changed since the baseline'}
                  </ChangeMark>
                )}
                {/* Each fact wraps as a whole, so a narrow list never leaves "depth" on one
                    line and its number on the next. */}
                <span className="callers-item-meta">
                  <span className="callers-item-fact">
                    {caller.tenant === '' ? 'no tenant' : `tenant ${caller.tenant}`}
                  </span>{' '}
                  · <span className="callers-item-fact">{caller.dataClassification} data</span> ·{' '}
                  <span className="callers-item-fact">depth {caller.delegationChain.length}</span>
                </span>
                <CallerReach agentId={caller.agentId} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {changes !== undefined && changes.removed.length > 0 && (
        <p className="callers-removed">
          <ChangeMark glyph="removed">removed</ChangeMark> since the baseline:{' '}
          {changes.removed.join(', ')}
        </p>
      )}
    </section>
  );
}
