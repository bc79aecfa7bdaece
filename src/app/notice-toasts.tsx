// The shell's transient notices, over the page rather than in its flow, so a notice never moves
// the panel under it (the graph's canvas least of all). Information and success leave on their
// own after NOTICE_MS, held while the pointer or the focus is on them; warnings, errors and a
// notice that offers something to do stay until closed.
import { useEffect, useState } from 'react';
import { Banner } from '../components/banner';
import { IssueList } from './issue-list';
import type { Notice } from './use-notices';

/** How long an information or success notice stays up. */
export const NOTICE_MS = 6000;

/** Core and store messages start in lower case so they compose; a banner shows a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether `notice` leaves by itself. */
const leavesByItself = (notice: Notice) =>
  (notice.tone === 'info' || notice.tone === 'success') && notice.stays !== true;

interface ToastProps {
  readonly notice: Notice;
  readonly dismiss: (key: string) => void;
}

function Toast({ notice, dismiss }: ToastProps) {
  const [held, setHeld] = useState(false);
  const timed = leavesByItself(notice) && !held;
  // A new notice under the same key starts its time again; so does letting go of it.
  useEffect(() => {
    if (!timed) return;
    const timer = setTimeout(() => dismiss(notice.key), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [timed, dismiss, notice]);
  const close = () => dismiss(notice.key);
  return (
    <div
      className="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Banner
        tone={notice.tone}
        title={notice.title}
        onDismiss={close}
        dismissLabel="Dismiss message"
      >
        {notice.detail !== undefined && (
          <div>{typeof notice.detail === 'string' ? sentence(notice.detail) : notice.detail}</div>
        )}
        {notice.issues !== undefined && <IssueList issues={notice.issues} />}
      </Banner>
    </div>
  );
}

export function NoticeToasts({
  notices,
  dismiss,
}: {
  readonly notices: readonly Notice[];
  readonly dismiss: (key: string) => void;
}) {
  return (
    <div className="toasts">
      {notices.map((notice) => (
        <Toast key={notice.key} notice={notice} dismiss={dismiss} />
      ))}
    </div>
  );
}
