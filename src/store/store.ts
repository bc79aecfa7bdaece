// The workbench store factory. One store per app (and per test): the workspace, its undo history,
// autosave status, recovery of unreadable saved data, and what the user has selected.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { WorkspaceTrust } from '../core/card-trust';
import { createAutosave, saveAtOnce, type SaveScheduler } from './autosave';
import { emptyHistory, record, redo, undo } from './history';
import {
  discardRecovery,
  loadWorkspace,
  SAVED_VIEWS,
  saveWorkspace,
  type Loaded,
  type StorageLike,
} from './persistence';
import { createReviewActions } from './review/actions';
import { NEWEST_REVIEW } from './review/choice';
import type { Digest } from './review/content';
import { saveRecording } from './recording';
import { initialSession } from './session';
import { createEditActions } from './slices/edit-actions';
import type { CoreActions, WorkbenchState } from './slices/types';
import { defaultWorkspace, type Workspace } from './workspace';

export interface WorkbenchOptions {
  /** Opens this workspace rather than the saved one (or the default). */
  readonly workspace?: Workspace;
  /** Where the workspace is loaded from and autosaved to; without it nothing is saved. */
  readonly storage?: StorageLike;
  /** The time stamped on each save and each recorded review, as ISO 8601. */
  readonly now?: () => string;
  /**
   * When a requested autosave is written (default: within the edit). The app defers it past the
   * edit's frame; `actions.flushSave` writes a waiting save at once.
   */
  readonly saveScheduler?: SaveScheduler;
  /** SHA-256 for fingerprints; WebCrypto unless a test supplies another. */
  readonly digest?: Digest;
}

export type WorkbenchStore = StoreApi<WorkbenchState>;

/** No card verified yet: every card reads as unsigned. */
const NO_TRUST: WorkspaceTrust = Object.freeze({});
const NO_VERIFIED: WorkbenchState['contentTrust'] = Object.freeze([]);

const restoring = new WeakMap<WorkbenchStore, Promise<void>>();

