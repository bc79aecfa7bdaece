// Edit the behaviour scripts the engine runs: pick one (the session runs the same one), rename it,
// add, remove and reorder its steps, or load a built-in. Every edit is an undoable store step.
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { PlusIcon, TrashIcon } from '../../../components/panel-icons';
import {
  BUILT_IN_BEHAVIOURS,
  type BehaviourOp,
  type BehaviourScript,
  type BehaviourStep,
} from '../../../core/behaviour';
import { jsonEqual, type JsonValue } from '../../../core/json';
import { ok } from '../../../core/result';
import {
  edits,
  sessionChoiceOf,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchApi,
} from '../../../store';
import { newStep, STEP_OPS } from './steps';
import { StepList } from './step-list';
import { TextField } from './text-field';
import './script-editor.css';
import { useSessionActions } from '../../../store/session-actions';

const asJson = (script: BehaviourScript) => script as unknown as JsonValue;

export function ScriptEditor() {
  const id = useId();
  const store = useWorkbenchApi();
  const actions = useWorkbenchActions();
  const session = useSessionActions();
  const behaviours = useWorkbench((s) => s.workspace.behaviours);
  const script = useWorkbench((s) => sessionChoiceOf(s.workspace, s.session.setup).script);
  const [op, setOp] = useState<BehaviourOp>('work');

  const select = (behaviourId: string) => session.configure({ behaviourId });
  const loadBuiltIn = (builtIn: BehaviourScript) => {
    const ws = store.getState().workspace;
    const known = ws.behaviours.find((b) => b.id === builtIn.id);
    if (known === undefined) actions.addBehaviour(structuredClone(builtIn));
    else if (!jsonEqual(asJson(known), asJson(builtIn))) {
      const restored = edits.updateBehaviour(ws, builtIn.id, () => ok(structuredClone(builtIn)));
      if (restored.ok) actions.commit(`Restore ${builtIn.name}`, restored.value);
    }
    select(builtIn.id);
  };
  const addBehaviour = () => {
    const before = new Set(store.getState().workspace.behaviours.map((b) => b.id));
    const added = actions.addBehaviour();
    const created = added.ok ? added.value.behaviours.find((b) => !before.has(b.id)) : undefined;
    if (created !== undefined) select(created.id);
  };

  if (script === undefined) {
    return (
      <div className="lifecycle-script">
        <p className="muted">The workspace has no behaviour scripts.</p>
        <BuiltIns onLoad={loadBuiltIn} onNew={addBehaviour} />
      </div>
    );
  }

  const changeStep = (index: number, step: BehaviourStep, field: string) => {
    const ws = store.getState().workspace;
    const next = edits.updateStep(ws, script.id, index, step);
    if (!next.ok) return next.error.message;
    actions.commit('Edit step', next.value, { mergeKey: `step:${script.id}:${index}:${field}` });
    return undefined;
  };
  const describe = (field: 'name' | 'description', text: string) => {
    if (field === 'name' && text.trim() === '') return 'a behaviour needs a name';
    const ws = store.getState().workspace;
    const next = edits.describeBehaviour(ws, script.id, { [field]: text });
    if (!next.ok) return next.error.message;
    actions.commit('Edit behaviour', next.value, { mergeKey: `behaviour:${script.id}:${field}` });
    return undefined;
  };

  return (
    <div className="lifecycle-script">
      <div className="lifecycle-script-head">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-script`}>
            Behaviour to edit (and run)
          </label>
          <select
            id={`${id}-script`}
            className="select"
            value={script.id}
            onChange={(event) => select(event.target.value)}
          >
            {behaviours.map((b) => (
              <option key={b.id} value={b.id}>
                {behaviours.filter((other) => other.name === b.name).length > 1
                  ? `${b.name} (${b.id})`
                  : b.name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          key={`${script.id}-name`}
          label="Name"
          value={script.name}
          apply={(text) => describe('name', text)}
        />
        <TextField
          key={`${script.id}-description`}
          label="Description"
          value={script.description}
          apply={(text) => describe('description', text)}
        />
        <Button
          variant="danger"
          size="sm"
          icon={<TrashIcon />}
          onClick={() => actions.deleteBehaviour(script.id)}
        >
          Delete behaviour
        </Button>
      </div>
      <StepList
        key={script.id}
        script={script}
        onChange={changeStep}
        onMove={(from, to) => actions.moveStep(script.id, from, to)}
        onRemove={(index) => actions.removeStep(script.id, index)}
      />
      <form
        className="lifecycle-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          actions.addStep(script.id, newStep(op));
        }}
      >
        <label className="field-label" htmlFor={`${id}-op`}>
          New step
        </label>
        <select
          id={`${id}-op`}
          className="select"
          value={op}
          onChange={(event) => setOp(event.target.value as BehaviourOp)}
        >
          {STEP_OPS.map((o) => (
            <option key={o.op} value={o.op}>
              {o.label} ({o.effect})
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" icon={<PlusIcon />}>
          Add step
        </Button>
      </form>
      <BuiltIns onLoad={loadBuiltIn} onNew={addBehaviour} />
    </div>
  );
}

function BuiltIns({
  onLoad,
  onNew,
}: {
  readonly onLoad: (script: BehaviourScript) => void;
  readonly onNew: () => void;
}) {
  return (
    <div className="lifecycle-builtins" role="group" aria-label="Load a behaviour">
      <span className="field-hint">Load a built-in (restores it if edited):</span>
      {BUILT_IN_BEHAVIOURS.map((builtIn) => (
        <Button key={builtIn.id} size="sm" onClick={() => onLoad(builtIn)}>
          {builtIn.name}
        </Button>
      ))}
      <Button size="sm" variant="ghost" icon={<PlusIcon />} onClick={onNew}>
        New behaviour
      </Button>
    </div>
  );
}
