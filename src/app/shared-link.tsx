// Opening a share link: the workspace in the URL replaces the local one, after asking when that
// would set aside work that differs from both the default and the shared workspace. Either way
// the previous workspace stays one undo away.
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { defaultWorkspace, useWorkbenchApi, workspacesEqual, type Workspace } from '../store';
import type { Notify } from './use-notices';

export interface SharedLinkProps {
  /** The share hash to open, when the route is one. */
  readonly hash: string | undefined;
  readonly notify: Notify;
  /** Leaves the share route once its payload has been read. */
  readonly leave: () => void;
}

export function SharedLink({ hash, notify, leave }: SharedLinkProps) {
  const store = useWorkbenchApi();
  const [pending, setPending] = useState<Workspace | undefined>(undefined);
  const handled = useRef<string | undefined>(undefined);

  const open = (shared: Workspace) => {
    store.getState().actions.replaceWorkspace(shared, 'Open shared workspace');
    notify({
      key: 'workspace',
      tone: 'success',
      title: `Opened the shared workspace “${shared.name}”.`,
      detail: 'Undo brings back the workspace you had before.',
    });
  };

  useEffect(() => {
    if (hash === undefined || handled.current === hash) return;
    handled.current = hash;
    void import('../store/share-link').then(({ decodeShareLink }) => {
      const result = decodeShareLink(hash);
      leave();
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
      const unchanged =
        workspacesEqual(local, defaultWorkspace()) || workspacesEqual(local, result.value);
      if (unchanged) open(result.value);
      else setPending(result.value);
    });
  });

  if (pending === undefined) return null;
  return (
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
        The link carries “{pending.name}” ({pending.cards.length} cards, {pending.callers.length}{' '}
        callers). Your current workspace, “{store.getState().workspace.name}”, differs from it.
        Opening the shared one replaces yours; Undo brings yours back.
      </p>
    </ConfirmDialog>
  );
}
