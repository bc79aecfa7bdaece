// The admission panel: for the selected caller, whether it may delegate to each card and every
// reason when not, beside the policy that decides it. Edits anywhere recompute the verdicts.
import { useShallow } from 'zustand/react/shallow';
import { SelectField } from '../../components/select-field';
import {
  admissionFor,
  selectCallerIds,
  selectSelectedCaller,
  useWorkbench,
  useWorkbenchActions,
} from '../../store';
import { cellKey, flipsByCell, selectComparison } from '../../store/review/comparison';
import { flipWords, wasText } from '../../store/review/describe';
import { EvidenceActions } from './evidence-actions';
import { PolicyEditor } from './policy-editor';
import { VerdictList } from './verdict-list';
import './admission.css';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

export default function AdmissionPanel() {
  const caller = useWorkbench(selectSelectedCaller);
  const callerIds = useWorkbench(useShallow(selectCallerIds));
  const { selectCaller } = useWorkbenchActions();
  const verdicts = useWorkbench((s) =>
    caller === undefined ? undefined : admissionFor(s.workspace, caller.agentId, s.cardTrust),
  );
  const signatureRule = useWorkbench((s) => s.workspace.policy.requireTrustedSignature === true);
  const allowed = verdicts?.filter((v) => v.denials.length === 0).length ?? 0;
  const comparison = useWorkbench(selectComparison);
  const flips = comparison && flipsByCell(comparison.changes);
  const changeOf = (agent: string) => {
    const flip = caller && flips?.get(cellKey(caller.agentId, agent));
    return flip && `${flipWords(flip)}, ${wasText(flip)}`;
  };
  const added = new Set(comparison?.changes.cards.added);
  const changed = verdicts?.filter((v) => changeOf(v.card.name) !== undefined).length ?? 0;

  return (
    <div className="admission">
      <p className="admission-intro">
        Admission is what A2A leaves to the platform: before a delegation is sent, the caller's
        depth, tenant, data classification and scopes are checked against the card and the policy
        {signatureRule && ', and the card must carry a valid signature from a trusted key'}. Every
        denial is listed, not just the first.
      </p>
      <div className="admission-layout">
        <section
          className="surface-card admission-results"
          aria-labelledby="admission-results-title"
        >
          <h2 id="admission-results-title">Verdicts</h2>
          {caller === undefined || verdicts === undefined ? (
            <p className="admission-empty">
              There are no callers. Add one in the <a href="#/callers">Callers panel</a> to see its
              verdicts.
            </p>
          ) : (
            <>
              <div className="admission-toolbar">
                {/* The choice is the store's selection, so discovery and the matrix follow it. */}
                <SelectField
                  label="Caller"
                  className="admission-caller"
                  value={caller.agentId}
                  options={callerIds}
                  onChange={selectCaller}
                />
                <EvidenceActions callerId={caller.agentId} />
              </div>
              <p className="admission-summary" role="status">
                <strong>{caller.agentId}</strong> may delegate to {allowed} of{' '}
                {cards(verdicts.length)}; {verdicts.length - allowed} denied.
                {comparison !== undefined && (
                  <span className="admission-summary-changed">
                    {' '}
                    Δ {changed} {changed === 1 ? 'verdict' : 'verdicts'} changed since the{' '}
                    {comparison.baseline.label}.
                  </span>
                )}
              </p>
              <VerdictList
                verdicts={verdicts}
                {...(comparison === undefined
                  ? {}
                  : { changeOf, isNew: (agent: string) => added.has(agent) })}
              />
            </>
          )}
        </section>
        <PolicyEditor />
      </div>
    </div>
  );
}
