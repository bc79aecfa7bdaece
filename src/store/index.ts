// The store's public surface for panels and the app shell.
export {
  createWorkbenchStore,
  recordingRestored,
  type WorkbenchOptions,
  type WorkbenchStore,
} from './store';
export { WorkbenchProvider, useWorkbench, useWorkbenchActions, useWorkbenchApi } from './provider';
export type { WorkbenchState } from './slices/types';
export * from './selectors';
export {
  workspaceSchema,
  defaultWorkspace,
  emptyWorkspace,
  workspacesEqual,
  type Workspace,
  type Position,
} from './workspace';
export { EDIT_MESSAGES, type EditResult } from './errors';
export { formatPath, pathIssues, type PathIssue } from './issues';
export { HISTORY_DEPTH } from './history';
export { SCENARIOS } from './scenarios';
export type { Recovery, StorageLike } from './persistence';
export * as edits from './edits';
export { recordingToHandOver, saveRecording, UNSAVED_TOKEN } from './recording';
export {
  recordingPosition,
  sessionChoiceOf,
  sessionDriftOf,
  type SessionMode,
  type SessionResult,
  type SessionRun,
  type SessionSetup,
  type WireVersion,
} from './session';
export * from './review';
export type { Review } from './workspace';
