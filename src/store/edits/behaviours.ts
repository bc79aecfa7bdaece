// Behaviour script edits: scripts are ordered steps the engine runs one at a time.
import type { BehaviourScript, BehaviourStep } from '../../core/behaviour';
import { ok } from '../../core/result';
import { refuse, type EditResult } from '../errors';
import type { Workspace } from '../workspace';
import { insertAt, moveItem, removeAt, replaceAt, uniqueName } from './list';

/** Adds `script` (or an empty one with a unique id); a taken id is replaced by a unique one. */
export function addBehaviour(ws: Workspace, script?: BehaviourScript): EditResult<Workspace> {
  const taken = new Set(ws.behaviours.map((b) => b.id));
  const base: BehaviourScript = script ?? {
    id: 'behaviour',
    name: 'New behaviour',
    description: '',
    steps: [{ op: 'work' }, { op: 'complete', message: 'Done.' }],
  };
  const next = { ...base, id: uniqueName(base.id, taken) };
  return ok({ ...ws, behaviours: [...ws.behaviours, next] });
}

/** Removes behaviour `id`. */
export function deleteBehaviour(ws: Workspace, id: string): EditResult<Workspace> {
  if (!ws.behaviours.some((b) => b.id === id)) return refuse('NO_SUCH_BEHAVIOUR', id);
  return ok({ ...ws, behaviours: ws.behaviours.filter((b) => b.id !== id) });
}

/** Edits behaviour `id` with `edit`; the id itself never changes. */
export function updateBehaviour(
  ws: Workspace,
  id: string,
  edit: (script: BehaviourScript) => EditResult<BehaviourScript>,
): EditResult<Workspace> {
  const script = ws.behaviours.find((b) => b.id === id);
  if (script === undefined) return refuse('NO_SUCH_BEHAVIOUR', id);
  const next = edit(script);
  if (!next.ok) return next;
  const updated = { ...next.value, id };
  return ok({ ...ws, behaviours: ws.behaviours.map((b) => (b.id === id ? updated : b)) });
}

const withSteps = (s: BehaviourScript, steps: EditResult<BehaviourStep[]>) =>
  steps.ok ? ok({ ...s, steps: steps.value }) : steps;

/** Sets behaviour `id`'s name and description. */
export const describeBehaviour = (
  ws: Workspace,
  id: string,
  change: Partial<Pick<BehaviourScript, 'name' | 'description'>>,
): EditResult<Workspace> => updateBehaviour(ws, id, (s) => ok({ ...s, ...change }));

/** Inserts `step` into behaviour `id` before `index` (at the end when omitted). */
export const addStep = (
  ws: Workspace,
  id: string,
  step: BehaviourStep,
  index?: number,
): EditResult<Workspace> =>
  updateBehaviour(ws, id, (s) => withSteps(s, insertAt(s.steps, step, index)));

/** Replaces step `index` of behaviour `id`. */
export const updateStep = (
  ws: Workspace,
  id: string,
  index: number,
  step: BehaviourStep,
): EditResult<Workspace> =>
  updateBehaviour(ws, id, (s) => withSteps(s, replaceAt(s.steps, index, step)));

/** Removes step `index` of behaviour `id`. */
export const removeStep = (ws: Workspace, id: string, index: number): EditResult<Workspace> =>
  updateBehaviour(ws, id, (s) => withSteps(s, removeAt(s.steps, index)));

/** Moves step `from` of behaviour `id` to position `to`. */
export const moveStep = (
  ws: Workspace,
  id: string,
  from: number,
  to: number,
): EditResult<Workspace> =>
  updateBehaviour(ws, id, (s) => withSteps(s, moveItem(s.steps, from, to)));
