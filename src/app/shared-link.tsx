// Opening a share link: the workspace in the URL replaces the local one, after asking when that
// would set aside work that differs from both the default and the shared workspace. Either way
// the previous workspace stays one undo away. A recording in the link replaces the lifecycle
// session, and the link opens on the panel it was shared from.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defaultWorkspace, useWorkbenchApi, workspacesEqual } from '../store';
import type { SharedContent } from '../store/share-link';
import type { Notify } from './use-notices';

// Asked only when a link would replace changed work: loaded then, so the first page stays small.
const ConfirmDialog = lazy(() =>
  import('../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

export interface SharedLinkProps {
  /** The share hash to open, when the route is one. */
  readonly hash: string | undefined;
  readonly notify: Notify;
  /** Leaves the share route once its payload has been read, for the panel it names if any. */
  readonly leave: (panel: string | undefined) => void;
}

export function SharedLink({ hash, notify, leave }: SharedLinkProps) {
  const store = useWorkbenchApi();
  const [pending, setPending] = useState<SharedContent | undefined>(undefined);
  const handled = useRef<string | undefined>(undefined);

  const open = ({ workspace, session, recordingNote }: SharedContent) => {
    const { actions } = store.getState();
    actions.replaceWorkspace(workspace, 'Open shared workspace');
    if (session !== undefined) store.setState({ session });
    notify({
      key: 'workspace',
      tone: recordingNote === undefined ? 'success' : 'warning',
      title: `Opened the shared workspace “${workspace.name}”${session?.run !== undefined ? ' with its lifecycle recording' : ''}.`,
      detail:
        recordingNote === undefined
          ? 'Undo brings back the workspace you had before.'
          : `${recordingNote}; it was left out. Undo brings back the workspace you had before.`,
    });
  };

  useEffect(() => {
    if (hash === undefined || handled.current === hash) return;
    handled.current = hash;
    void import('../store/share-link').then(({ openShareLink }) => {
      const result = openShareLink(hash);
      leave(result.ok ? result.value.panel : undefined);
      if (!result.ok) {
        notify({
          key: 'share',
          tone: 'error',
          title: 'This share link could not be opened.',
          detail: result.error.message,
          issues: result.error.issues,
        });
        return;
      }
      const local = store.getState().workspace;
      const shared = result.value.workspace;
      const unchanged =
        workspacesEqual(local, defaultWorkspace()) || workspacesEqual(local, shared);
      if (unchanged) open(result.value);
      else setPending(result.value);
    });
  });

  if (pending === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title="Replace your workspace with the shared one?"
        confirmLabel="Open the shared workspace"
        cancelLabel="Keep my workspace"
        onConfirm={() => {
          open(pending);
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      >
        <p>
          The link carries “{pending.workspace.name}” ({pending.workspace.cards.length} cards,{' '}
          {pending.workspace.callers.length} callers
          {pending.session?.run !== undefined ? ' and a lifecycle recording' : ''}). Your current
          workspace, “{store.getState().workspace.name}”, differs from it. Opening the shared one
          replaces yours; Undo brings yours back.
        </p>
      </ConfirmDialog>
    </Suspense>
  );
}
