import { expect, type Page } from '@playwright/test';

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sample: string;
  readonly sourceFile: string;
}

/** What went wrong during a page's life: CSP violations, console errors, uncaught exceptions. */
export interface PageProblems {
  readonly violations: CspViolation[];
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  /** Fails the test, listing every problem, unless all three lists are empty. */
  expectNone(): void;
}

const BINDING = '__workbenchReportCspViolation';

/**
 * Starts watching `page` for CSP violations and console errors. Call it before the first
 * `page.goto`: the listener is installed on every new document from then on.
 */
export async function collectCspViolations(page: Page): Promise<PageProblems> {
  const violations: CspViolation[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];

  // A binding and an init script come in through the DevTools protocol, so the policy under test
  // does not apply to them and cannot hide its own violations.
  await page.exposeFunction(BINDING, (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
      });
    });
  }, BINDING);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
  });

  return {
    violations,
    consoleErrors,
    pageErrors,
    expectNone() {
      const lines = [
        ...violations.map(
          (v) => `CSP violation of ${v.directive}: ${v.blockedURI || v.sample} (${v.sourceFile})`,
        ),
        ...consoleErrors.map((text) => `console error: ${text}`),
        ...pageErrors.map((text) => `uncaught exception: ${text}`),
      ];
      expect(lines, 'the page ran with problems').toEqual([]);
    },
  };
}
