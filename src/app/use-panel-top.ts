// Moving to another panel reads as a page change: the panel opens at its top with focus on its
// heading, rather than at the scroll position the last panel left, mid-page.
import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from '../components/after-paint';

/**
 * Scrolls to the top and focuses `heading` each time `panelId` changes (not on the first show).
 * Scrolling to (0, 0) needs no layout. The focus waits for the panel's first frame: focus() lays
 * the page out first, and called as the panel mounted it laid out the whole new panel on the
 * spot (20 ms for the 100 × 1,000 matrix, in a Chromium trace) rather than in the frame. Focus
 * that moved meanwhile (a click in the new panel) stays where it went.
 */
export function usePanelTop(
  panelId: string | undefined,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  const shown = useRef(panelId);
  useEffect(() => {
    if (shown.current === panelId) return;
    shown.current = panelId;
    window.scrollTo(0, 0);
    const focused = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focused) heading.current?.focus({ preventScroll: true });
    });
  }, [panelId, heading]);
}
