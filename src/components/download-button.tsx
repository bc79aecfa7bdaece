import { Button, type ButtonProps } from './button';
import { downloadText } from './download';
import { DownloadIcon } from './icons';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'type' | 'content'> {
  readonly filename: string;
  /** The file's content, computed when the user clicks (not on every render). */
  readonly content: () => string;
  /** The file's media type. */
  readonly mediaType?: string;
}

/** A button that downloads `content()` as `filename`. */
export function DownloadButton({
  filename,
  content,
  mediaType = 'application/json',
  children = 'Download',
  ...rest
}: DownloadButtonProps) {
  return (
    <Button
      icon={<DownloadIcon />}
      onClick={() => downloadText(filename, content(), mediaType)}
      {...rest}
    >
      {children}
    </Button>
  );
}
