// The graph's node kinds: a caller that starts paths, an agent card, and a name a path mentions
// that has no card. Small and memoised: React Flow re-renders a node only when its data changes.
// Fitted too small to read, a node draws only its name and level (NodesDetailed), and further out
// only its box and handles (NodesBare).
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo, use } from 'react';
import { FocusShown, dimClass } from './focus';
import { NodesBare, NodesDetailed } from './labels-shown';
import type { AgentNode, CallerNode, MissingNode } from './to-flow';

/** `graph-dim` when a focus leaves node `id` out. */
const useDim = (id: string): string => dimClass(use(FocusShown)?.nodes, id);

/** True when the node is drawn as its box alone: far out, unless it is selected. */
const useBare = (selected: boolean): boolean => use(NodesBare) && !selected;

const bareClass = (bare: boolean) => (bare ? ' graph-node-bare' : '');

const tenantsText = (tenants: readonly string[]) =>
  tenants.length === 0 ? 'all tenants' : tenants.join(', ');

function Level({ level, prefix }: { readonly level: string; readonly prefix: string }) {
  return (
    <span className={`graph-level graph-level-${level}`}>
      <span className="graph-level-prefix">{prefix}</span> {level}
    </span>
  );
}

const CallerNodeView = memo(function CallerNodeView({ id, data, selected }: NodeProps<CallerNode>) {
  const { caller } = data;
  const detailed = use(NodesDetailed);
  const bare = useBare(selected);
  return (
    <div className={`graph-node graph-node-caller${bareClass(bare)}${useDim(id)}`}>
      {!bare && (
        <>
          <div className="graph-node-name" title={caller.agentId}>
            {caller.agentId}
          </div>
          {/* Three rows, as an agent node has: a fourth did not fit the fixed node height. */}
          {detailed && (
            <div className="graph-node-meta">
              <span className="graph-node-kind">Caller</span> · tenant {caller.tenant || '(none)'}
            </div>
          )}
          <Level level={caller.dataClassification} prefix="carries" />
        </>
      )}
      <Handle type="source" position={Position.Right} />
    </div>
  );
});

const AgentNodeView = memo(function AgentNodeView({ id, data, selected }: NodeProps<AgentNode>) {
  const { card } = data;
  const { owner, tenants, maxDataClassification } = card.platform;
  const detailed = use(NodesDetailed);
  const bare = useBare(selected);
  return (
    <div className={`graph-node graph-node-agent${bareClass(bare)}${useDim(id)}`}>
      <Handle type="target" position={Position.Left} />
      {!bare && (
        <>
          <div className="graph-node-name" title={card.name}>
            {card.name}
          </div>
          {detailed && (
            <div
              className="graph-node-meta"
              title={`owner ${owner || '(none)'} · ${tenantsText(tenants)}`}
            >
              {owner || '(no owner)'} · {tenantsText(tenants)}
            </div>
          )}
          <Level level={maxDataClassification} prefix="up to" />
        </>
      )}
      <Handle type="source" position={Position.Right} />
    </div>
  );
});

const MissingNodeView = memo(function MissingNodeView({
  id,
  data,
  selected,
}: NodeProps<MissingNode>) {
  const bare = useBare(selected);
  return (
    <div className={`graph-node graph-node-missing${bareClass(bare)}${useDim(id)}`}>
      {data.role === 'agent' && <Handle type="target" position={Position.Left} />}
      {!bare && (
        <>
          <div className="graph-node-kind">
            {data.role === 'agent' ? 'No agent card' : 'No caller'}
          </div>
          <div className="graph-node-name" title={data.name}>
            {data.name}
          </div>
        </>
      )}
      <Handle type="source" position={Position.Right} />
    </div>
  );
});

/** Defined once, outside any component, as React Flow requires. */
export const nodeTypes = {
  caller: CallerNodeView,
  agent: AgentNodeView,
  missing: MissingNodeView,
} satisfies NodeTypes;
