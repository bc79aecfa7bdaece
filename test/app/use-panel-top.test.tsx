import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePanelTop } from '../../src/app/use-panel-top';

function Page({ panel }: { readonly panel: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePanelTop(panel, heading);
  return (
    <>
      <button type="button">link</button>
      <h1 ref={heading} tabIndex={-1}>
        {panel}
      </h1>
    </>
  );
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let scrolled: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('panels open at their top', () => {
  it('leaves the first panel shown as it is', async () => {
    render(<Page panel="cards" />);
    await act(nextPaint);
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('scrolls to the top at once and focuses the heading after the first frame is drawn', async () => {
    const { rerender } = render(<Page panel="cards" />);
    screen.getByRole('button', { name: 'link' }).focus();
    rerender(<Page panel="matrix" />);
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    // Not while the panel mounts: focus() there would lay the new panel out on the spot.
    expect(screen.getByRole('button', { name: 'link' })).toHaveFocus();
    await act(nextPaint);
    expect(screen.getByRole('heading', { level: 1, name: 'matrix' })).toHaveFocus();
  });

  it('leaves focus where it moved before that frame', async () => {
    const { rerender } = render(
      <>
        <Page panel="cards" />
        <input aria-label="in the new panel" />
      </>,
    );
    rerender(
      <>
        <Page panel="matrix" />
        <input aria-label="in the new panel" />
      </>,
    );
    screen.getByRole('textbox', { name: 'in the new panel' }).focus();
    await act(nextPaint);
    expect(screen.getByRole('textbox', { name: 'in the new panel' })).toHaveFocus();
  });
});
