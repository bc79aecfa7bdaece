import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STYLE_HASH } from '../../src/store/review/report/style';
import { CONTENT_SECURITY_POLICY } from '../../vite.config';
import { collectCspViolations, openApp } from './helpers/app';

const builtIndex = () => readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8');

test.describe('content security policy', () => {
  test('the built index.html carries the policy in a meta tag', () => {
    const html = builtIndex();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });

  test('the policy allows no inline or evaluated script and no inline style', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    // Besides 'self', only the review report's own stylesheet, allowed by its exact hash.
    expect(directives.get('style-src')).toEqual(["'self'", `'${STYLE_HASH}'`]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Live agents may be called on any http(s) origin; nothing else is loosened.
    expect(directives.get('connect-src')).toEqual(["'self'", 'http:', 'https:']);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  test('the built page has no inline script or style for the policy to refuse', () => {
    const html = builtIndex();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/\sstyle="/);
  });

  test('the app renders under the policy with no violations or console errors', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    problems.expectNone();
  });

  test('the browser refuses an injected inline script and inline event handler', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page);
    const before = problems.violations.length;
    const outcome = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      script.textContent = 'window.__injectedInlineScriptRan = true;';
      document.body.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__injectedHandlerRan = true;');
      document.body.append(button);
      button.click();
      button.remove();
      script.remove();
      return {
        inlineScriptRan: flags.__injectedInlineScriptRan === true,
        inlineHandlerRan: flags.__injectedHandlerRan === true,
      };
    });
    expect(outcome).toEqual({ inlineScriptRan: false, inlineHandlerRan: false });
    await expect
      .poll(() =>
        problems.violations
          .slice(before)
          .map((v) => v.directive)
          .sort(),
      )
      .toEqual(['script-src-attr', 'script-src-elem']);
  });
});
