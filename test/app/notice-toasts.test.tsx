import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, NoticeToasts } from '../../src/app/notice-toasts';
import type { Notice } from '../../src/app/use-notices';

function Shown({ initial }: { readonly initial: readonly Notice[] }) {
  const [notices, setNotices] = useState(initial);
  return (
    <NoticeToasts
      notices={notices}
      dismiss={(key) => setNotices((all) => all.filter((n) => n.key !== key))}
    />
  );
}

const info: Notice = { key: 'workspace', tone: 'info', title: 'Opened Enterprise example.' };
const error: Notice = { key: 'import', tone: 'error', title: 'broken.json could not be imported.' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Moves the fake clock on by `ms`; act's callback is synchronous, so it has run on return. */
const wait = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('notices over the page', () => {
  it('takes information away after six seconds and leaves an error until it is closed', () => {
    render(<Shown initial={[info, error]} />);
    wait(NOTICE_MS - 1);
    expect(screen.getByText(info.title)).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText(info.title)).not.toBeInTheDocument();
    wait(NOTICE_MS * 10);
    expect(screen.getByRole('alert')).toHaveTextContent(error.title);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds a notice while the pointer or the focus is on it, and counts again after', () => {
    render(<Shown initial={[info]} />);
    const notice = screen.getByRole('status');
    fireEvent.mouseEnter(notice.parentElement ?? notice);
    wait(NOTICE_MS * 2);
    expect(screen.getByText(info.title)).toBeInTheDocument();
    fireEvent.mouseLeave(notice.parentElement ?? notice);
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss message' }));
    wait(NOTICE_MS * 2);
    expect(screen.getByText(info.title)).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss message' }));
    wait(NOTICE_MS);
    expect(screen.queryByText(info.title)).not.toBeInTheDocument();
  });

  it('keeps a notice that offers something to do, and closes any with Escape', () => {
    render(<Shown initial={[{ ...info, stays: true }]} />);
    wait(NOTICE_MS * 2);
    const button = screen.getByRole('button', { name: 'Dismiss message' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByText(info.title)).not.toBeInTheDocument();
  });
});