/** The view state autosave keeps: each saved key that holds a string. */
function savedViews(views: WorkbenchState['views']): Record<string, string> | undefined {
  const kept = SAVED_VIEWS.flatMap((key) => {
    const value = views[key];
    return typeof value === 'string' ? [[key, value] as const] : [];
  });
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** Settles when the recording saved with the workspace has been restored (or found unreadable). */
export const recordingRestored = (store: WorkbenchStore): Promise<void> =>
  restoring.get(store) ?? Promise.resolve();

/** A fresh store; with `storage` it opens the saved workspace and autosaves every change. */
export function createWorkbenchStore(options: WorkbenchOptions = {}): WorkbenchStore {
  const { storage, now = () => new Date().toISOString(), saveScheduler = saveAtOnce } = options;
  let initial: Loaded = {
    workspace: options.workspace ?? defaultWorkspace(),
    recoveries: [],
  };
  if (storage !== undefined && options.workspace === undefined) initial = loadWorkspace(storage);

  // A saved recording is restored once its module has loaded; until then (and unless the user
  // has started a session meanwhile) a save writes it back as found.
  let unrestored = initial.recording;
  const recordingOf = (state: WorkbenchState) =>
    unrestored !== undefined && state.session === initialSession
      ? unrestored
      : saveRecording(state.session);

  /** Saves now unless unreadable data still sits where a save would overwrite it. */
  const save = (state: WorkbenchState) => {
    if (storage === undefined || state.recoveries.some((r) => r.place === 'in-place')) return;
    const saveError = saveWorkspace(
      storage,
      state.workspace,
      now(),
      recordingOf(state),
      savedViews(state.views),
    );
    if (saveError?.code !== state.saveError?.code) store.setState({ saveError });
  };
  // An edit only asks for a save; the scheduler says when it is written (see autosave.ts).
  const autosave = createAutosave(() => save(store.getState()), saveScheduler);

  const store = createStore<WorkbenchState>()((set, get) => {
    const core: CoreActions = {
      commit(label, next, commitOptions) {
        const { workspace, history } = get();
        if (next === workspace) return;
        set({
          workspace: next,
          history: record(
            history,
            workspace,
            label,
            commitOptions?.mergeKey,
            commitOptions?.replaced,
          ),
        });
      },
      undo() {
        const step = undo(get().history, get().workspace);
        if (step !== undefined) set(step);
      },
      redo() {
        const step = redo(get().history, get().workspace);
        if (step !== undefined) set(step);
      },
      dismissRecordingNote: () => set({ recordingNote: undefined }),
      dismissRecovery: () => set({ recoveryDismissed: true }),
      discardRecovery(key) {
        const recovery = get().recoveries.find((r) => r.key === key);
        if (recovery === undefined) return;
        if (storage !== undefined) discardRecovery(storage, recovery);
        set({ recoveries: get().recoveries.filter((r) => r !== recovery) });
        if (recovery.place === 'in-place') save(get());
      },
      recoveryDownloaded(key) {
        const { recoveries } = get();
        const held = recoveries.find((r) => r.key === key && r.place === 'in-place');
        if (held === undefined) return;
        set({
          recoveries: recoveries.map((r) => (r === held ? { ...r, place: 'downloaded' } : r)),
        });
        save(get());
      },
      selectCaller: (callerId) => set((s) => ({ selection: { ...s.selection, callerId } })),
      selectCard: (cardName) => set((s) => ({ selection: { ...s.selection, cardName } })),
      setView: (key, value) =>
        set((s) => ({
          views: Object.assign(Object.create(null) as object, s.views, { [key]: value }),
        })),
      flushSave: () => autosave.flush(),
      setCardTrust: (cardTrust) => set({ cardTrust }),
      setContentTrust: (contentTrust) => set({ contentTrust }),
    };
    const edits = createEditActions(
      () => get().workspace,
      (label, next, commitOptions) => core.commit(label, next, commitOptions),
    );
    // A rename or id change carries the selection along, so the panels keep showing the item.
    const reselect = (key: keyof WorkbenchState['selection'], from: string, to: string) => {
      if (get().selection[key] === from)
        set((st) => ({ selection: { ...st.selection, [key]: to } }));
    };
    const renameCard: typeof edits.renameCard = (from, to) => {
      const result = edits.renameCard(from, to);
      if (result.ok) reselect('cardName', from, to);
      return result;
    };
    const updateCard: typeof edits.updateCard = (name, card) => {
      const result = edits.updateCard(name, card);
      if (result.ok) reselect('cardName', name, card.name);
      return result;
    };
    const updateCaller: typeof edits.updateCaller = (agentId, caller) => {
      const result = edits.updateCaller(agentId, caller);
      if (result.ok) reselect('callerId', agentId, caller.agentId);
      return result;
    };
    return {
      workspace: initial.workspace,
      history: emptyHistory,
      recoveries: initial.recoveries,
      recoveryDismissed: false,
      saveError: initial.saveError,
      selection: { callerId: initial.workspace.callers[0]?.agentId, cardName: undefined },
      views: Object.assign(Object.create(null) as object, initial.views),
      session: initialSession,
      recordingNote: undefined,
      cardTrust: NO_TRUST,
      contentTrust: NO_VERIFIED,
      baseline: NEWEST_REVIEW,
      actions: {
        ...createReviewActions({
          workspace: () => get().workspace,
          setBaseline: (baseline) => set({ baseline }),
          commit: (label, next) => core.commit(label, next),
          now,
          digest: options.digest,
        }),
        ...core,
        ...edits,
        renameCard,
        updateCard,
        updateCaller,
      },
    };
  });

  if (unrestored !== undefined) {
    const found = unrestored;
    restoring.set(
      store,
      import('./recording-restore').then(({ restoreRecording }) => {
        unrestored = undefined;
        // The user started a session of their own meanwhile: theirs stays.
        if (store.getState().session !== initialSession) return;
        const restored = restoreRecording(found);
        store.setState(
          restored.ok ? { session: restored.value } : { recordingNote: restored.error.message },
        );
      }),
    );
  }

  if (storage !== undefined) {
    // The recording is saved with the workspace: a step in Lifecycle survives a reload too.
    store.subscribe((state, previous) => {
      const sessionMoved =
        state.session.run !== previous.session.run ||
        state.session.setup !== previous.session.setup;
      const viewMoved = SAVED_VIEWS.some((key) => state.views[key] !== previous.views[key]);
      if (state.workspace !== previous.workspace || sessionMoved || viewMoved) autosave.request();
    });
  }
  return store;
}
