// The graph's body fills the window below the toolbar: its height is the window's less where the
// body starts on the page and the main area's bottom padding, worked out before the first paint
// (so the opening fit measures the canvas at its real size) and again when the window or the
// page above the body changes size. Never below MIN_HEIGHT.
import { useLayoutEffect, type RefObject } from 'react';

const MIN_HEIGHT = 320;

export function useFillViewport(body: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = body.current;
    if (element === null) return;
    const main = element.closest('main');
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      // Room under the body for the main area's bottom padding.
      const bottom = main === null ? 0 : Number.parseFloat(getComputedStyle(main).paddingBottom);
      const below = Math.floor(window.innerHeight - top - (bottom || 0));
      // On a phone the page above takes most of the window: the canvas is then as tall as its
      // width allows a graph to use, and no taller than the window, so scrolled to it is whole.
      const height =
        below >= MIN_HEIGHT
          ? below
          : Math.max(MIN_HEIGHT, Math.min(window.innerHeight - 32, element.clientWidth * 1.2));
      element.style.setProperty('--graph-fill', `${height}px`);
    };
    fit();
    // What sits above the body (the toolbar wrapping, a bar the shell shows) resizes the main
    // area; the body's own new height then gives the same top, and the same height again.
    const watch = new ResizeObserver(fit);
    if (main !== null) watch.observe(main);
    window.addEventListener('resize', fit);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [body]);
}
