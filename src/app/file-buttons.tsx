import { useRef } from 'react';
import { Button } from '../components/button';
import { downloadText } from '../components/download';
import { DownloadIcon, UploadIcon } from '../components/icons';
import { exportFileName, exportWorkspace, useWorkbenchApi } from '../store';

/** Opens the file picker; the picked file goes to `onFile` (the same path as drag and drop). */
export function ImportButton({ onFile }: { readonly onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        icon={<UploadIcon />}
        onClick={() => input.current?.click()}
        title="Import a workspace file (or drop one anywhere on the page)"
      >
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Workspace file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) onFile(file);
        }}
      />
    </>
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
