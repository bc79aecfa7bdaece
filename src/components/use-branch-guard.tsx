// Acting from an earlier event of a recording (cancel, force, reply, push config in Lifecycle)
// records again from there: the events recorded after it are dropped. Say which, and ask first.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** Where a recording's cursor is: its index, how many events it holds, and the labels after it. */
export interface RecordingPosition {
  readonly cursor: number;
  readonly count: number;
  readonly later: readonly string[];
}

interface Pending {
  readonly what: string;
  readonly act: () => void;
}

export interface BranchGuard {
  /** Runs `act` now at the last event; from an earlier one, after the user agrees. */
  readonly guard: (what: string, act: () => void) => void;
  /** The confirmation, while one is asked. */
  readonly dialog: ReactNode;
}

export function useBranchGuard(timeline: RecordingPosition | undefined): BranchGuard {
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const later = timeline === undefined ? [] : timeline.later;
  const guard = (what: string, act: () => void) => {
    if (later.length === 0) act();
    else setPending({ what, act });
  };
  const count = later.length === 1 ? '1 later event' : `${later.length} later events`;
  const dialog =
    pending === undefined || timeline === undefined ? null : (
      <ConfirmDialog
        title={`${pending.what} from event ${timeline.cursor + 1}?`}
        confirmLabel={`${pending.what} and drop ${count}`}
        cancelLabel="Keep the recording"
        onConfirm={() => {
          setPending(undefined);
          pending.act();
        }}
        onCancel={() => setPending(undefined)}
      >
        <p>
          You are on event {timeline.cursor + 1} of {timeline.count}. Acting here records from this
          event on, so the {count} recorded after it will be dropped:
        </p>
        <ol className="dropped-events" start={timeline.cursor + 2}>
          {later.map((label, index) => (
            <li key={index}>{label}</li>
          ))}
        </ol>
      </ConfirmDialog>
    );
  return { guard, dialog };
}
