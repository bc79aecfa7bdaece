import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '../../src/core/card';
import { VerdictList } from '../../src/panels/admission/verdict-list';
import type { CardVerdict } from '../../src/store';

// Every card allowed, so every row is estimated at 48 px; jsdom lays nothing out, so nothing is
// measured, and its CSS has no gap. The window is 768 px tall; rows are drawn 1,500 px past it.
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
beforeEach(() => {
  listTop = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
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

/** Scrolls the page so the list's top is `by` pixels above the window's. */
function scrollTo(by: number) {
  listTop = -by;
  act(() => {
    fireEvent.scroll(window);
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
    // The view is 0…768, drawn to 2,268: rows start every 48 px, so rows 0…47 (posinset 1…48;
    // row 47 starts at 2,256, row 48 at 2,304).
    expect(drawn()).toEqual(range(1, 48));
    const first = document.querySelector('.admission-verdict');
    expect(first).toHaveAttribute('aria-setsize', '1000');
    expect(first).toHaveAttribute('aria-posinset', '1');
    // The spacer after them stands for rows 48…999: 952 × 48 px.
    expect(document.querySelector<HTMLElement>('.row-spacer')?.style.height).toBe('45696px');
  });

  it('follows a scroll: the rows for the new view, spacers for the rest', () => {
    render(<VerdictList verdicts={verdicts(1000)} />);
    // View 4,800…5,568, drawn from 3,300 to 7,068: the first row ending below 3,300 is row 68
    // (3,264…3,312); the first starting at or past 7,068 is row 148 (7,104).
    scrollTo(4800);
    expect(drawn()).toEqual(range(69, 148));
    const spacers = [...document.querySelectorAll<HTMLElement>('.row-spacer')];
    expect(spacers.map((s) => s.style.height)).toEqual([`${68 * 48}px`, `${852 * 48}px`]);
    expect(spacers[0]).toHaveAttribute('aria-hidden', 'true');
    // A small scroll within what is drawn draws nothing new: view 4,900…5,668 needs rows 95…124
    // (300 px either side), all drawn.
    scrollTo(4900);
    expect(drawn()).toEqual(range(69, 148));
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
    scrollTo(0);
    expect(drawn()).toEqual([...range(1, 48), 999]);
    expect(document.activeElement).toHaveAttribute('aria-posinset', '999');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '1');
    // Focus left the row it was on: that row is no longer kept.
    expect(drawn()).toEqual(range(1, 48));
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
    expect(drawn()).toEqual(range(1, 48));
  });
});
