// A button that opens the system file picker for JSON files. The input itself stays out of the tab
// order and out of sight (the button is what keyboard and pointer users reach); it keeps its own
// accessible name, so assistive technology and tests can still hand it files. The input is cleared
// after each pick, so choosing the same file again is reported again.
import { useRef } from 'react';
import { Button, type ButtonProps } from './button';

export interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The accessible name of the hidden file input, saying what the files are for. */
  readonly inputLabel: string;
  /** Whether several files may be picked at once. */
  readonly multiple?: boolean;
  /** The picked files, in the picker's order; never called with none. */
  readonly onFiles: (files: File[]) => void;
}

export function FilePickerButton({
  inputLabel,
  multiple = false,
  onFiles,
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          event.target.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
      />
    </>
  );
}
