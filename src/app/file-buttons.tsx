import { Button } from '../components/button';
import { FilePickerButton } from '../components/file-picker-button';
import { DownloadIcon, UploadIcon } from '../components/icons';
import { useWorkbenchApi } from '../store';
import type { Notify } from './use-notices';

/** Opens the file picker; the picked file goes to `onFile` (the same path as drag and drop). */
export function ImportButton({ onFile }: { readonly onFile: (file: File) => void }) {
  return (
    <FilePickerButton
      icon={<UploadIcon />}
      title="Import a workspace file (or drop one anywhere on the page)"
      inputLabel="Workspace file to import"
      onFiles={([file]) => {
        if (file !== undefined) onFile(file);
      }}
    >
      Import
    </FilePickerButton>
  );
}

/** Downloads the workspace (and the lifecycle recording) as a versioned JSON file. */
export function ExportButton({ notify }: { readonly notify: Notify }) {
  const store = useWorkbenchApi();
  const download = () =>
    import('./download-workspace')
      .then(({ downloadWorkspace }) => downloadWorkspace(store))
      .catch(() =>
        notify({
          key: 'export',
          tone: 'error',
          title: 'The workspace could not be exported.',
          detail: 'The page may be out of date: reload it and try again.',
        }),
      );
  return (
    <Button
      icon={<DownloadIcon />}
      title="Download the workspace, and the lifecycle recording, as a JSON file"
      onClick={() => void download()}
    >
      Export
    </Button>
  );
}
