// Every workspace edit as a store action: a label plus a pure edit from ../edits, applied through
// `commit` so each one is a single undo step. A refused edit changes nothing and says why.
import type { EditResult } from '../errors';
import type { CommitOptions } from '../history';
import * as behaviours from '../edits/behaviours';
import * as callers from '../edits/callers';
import * as cards from '../edits/cards';
import * as paths from '../edits/paths';
import * as settings from '../edits/settings';
import type { Workspace } from '../workspace';

type Edit<A extends unknown[]> = (ws: Workspace, ...args: A) => EditResult<Workspace>;
type Action<A extends unknown[]> = (...args: A) => EditResult<Workspace>;

export function createEditActions(
  get: () => Workspace,
  commit: (label: string, next: Workspace, options?: CommitOptions) => void,
) {
  const edit =
    <A extends unknown[]>(label: string, fn: Edit<A>): Action<A> =>
    (...args) => {
      const result = fn(get(), ...args);
      if (result.ok) commit(label, result.value);
      return result;
    };
  return {
    setName: edit('Rename workspace', settings.setName),
    replaceWorkspace: (next: Workspace, label = 'Replace workspace') =>
      commit(label, next, { replaced: true }),
    addCard: edit('Add card', cards.addCard),
    addCards: edit('Import cards', cards.addCards),
    duplicateCard: edit('Duplicate card', cards.duplicateCard),
    deleteCard: edit('Delete card', cards.deleteCard),
    renameCard: edit('Rename card', cards.renameCard),
    updateCard: edit('Edit card', cards.updateCard),
    addCaller: edit('Add caller', callers.addCaller),
    updateCaller: edit('Edit caller', callers.updateCaller),
    deleteCaller: edit('Delete caller', callers.deleteCaller),
    setPolicy: edit('Edit policy', settings.setPolicy),
    addPath: edit('Add path', paths.addPath),
    updatePath: edit('Edit path', paths.updatePath),
    deletePath: edit('Delete path', paths.deletePath),
    addHop: edit('Add hop', paths.addHop),
    removeHop: edit('Remove hop', paths.removeHop),
    moveHop: edit('Move hop', paths.moveHop),
    addBehaviour: edit('Add behaviour', behaviours.addBehaviour),
    describeBehaviour: edit('Edit behaviour', behaviours.describeBehaviour),
    deleteBehaviour: edit('Delete behaviour', behaviours.deleteBehaviour),
    addStep: edit('Add step', behaviours.addStep),
    updateStep: edit('Edit step', behaviours.updateStep),
    removeStep: edit('Remove step', behaviours.removeStep),
    moveStep: edit('Move step', behaviours.moveStep),
    addCallbackHost: edit('Add callback host', settings.addCallbackHost),
    removeCallbackHost: edit('Remove callback host', settings.removeCallbackHost),
    setCallbackHosts: edit('Edit callback hosts', settings.setCallbackHosts),
    setNodePosition: edit('Move node', settings.setNodePosition),
    resetLayout: edit('Reset layout', settings.resetLayout),
  };
}
export type EditActions = ReturnType<typeof createEditActions>;
