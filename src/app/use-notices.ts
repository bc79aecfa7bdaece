// Transient messages the shell shows over the page (notice-toasts.tsx): share results, import
// errors, route notes.
import { useCallback, useState, type ReactNode } from 'react';
import type { PathIssue } from '../store';

export interface Notice {
  /** A notice with the same key replaces the previous one (one share result at a time). */
  readonly key: string;
  readonly tone: 'info' | 'success' | 'warning' | 'error';
  readonly title: string;
  readonly detail?: ReactNode;
  readonly issues?: readonly PathIssue[];
  /** Kept up until closed although it is information: it offers something to do. */
  readonly stays?: boolean;
}

export type Notify = (notice: Notice) => void;

export function useNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const notify = useCallback<Notify>(
    (notice) => setNotices((all) => [...all.filter((n) => n.key !== notice.key), notice]),
    [],
  );
  const dismiss = useCallback(
    (key: string) => setNotices((all) => all.filter((n) => n.key !== key)),
    [],
  );
  return { notices, notify, dismiss };
}
