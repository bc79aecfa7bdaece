import { Button } from '../components/button';
import { downloadText } from '../components/download';
import { FilePickerButton } from '../components/file-picker-button';
import { DownloadIcon, UploadIcon } from '../components/icons';
import { exportFileName, exportWorkspace, useWorkbenchApi } from '../store';

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

/** Downloads the workspace as a versioned JSON file. */
export function ExportButton() {
  const store = useWorkbenchApi();
  return (
    <Button
      icon={<DownloadIcon />}
      title="Download the workspace as a JSON file"
      onClick={() => {
        const { workspace } = store.getState();
        downloadText(
          exportFileName(workspace),
          exportWorkspace(workspace, new Date().toISOString()),
        );
      }}
    >
      Export
    </Button>
  );
}
