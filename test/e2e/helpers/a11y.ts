import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rule sets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** A CSS selector to check instead of the whole page (one panel, a dialog). */
  readonly include?: string;
  /** Names the check in the failure message, e.g. "cards panel, dark theme". */
  readonly label?: string;
}

/**
 * Waits for running CSS transitions and finite animations to end, so contrast is measured on the
 * colours a user settles on, not on a frame halfway through a theme change.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

/**
 * A frame sandboxed without scripts (the read-only review report) cannot run axe: injecting it
 * there never returns, so such frames are left out rather than waited on.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** Runs axe on the page (or part of it) and fails on any serious or critical violation. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES);
  if (options.include !== undefined) builder = builder.include(options.include);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact != null && BLOCKING_IMPACTS.has(v.impact))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trimEnd())
        .join('\n');
      return `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes.length} nodes)\n${targets}`;
    });
  const where = options.label ?? page.url();
  expect(blocking, `serious or critical accessibility violations on ${where}`).toEqual([]);
}
