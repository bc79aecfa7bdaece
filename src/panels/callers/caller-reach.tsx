// One line per caller saying how far it reaches: how many cards discovery lists for it and how
// many admission lets it delegate to, both derived from the store's memoised selectors.
import { admissionFor, discoveryFor, useWorkbench } from '../../store';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

export function CallerReach({ agentId }: { readonly agentId: string }) {
  const discovery = useWorkbench((s) => discoveryFor(s.workspace, agentId));
  const verdicts = useWorkbench((s) => admissionFor(s.workspace, agentId, s.cardTrust));
  if (discovery === undefined || verdicts === undefined) return null;
  const total = verdicts.length;
  const admitted = verdicts.filter((v) => v.denials.length === 0).length;
  return (
    <span className="callers-reach">
      Discovers {discovery.visible.length} of {cards(total)} · may delegate to {admitted}
    </span>
  );
}
