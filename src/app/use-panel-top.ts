// Moving to another panel reads as a page change: the panel opens at its top with focus on its
// heading, rather than at the scroll position the last panel left, mid-page.
import { useEffect, useRef, type RefObject } from 'react';

/** Scrolls to the top and focuses `heading` each time `panelId` changes (not on the first show). */
export function usePanelTop(
  panelId: string | undefined,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  const shown = useRef(panelId);
  useEffect(() => {
    if (shown.current === panelId) return;
    shown.current = panelId;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [panelId, heading]);
}
