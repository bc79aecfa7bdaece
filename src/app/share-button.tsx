// Copies a link that carries the whole workspace. The codec (and its compression library) loads
// only when the user shares, keeping it out of the first page's JavaScript.
import { useState } from 'react';
import { Button } from '../components/button';
import { copyText } from '../components/copy-button';
import { ShareIcon } from '../components/icons';
import { useWorkbenchApi } from '../store';
import type { Notify } from './use-notices';

const count = (n: number) => n.toLocaleString('en-US');

export function ShareButton({ notify }: { readonly notify: Notify }) {
  const store = useWorkbenchApi();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const { encodeShareLink, MAX_URL_LENGTH } = await import('../store/share-link');
      const link = encodeShareLink(store.getState().workspace, window.location.href);
      if (link.tooLong) {
        notify({
          key: 'share',
          tone: 'warning',
          title: 'This workspace is too large to share as a link.',
          detail: `The link would be ${count(link.length)} characters; many browsers and apps cut links longer than ${count(MAX_URL_LENGTH)}. Export the workspace as a file and share that instead.`,
        });
        return;
      }
      const copied = await copyText(link.url);
      notify({
        key: 'share',
        tone: copied ? 'success' : 'warning',
        title: copied
          ? `Share link copied (${count(link.length)} characters).`
          : `Copy this share link (${count(link.length)} characters); the browser did not allow copying.`,
        detail: (
          <input
            className="input share-url"
            readOnly
            aria-label="Share link"
            value={link.url}
            onFocus={(event) => event.target.select()}
          />
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<ShareIcon />}
      onClick={() => void share()}
      disabled={busy}
      title="Copy a link that opens this workspace"
    >
      Share
    </Button>
  );
}
