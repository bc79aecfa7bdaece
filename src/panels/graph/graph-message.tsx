// The line that reports what an edit, Find or an export did: over the top of the canvas, taking
// no room, so it never moves the graph. Information leaves after MESSAGE_MS (held while pointed at
// or focused); an error stays until closed. The status region stays in the page, empty, so a
// screen reader hears each new message.
import { useEffect, useState } from 'react';
import { IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import type { GraphMessage as Message } from './use-graph-commands';

const MESSAGE_MS = 6000;

export function GraphMessage({ message }: { readonly message: Message | undefined }) {
  // The message last closed or timed out; a new message is a new object, and shows.
  const [gone, setGone] = useState<Message>();
  const [held, setHeld] = useState(false);
  const shown = message !== undefined && message !== gone ? message : undefined;
  const timed = shown?.tone === 'info' && !held;
  useEffect(() => {
    if (!timed) return;
    const timer = setTimeout(() => setGone(shown), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [timed, shown]);
  return (
    <div
      className={`graph-message${shown?.tone === 'error' ? ' graph-message-error' : ''}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <p role="status">{shown?.text}</p>
      {shown !== undefined && (
        <IconButton
          label="Close the graph’s message"
          icon={<CloseIcon />}
          size="sm"
          onClick={() => setGone(shown)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        />
      )}
    </div>
  );
}
