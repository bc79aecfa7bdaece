// Copies a link that carries the whole workspace, the lifecycle recording (when it fits) and the
// panel it was shared from. The codec (and its compression library) loads only when the user
// shares, keeping it out of the first page's JavaScript.
import { useState } from 'react';
import { Button } from '../components/button';
import { copyText } from '../components/copy-button';
import { ShareIcon } from '../components/icons';
import { saveRecording, useWorkbenchApi } from '../store';
import type { Notify } from './use-notices';

const count = (n: number) => n.toLocaleString('en-US');

export function ShareButton({ notify }: { readonly notify: Notify }) {
  const store = useWorkbenchApi();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const { encodeShareLink, MAX_URL_LENGTH } = await import('../store/share-link');
      const { workspace, session } = store.getState();
      const panel = /^#\/([a-z][a-z0-9-]*)$/.exec(window.location.hash)?.[1];
      const link = encodeShareLink(workspace, window.location.href, {
        recording: session.run === undefined ? undefined : saveRecording(session),
        ...(panel !== undefined ? { panel } : {}),
      });
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
      const dropped = link.recordingDropped
        ? ` The lifecycle recording was left out: with it the link would pass ${count(MAX_URL_LENGTH)} characters. Export the workspace to keep it.`
        : '';
      notify({
        key: 'share',
        tone: copied && !link.recordingDropped ? 'success' : 'warning',
        title: copied
          ? `Share link copied (${count(link.length)} characters).${dropped}`
          : `Copy this share link (${count(link.length)} characters); the browser did not allow copying.${dropped}`,
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
