// One selected node: a caller with its context and paths, an agent card's summary, or a name a
// path mentions that has no card; with the hops in and out and the ways to add a hop from here.
import { offeredSchemeTypes } from '../../core/card';
import { trustOf } from '../../core/card-trust';
import { SignatureStatus } from '../../components/signature-status';
import { useWorkbench } from '../../store';
import { signatureView } from '../../store/signature-view';
import { contextFacts } from '../../store/verdict-view';
import type { GraphNode, HopEdge } from './to-flow';
import type { FlowTarget } from './use-flow-view';
import { AddHopForm } from './add-hop-form';
import { HopList } from './hop-list';
import { showUrl } from '../../components/display-url';

export interface NodeDetailsProps {
  readonly node: GraphNode;
  readonly incoming: readonly HopEdge[];
  readonly outgoing: readonly HopEdge[];
  /** Paths whose last hop is this node's agent. */
  readonly endingPaths: readonly string[];
  readonly agents: readonly string[];
  readonly onSelect: (target: FlowTarget) => void;
  readonly onNewPath: (callerId: string, agent: string) => void;
  readonly onExtend: (pathId: string, agent: string) => void;
}

function Facts({ facts }: { readonly facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="graph-facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const list = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ');

function Hops({
  title,
  edges,
  onSelect,
  empty,
}: {
  readonly title: string;
  readonly edges: readonly HopEdge[];
  readonly onSelect: (target: FlowTarget) => void;
  readonly empty: string;
}) {
  return (
    <section className="graph-details-section">
      <h3>
        {title} ({edges.length})
      </h3>
      <HopList edges={edges} onSelect={onSelect} empty={empty} />
    </section>
  );
}

/** The card's signature status from the store's verdicts, and what the policy's rule makes of it. */
function CardSignature({ name }: { readonly name: string }) {
  const trust = useWorkbench((s) => trustOf(s.cardTrust, name));
  const rule = useWorkbench((s) => s.workspace.policy.requireTrustedSignature === true);
  const view = signatureView(trust);
  return (
    <section className="graph-details-section">
      <h3>Signature</h3>
      <SignatureStatus
        {...view}
        note={
          rule && view.status !== 'valid'
            ? 'The policy’s signature rule denies every delegation to it (SIGNATURE_NOT_TRUSTED).'
            : undefined
        }
      />
    </section>
  );
}

export function NodeDetails(props: NodeDetailsProps) {
  const { node, incoming, outgoing, endingPaths, agents, onSelect, onNewPath, onExtend } = props;
  if (node.type === 'caller') {
    const { caller } = node.data;
    return (
      <div className="graph-details-body">
        <h2 className="graph-details-title">Caller {caller.agentId}</h2>
        <Facts
          facts={[
            ...contextFacts(caller),
            { label: 'Delegated by', value: list(caller.delegationChain, '(nobody)') },
          ]}
        />
        <Hops
          title="Paths from here"
          edges={outgoing}
          onSelect={onSelect}
          empty="No path starts here yet."
        />
        <section className="graph-details-section">
          <h3>New path</h3>
          <p className="graph-details-hint">
            Starts a path from {caller.agentId}. Dragging from this caller to an agent does the
            same.
          </p>
          <AddHopForm
            agents={agents}
            submitLabel="New path"
            onSubmit={(agent) => onNewPath(caller.agentId, agent)}
          />
        </section>
      </div>
    );
  }
  if (node.type === 'missing') {
    const { name, role } = node.data;
    return (
      <div className="graph-details-body">
        <h2 className="graph-details-title">{name}</h2>
        <p className="graph-details-note">
          {role === 'agent'
            ? `No agent card is named ${name}. Add the card in the Cards panel, or remove the hops to it.`
            : `No caller has the agent id ${name}. Add the caller in the Callers panel, or delete its paths.`}
        </p>
        <Hops title="Hops in" edges={incoming} onSelect={onSelect} empty="None." />
        <Hops title="Hops out" edges={outgoing} onSelect={onSelect} empty="None." />
      </div>
    );
  }
  const { card } = node.data;
  const { owner, tenants, maxDataClassification } = card.platform;
  return (
    <div className="graph-details-body">
      <h2 className="graph-details-title">{card.name}</h2>
      {card.description !== '' && <p className="graph-details-description">{card.description}</p>}
      <Facts
        facts={[
          { label: 'Owner', value: owner || '(none)' },
          { label: 'Tenants', value: list(tenants, 'all tenants') },
          { label: 'Cleared up to', value: maxDataClassification },
          { label: 'Authentication', value: list(offeredSchemeTypes(card), '(none)') },
          { label: 'Version', value: card.version },
          { label: 'URL', value: showUrl(card.url).text },
        ]}
      />
      <CardSignature name={card.name} />
      <Hops
        title="Hops in"
        edges={incoming}
        onSelect={onSelect}
        empty="No path reaches this agent."
      />
      <Hops
        title="Hops out"
        edges={outgoing}
        onSelect={onSelect}
        empty="No path continues from here."
      />
      <section className="graph-details-section">
        <h3>Extend a path</h3>
        {endingPaths.length === 0 ? (
          <p className="graph-details-hint">
            No path ends at this agent. A hop from an agent extends a path that ends there; start
            new paths from a caller.
          </p>
        ) : (
          <AddHopForm
            agents={agents}
            paths={endingPaths}
            submitLabel="Add hop"
            onSubmit={(agent, pathId) => pathId !== undefined && onExtend(pathId, agent)}
          />
        )}
      </section>
    </div>
  );
}
