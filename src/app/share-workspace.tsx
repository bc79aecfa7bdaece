// Sharing the workspace as a link: the workspace, the lifecycle recording (when it fits) and the
// panel it was shared from, copied, or shown selected for copying by hand when the browser will not
// copy. Loaded with the share-link codec when the user presses Share, not with the first page.
import { copyText } from '../components/copy-button';
import { count } from '../components/counts';
import { recordingToHandOver, type WorkbenchStore } from '../store';
import { encodeShareLink, MAX_URL_LENGTH } from '../store/share-link';
import type { Notify } from './use-notices';

/** Encodes the workspace in `store` as a share link, copies it and says how it went. */
export async function shareWorkspace(store: WorkbenchStore, notify: Notify): Promise<void> {
  const { workspace, session } = store.getState();
  const panel = /^#\/([a-z][a-z0-9-]*)$/.exec(window.location.hash)?.[1];
  const link = encodeShareLink(workspace, window.location.href, {
    recording: recordingToHandOver(session),
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
}
