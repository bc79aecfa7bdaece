import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '../../src/core/card';
import { VerdictList } from '../../src/panels/admission/verdict-list';
import type { CardVerdict } from '../../src/store';

// Every card allowed, so every row is estimated at 48 px; jsdom lays nothing out, so nothing is
// measured, and its CSS has no gap. The window is 768 px tall; rows are drawn 900 px past it, and
// drawn again once less than 450 px is left.
const verdicts = (n: number): CardVerdict[] =>
  Array.from({ length: n }, (_, i) => ({
    card: makeCard({
      name: `agent-${String(i).padStart(4, '0')}`,
      description: '',
      url: `https://agents.example/${i}`,
      version: '1.0.0',
    }),
    denials: [],
  }));

let listTop = 0;
let reads: { mockClear: () => void };
beforeEach(() => {
  listTop = 0;
  reads = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.classList.contains('admission-verdicts') ? listTop : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 800, height: 0 });
  });
});
afterEach(() => vi.restoreAllMocks());

const drawn = () =>
  [...document.querySelectorAll<HTMLElement>('.admission-verdict')].map((li) =>
    Number(li.getAttribute('aria-posinset')),
  );
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Resolves once the next frame is drawn (after the hook's own wait for it, queued first). */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Scrolls the page so the list's top is `by` pixels above the window's, then lets a frame pass. */
async function scrollTo(by: number) {
  listTop = -by;
  await act(async () => {
    fireEvent.scroll(window);
    await nextPaint();
  });
}

describe('windowed rows', () => {
  it('draws every row of a list of 100 or fewer, as before', () => {
    render(<VerdictList verdicts={verdicts(100)} />);
    const rows = document.querySelectorAll('.admission-verdict');
    expect(rows).toHaveLength(100);
    expect(rows[0]).not.toHaveAttribute('aria-setsize');
    expect(rows[0]).not.toHaveAttribute('tabindex');
    expect(screen.queryByText(/Only the rows near the view are drawn/)).toBeNull();
  });

  it('draws the rows near the view, each with its place in the whole list', () => {
    render(<VerdictList verdicts={verdicts(1000)} />);
    expect(
      screen.getByText(/^1,000 verdicts\. Only the rows near the view are drawn/),
    ).toBeVisible();
    // The view is 0…768, drawn to 1,668: rows start every 48 px, so rows 0…34 (posinset 1…35;
    // row 34 starts at 1,632, row 35 at 1,680).
    expect(drawn()).toEqual(range(1, 35));
    const first = document.querySelector('.admission-verdict');
    expect(first).toHaveAttribute('aria-setsize', '1000');
    expect(first).toHaveAttribute('aria-posinset', '1');
    // The spacer after them stands for rows 35…999: 965 × 48 px.
    expect(document.querySelector<HTMLElement>('.row-spacer')?.style.height).toBe('46320px');
  });

  it('follows a scroll: the rows for the new view, spacers for the rest', async () => {
    render(<VerdictList verdicts={verdicts(1000)} />);
    // View 4,800…5,568, drawn from 3,900 to 6,468: the first row ending below 3,900 is row 81
    // (3,888…3,936); the first starting at or past 6,468 is row 135 (6,480).
    await scrollTo(4800);
    expect(drawn()).toEqual(range(82, 135));
    const spacers = [...document.querySelectorAll<HTMLElement>('.row-spacer')];
    expect(spacers.map((s) => s.style.height)).toEqual([`${81 * 48}px`, `${865 * 48}px`]);
    expect(spacers[0]).toHaveAttribute('aria-hidden', 'true');
    // A small scroll within what is drawn draws nothing new: view 4,900…5,668 needs rows 92…127
    // (450 px either side, 4,450…6,118), all drawn.
    await scrollTo(4900);
    expect(drawn()).toEqual(range(82, 135));
  });

  it('reads no layout in the scroll handler: the view is read once the next frame is drawn', async () => {
    render(<VerdictList verdicts={verdicts(1000)} />);
    await act(nextPaint);
    reads.mockClear();
    listTop = -4800;
    act(() => {
      fireEvent.scroll(window);
      fireEvent.scroll(window);
    });
    expect(reads).not.toHaveBeenCalled();
    expect(drawn()).toEqual(range(1, 35));
    await act(nextPaint);
    // Two scroll events, one read of the view: the list and its clips once each (the page has
    // none here).
    expect(reads).toHaveBeenCalledTimes(1);
    expect(drawn()).toEqual(range(82, 135));
  });

  it('is one Tab stop; arrows, Home and End move between rows, and focus survives a scroll', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <VerdictList verdicts={verdicts(1000)} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    const firstRow = document.querySelector('.admission-verdict');
    expect(firstRow).toHaveFocus();
    expect(document.querySelectorAll('.admission-verdict[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '2');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '1000');
    expect(within(document.activeElement as HTMLElement).getByText('agent-0999')).toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '999');
    // Scrolled back to the top, the focused row stays drawn (after a spacer) and keeps focus.
    await scrollTo(0);
    expect(drawn()).toEqual([...range(1, 35), 999]);
    expect(document.activeElement).toHaveAttribute('aria-posinset', '999');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '1');
    // Focus left the row it was on: that row is no longer kept.
    expect(drawn()).toEqual(range(1, 35));
  });

  it('draws every row while the page prints', () => {
    render(<VerdictList verdicts={verdicts(150)} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(document.querySelectorAll('.admission-verdict')).toHaveLength(150);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(drawn()).toEqual(range(1, 35));
  });
});
