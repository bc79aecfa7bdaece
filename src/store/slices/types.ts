// The store's state, split by concern. Actions live under `actions` so one selector returns a
// stable object of functions that never re-renders anything.
import type { WorkspaceTrust } from '../../core/card-trust';
import type { CommitOptions, History } from '../history';
import type { ReviewActions } from '../review/actions';
import type { BaselineChoice } from '../review/choice';
import type { VerifiedContent } from '../review/side-trust';
import type { Recovery, SaveError } from '../persistence';
import type { Session } from '../session';
import type { Workspace } from '../workspace';
import type { EditActions } from './edit-actions';

export interface Selection {
  /** The caller discovery, admission and the matrix look from. */
  readonly callerId: string | undefined;
  /** The card the cards panel shows and the graph highlights. */
  readonly cardName: string | undefined;
}

export interface CoreActions {
  /** The only way the workspace changes: records an undo step labelled `label`. */
  commit: (label: string, next: Workspace, options?: CommitOptions) => void;
  undo: () => void;
  redo: () => void;
  /** Hides the recovery banner for this session; the data stays set aside. */
  dismissRecovery: () => void;
  /** Deletes one unreadable value (by storage key) as the user asked; saving resumes if held. */
  discardRecovery: (key: string) => void;
  /** The user downloaded this value: a value held in place no longer holds autosave off. */
  recoveryDownloaded: (key: string) => void;
  /** Hides the note that a saved or shared lifecycle recording was dropped. */
  dismissRecordingNote: () => void;
  selectCaller: (callerId: string | undefined) => void;
  selectCard: (cardName: string | undefined) => void;
  /** Keeps a panel's view state (store/panel-view.ts) under `key` until the page closes. */
  setView: (key: string, value: unknown) => void;
  /** Writes a requested autosave now rather than when it was scheduled (the page is closing). */
  flushSave: () => void;
  /** Replaces the cards' signature verdicts, worked out outside the store (they are async). */
  setCardTrust: (trust: WorkspaceTrust) => void;
  /** Replaces the compared contents' own signature verdicts (review/trust-watch.ts). */
  setContentTrust: (verified: readonly VerifiedContent[]) => void;
}

/** The lifecycle session's actions are not here: they load with their panels (session-actions.ts). */
export type WorkbenchActions = CoreActions & EditActions & ReviewActions;

export interface WorkbenchState {
  readonly workspace: Workspace;
  readonly history: History;
  /** Saved data that could not be opened, oldest first, until discarded. */
  readonly recoveries: readonly Recovery[];
  /** The user hid the recovery banner for this session. */
  readonly recoveryDismissed: boolean;
  /** Set while autosave is failing; cleared by the next save that succeeds. */
  readonly saveError: SaveError | undefined;
  readonly selection: Selection;
  /**
   * Each panel's view state by key (its filters, page, chosen cell): kept while the user moves
   * between panels, never shared or undone (store/panel-view.ts); the keys in persistence.ts's
   * SAVED_VIEWS (the graph's focus) are autosaved too, so they outlive a reload.
   */
  readonly views: Readonly<Record<string, unknown>>;
  /** The lifecycle session: not part of the workspace and never undone; saved beside it. */
  readonly session: Session;
  /** What the panels compare with: for this session only, the newest review by default. */
  readonly baseline: BaselineChoice;
  /** Why a saved or shared lifecycle recording could not be restored, until dismissed. */
  readonly recordingNote: string | undefined;
  /**
   * Each card's signature verdicts by card name, derived from the workspace's published cards and
   * trusted keys (verification is async, so it is kept here rather than selected); never saved.
   */
  readonly cardTrust: WorkspaceTrust;
  /**
   * The in-app comparisons' sides (the baseline, the workspace before the last edit, the
   * workspace), each verified against its own trusted keys; a side missing here is pending.
   */
  readonly contentTrust: readonly VerifiedContent[];
  readonly actions: WorkbenchActions;
}
