// The callers panel: every caller context the workbench reasons about, with how far each reaches,
// and an editor for the selected one. Discovery and admission are always relative to a caller.
import { useWorkbench } from '../../store';
import { CallerEditor } from './caller-editor';
import { CallerList } from './caller-list';
import './callers.css';

export default function CallersPanel() {
  const index = useWorkbench((s) => {
    const at = s.workspace.callers.findIndex((c) => c.agentId === s.selection.callerId);
    return at < 0 ? 0 : at;
  });
  const caller = useWorkbench((s) => s.workspace.callers[index]);
  return (
    <div className="callers">
      <p className="callers-intro">
        A caller is the agent that wants to delegate: its tenant, the classification of the data it
        carries, its scopes and the chain of agents that delegated before it decide what it may
        discover and what admission lets it call.
      </p>
      <div className="callers-layout">
        <CallerList selectedId={caller?.agentId} />
        {caller !== undefined && <CallerEditor key={index} caller={caller} index={index} />}
      </div>
    </div>
  );
}
