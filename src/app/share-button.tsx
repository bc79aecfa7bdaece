// Share: copies a link that carries the whole workspace, the lifecycle recording (when it fits) and
// the panel it was shared from. What it takes to make the link (share-workspace.tsx, the codec and
// its compression library) loads only when the user shares, keeping it out of the first page.
import { useState } from 'react';
import { Button } from '../components/button';
import { ShareIcon } from '../components/icons';
import { useWorkbenchApi } from '../store';
import type { Notify } from './use-notices';

export function ShareButton({ notify }: { readonly notify: Notify }) {
  const store = useWorkbenchApi();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { shareWorkspace } = await import('./share-workspace');
      await shareWorkspace(store, notify);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<ShareIcon />}
      onClick={() => void share()}
      busy={busy}
      title="Copy a link that opens this workspace"
    >
      Share
    </Button>
  );
}
