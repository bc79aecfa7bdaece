// The selected cell in full: the same verdict details the graph shows for a hop (every denial,
// the caller context, the chain) plus a summary of the agent card.
import { Button } from '../../components/button';
import { ChangeMark } from '../../components/change-mark';
import { VerdictDetails } from '../../components/verdict-details';
import { SignatureStatus } from '../../components/signature-status';
import { checkDelegation } from '../../core/admission';
import { offeredSchemeTypes } from '../../core/card';
import { trustOf } from '../../core/card-trust';
import { selectPolicy, useWorkbench } from '../../store';
import { signatureView } from '../../store/signature-view';
import type { PolicyMatrix } from '../../store/matrix';
import { admissionView } from '../../store/verdict-view';
import type { CellRef } from './matrix-table';

export interface CellDetailsProps {
  readonly matrix: PolicyMatrix;
  readonly cell: CellRef | undefined;
  readonly onClose: () => void;
  /** How the verdict changed against the baseline, in words, if it did. */
  readonly change?: string | undefined;
}

export function CellDetails({ matrix, cell, onClose, change }: CellDetailsProps) {
  const policy = useWorkbench(selectPolicy);
  const cardTrust = useWorkbench((s) => s.cardTrust);
  const i = cell === undefined ? -1 : matrix.callers.findIndex((c) => c.agentId === cell.callerId);
  const j = cell === undefined ? -1 : matrix.cards.findIndex((c) => c.name === cell.agent);
  const caller = matrix.callers[i];
  const card = matrix.cards[j];
  if (caller === undefined || card === undefined) {
    return (
      <div className="matrix-details-body">
        <h2 className="matrix-details-title">Cell details</h2>
        <p className="muted">
          Select a cell to see every denial, the caller context it was judged with and the chain.
        </p>
      </div>
    );
  }
  // The grid holds codes only; the reasons are worded here, for this one cell.
  const trust = trustOf(cardTrust, card.name);
  const denials = checkDelegation(caller, card, policy, trust);
  const signature = signatureView(trust);
  const { owner, tenants, maxDataClassification } = card.platform;
  return (
    <div className="matrix-details-body">
      <h2 className="matrix-details-title">
        {caller.agentId} → {card.name}
      </h2>
      {change !== undefined && (
        <p>
          <ChangeMark>{change}</ChangeMark>
        </p>
      )}
      <VerdictDetails data={admissionView(caller, card.name, denials)} />
      <section className="matrix-details-section">
        <h3>Agent card</h3>
        <dl className="matrix-facts">
          <div>
            <dt>Owner</dt>
            <dd>{owner || '(none)'}</dd>
          </div>
          <div>
            <dt>Tenants</dt>
            <dd>{tenants.join(', ') || 'all tenants'}</dd>
          </div>
          <div>
            <dt>Cleared up to</dt>
            <dd>{maxDataClassification}</dd>
          </div>
          <div>
            <dt>Authentication</dt>
            <dd>{offeredSchemeTypes(card).join(', ') || '(none)'}</dd>
          </div>
        </dl>
        <SignatureStatus {...signature} />
      </section>
      <Button size="sm" onClick={onClose}>
        Close details
      </Button>
    </div>
  );
}
