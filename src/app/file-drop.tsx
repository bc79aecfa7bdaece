// Dropping a file anywhere on the page imports it, with a hint while a file is dragged over. Loaded
// beside the first panel rather than with the first page: nothing is dropped before the page shows.
// It is also the one lazily loaded piece always mounted, so the card-signature watcher starts
// here, off the first page.
import { useFileDrop } from './use-file-drop';
import { useTrustWatch } from './use-trust-watch';

export default function FileDrop({ onFile }: { readonly onFile: (file: File) => void }) {
  const dragging = useFileDrop(onFile);
  useTrustWatch();
  return dragging ? (
    <div className="drop-hint" aria-hidden="true">
      <p>Drop a workspace file to import it</p>
    </div>
  ) : null;
}
