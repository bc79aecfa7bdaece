import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const verdict = (page: Page, card: string) => page.getByRole('listitem', { name: card });
const denials = (page: Page, card: string) =>
  page.getByRole('list', { name: `Why ${card} is denied` }).getByRole('listitem');

test.describe('the admission panel', () => {
  test('shows the reference verdicts and recomputes them as the policy changes', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/admission');
    await expect(verdict(page, 'sanctions-screening-agent')).toContainText('ALLOW');
    await expect(denials(page, 'kyc-refresh-agent')).toHaveText([
      /^TENANT_NOT_PERMITTED/,
      /^CLASSIFICATION_EXCEEDED/,
    ]);
    await expect(denials(page, 'marketing-copy-agent')).toHaveText([
      /^CLASSIFICATION_EXCEEDED/,
      /^NO_ACCEPTABLE_AUTH/,
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'may delegate' })).toHaveText(
      'payments-investigator may delegate to 1 of 3 cards; 2 denied.',
    );

    await page.getByRole('spinbutton', { name: 'Max depth' }).fill('1');
    await expect(denials(page, 'sanctions-screening-agent')).toHaveText([/^DEPTH_EXCEEDED/]);
    await expect(page.getByRole('status').filter({ hasText: 'may delegate' })).toContainText(
      'may delegate to 0 of 3 cards',
    );

    await page.getByRole('spinbutton', { name: 'Max depth' }).fill('4');
    await page.getByLabel('Required scope (optional)', { exact: true }).fill('audit');
    await expect(denials(page, 'sanctions-screening-agent')).toHaveText([
      'MISSING_SCOPEpayments-investigator does not hold the scope "audit"',
    ]);
    problems.expectNone();
  });

  test('hands a reviewer the verdicts with their policy and caller, as JSON and Markdown', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, '#/admission');
    await page.getByLabel('Required scope (optional)', { exact: true }).fill('delegate');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('admission-evidence-payments-investigator.json');
    const evidence = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      caller: { agentId: string; tenant: string };
      policy: { maxDepth: number; requiredScope?: string };
      summary: { allowed: number; denied: number };
      verdicts: Array<{ card: { name: string }; denials: Array<{ code: string }> }>;
    };
    expect(evidence.caller).toMatchObject({
      agentId: 'payments-investigator',
      tenant: 'wholesale',
    });
    expect(evidence.policy).toMatchObject({ maxDepth: 4, requiredScope: 'delegate' });
    expect(evidence.summary).toEqual({ cards: 3, allowed: 1, denied: 2 });
    expect(evidence.verdicts[1]?.denials.map((d) => d.code)).toEqual([
      'TENANT_NOT_PERMITTED',
      'CLASSIFICATION_EXCEEDED',
    ]);

    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('# Admission evidence: payments-investigator');
    expect(markdown).toContain('| Required scope | delegate |');
    expect(markdown).toContain('| sanctions-screening-agent | ✅ ALLOW |');
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openApp(page, '#/admission');
      await setTheme(page, theme);
      await page.getByRole('spinbutton', { name: 'Max depth' }).fill('');
      await expect(page.getByText(/max depth must be a whole number/)).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `admission, ${theme}` });
    });
  }
});
