// The selected caller's fields. The agent id is checked by the store (empty or taken ids are
// refused); a refused id stays in the box with the reason beside it until it is fixed.
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { TagInput } from '../../components/tag-input';
import { useDraft } from '../../components/use-draft';
import type { CallerContext } from '../../core/caller';
import { CLASSIFICATIONS, type Classification } from '../../core/classification';
import { edits, useWorkbench, useWorkbenchActions, useWorkbenchApi } from '../../store';
import { CallerChanges } from './caller-changes';
import { ChainEditor } from './chain-editor';
import { agentSuggestions, scopeSuggestions } from './suggestions';
import { useCallerEdit } from './use-caller-edit';

export interface CallerEditorProps {
  readonly caller: CallerContext;
  readonly index: number;
}

export function CallerEditor({ caller, index }: CallerEditorProps) {
  const edit = useCallerEdit(caller.agentId, index);
  const agentId = useDraft(caller.agentId, (text) =>
    edit({ ...caller, agentId: text }, 'agent id'),
  );
  const scopes = useWorkbench(useShallow((s) => scopeSuggestions(s.workspace)));
  const agents = useWorkbench(
    useShallow((s) => agentSuggestions(s.workspace).filter((a) => a !== caller.agentId)),
  );

  return (
    <section className="surface-card callers-editor" aria-labelledby="callers-editor-title">
      <div className="callers-editor-head">
        <h2 id="callers-editor-title">
          Caller <span className="callers-editor-name">{caller.agentId}</span>
        </h2>
        <CallerActions agentId={caller.agentId} index={index} />
      </div>
      <div className="callers-fields">
        <Field
          label="Agent id"
          hint="Unique among callers; planned paths start from it."
          error={agentId.error}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={agentId.text}
              spellCheck={false}
              onChange={(event) => agentId.change(event.target.value)}
            />
          )}
        </Field>
        <Field label="Tenant" hint="Cards that list tenants serve only those.">
          {(control) => (
            <input
              {...control}
              className="input"
              value={caller.tenant}
              spellCheck={false}
              onChange={(event) => edit({ ...caller, tenant: event.target.value }, 'tenant')}
            />
          )}
        </Field>
        <Field label="User id" hint="The person on whose behalf the caller acts.">
          {(control) => (
            <input
              {...control}
              className="input"
              value={caller.userId}
              spellCheck={false}
              onChange={(event) => edit({ ...caller, userId: event.target.value }, 'user id')}
            />
          )}
        </Field>
        <Field
          label="Data classification"
          hint="The level of the data the task carries; a card must be cleared for it."
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={caller.dataClassification}
              onChange={(event) =>
                edit({ ...caller, dataClassification: event.target.value as Classification })
              }
            >
              {CLASSIFICATIONS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TagInput
          label="Scopes"
          itemName="scope"
          values={caller.scopes}
          suggestions={scopes}
          emptyText="No scopes."
          hint="A policy can require one scope before any delegation."
          onChange={(next) => edit({ ...caller, scopes: next })}
        />
        <ChainEditor
          chain={caller.delegationChain}
          suggestions={agents}
          onChange={(next, field) => edit({ ...caller, delegationChain: next }, field)}
        />
      </div>
      <CallerChanges agentId={caller.agentId} />
    </section>
  );
}

function CallerActions({ agentId, index }: { readonly agentId: string; readonly index: number }) {
  const store = useWorkbenchApi();
  const { addCaller, deleteCaller, selectCaller } = useWorkbenchActions();
  const duplicate = () => {
    const { callers } = store.getState().workspace;
    const original = callers[index];
    if (original === undefined) return;
    const taken = new Set(callers.map((c) => c.agentId));
    const copy = { ...original, agentId: edits.uniqueName(`${agentId}-copy`, taken) };
    if (addCaller(copy).ok) selectCaller(copy.agentId);
  };
  const remove = () => {
    const result = deleteCaller(agentId);
    if (!result.ok) return;
    const { callers } = result.value;
    selectCaller((callers[index] ?? callers[index - 1])?.agentId);
  };
  return (
    <div className="button-group">
      <Button size="sm" onClick={duplicate}>
        Duplicate caller
      </Button>
      <Button size="sm" variant="danger" onClick={remove}>
        Delete caller
      </Button>
    </div>
  );
}
