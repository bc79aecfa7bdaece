// Copy to clipboard with visible feedback. The clipboard can be refused (no permission, insecure
// context), so failure is shown rather than pretending it worked.
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { CheckIcon, CopyIcon } from './icons';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes `text` to the clipboard; resolves false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The text to copy, computed when the user clicks. */
  readonly text: () => string;
}

export function CopyButton({ text, children = 'Copy', ...rest }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      onClick={() => void copyText(text()).then((ok) => setState(ok ? 'copied' : 'failed'))}
      {...rest}
    >
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : children}
      </span>
    </Button>
  );
}
