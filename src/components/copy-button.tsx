// Copy to clipboard with visible feedback. The clipboard can be missing (a plain-http host that is
// not localhost) or refused (permission denied), so a failed copy opens the text selected in a
// read-only field for copying by hand, with a download of the same text.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { CheckIcon, CopyIcon } from './icons';

// Loaded only when a copy fails: most users never need it, and the first page stays small.
const CopyFallbackDialog = lazy(() =>
  import('./copy-fallback-dialog').then((m) => ({ default: m.CopyFallbackDialog })),
);

/** Writes `text` to the clipboard; resolves false when the browser has no clipboard or refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Absent outside a secure context, although the type says it is always there.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard === undefined) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The text to copy, computed when the user clicks. */
  readonly text: () => string;
  /** The file name the text downloads as when it cannot be copied. */
  readonly filename: string;
  /** The download's media type. */
  readonly mediaType?: string;
  /** What the text is, for the manual-copy dialog: "the published card". */
  readonly what?: string;
}

export function CopyButton({
  text,
  filename,
  mediaType,
  what = 'the text',
  children = 'Copy',
  ...rest
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [fallback, setFallback] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const value = text();
    if (await copyText(value)) setCopied(true);
    else setFallback(value);
  };
  return (
    <>
      <Button icon={copied ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy()} {...rest}>
        <span aria-live="polite">{copied ? 'Copied' : children}</span>
      </Button>
      {fallback !== undefined && (
        <Suspense fallback={null}>
          <CopyFallbackDialog
            text={fallback}
            what={what}
            filename={filename}
            mediaType={mediaType}
            onClose={() => setFallback(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
