import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { defaultWorkspace } from '../../src/store';
import { fingerprintTextOf, reviewedContent } from '../../src/store/review/content';
import { reportHtml } from '../../src/store/review/report/report';
import { HAND_WORKED, HAND_WORKED_CANONICAL } from '../fixtures/hand-worked-workspace';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const dir = mkdtempSync(join(tmpdir(), 'review-e2e-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function recordReview(page: Page, name: string, reviewer: string, note: string) {
  await openApp(page, '#/review');
  await page.getByLabel('Review name').fill(name);
  await page.getByLabel('Reviewer').fill(reviewer);
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Record review' }).click();
  await expect(page.getByText(`Recorded review “${name}”.`, { exact: false })).toBeVisible();
}

async function setMaxDepth(page: Page, depth: string) {
  await openApp(page, '#/admission');
  await page.getByLabel('Max depth').fill(depth);
  await expect(page.getByText('What this edit did:')).toBeVisible();
}

async function download(page: Page, click: () => Promise<void>, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(dir, name);
  await file.saveAs(path);
  return { path, suggested: file.suggestedFilename() };
}

test.describe('reviews over time', () => {
  test('a baseline marks and counts the cells that a max depth and a tenant change flip', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openApp(page, '#/review');
    await page.getByRole('button', { name: 'Use the workspace as it is now' }).click();
    await expect(page.getByText(/^Comparing with the snapshot of \d\d:\d\d UTC\.$/)).toBeVisible();

    await setMaxDepth(page, '1');
    const sanctions = page.getByRole('listitem', { name: 'sanctions-screening-agent' });
    await expect(sanctions).toContainText('newly denied, was ALLOW');
    await expect(page.locator('.admission-summary')).toContainText(
      'Δ 3 verdicts changed since the snapshot',
    );

    await openApp(page, '#/cards');
    await page.getByRole('button', { name: 'kyc-refresh-agent' }).click();
    await page.getByRole('textbox', { name: 'Tenants' }).fill('wholesale');
    await page.getByRole('textbox', { name: 'Tenants' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Changes to kyc-refresh-agent' })).toContainText(
      'platform.tenants',
    );

    await openApp(page, '#/matrix');
    const table = page.getByRole('table');
    const kyc = table.getByRole('button', { name: /^payments-investigator → kyc-refresh-agent/ });
    await expect(kyc).toHaveAccessibleName(
      'payments-investigator → kyc-refresh-agent: denied: Delegation chain too deep (DEPTH_EXCEEDED), Data above the agent’s clearance (CLASSIFICATION_EXCEEDED); changed since the baseline: other codes, was DENY (TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED)',
    );
    await expect(table.locator('.matrix-cell-changed')).toHaveCount(3);
    await expect(page.locator('.matrix-summary')).toContainText('Δ 3 changed since the snapshot');
    await expect(page.getByRole('status').first()).toContainText(
      '1 newly denied · 2 denials with other codes',
    );
    await page.getByRole('checkbox', { name: 'Changed since the baseline only (3)' }).check();
    await expect(table.locator('.matrix-cell-changed')).toHaveCount(3);
    problems.expectNone();
  });

  test('a recorded review survives a reload and is what the workspace is compared with', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await recordReview(page, 'Q1 sign-off', 'Ana Reviewer', 'Bank example as designed.');
    await setMaxDepth(page, '2');
    await page.reload();
    await openApp(page, '#/review');
    await expect(page.getByRole('listitem', { name: 'Q1 sign-off' })).toContainText('Ana Reviewer');
    await expect(page.getByText('Comparing with the review “Q1 sign-off”.')).toBeVisible();
    const changes = page.getByRole('region', { name: 'Changes since the review “Q1 sign-off”' });
    await expect(changes.getByRole('list', { name: 'Changes to the policy' })).toContainText(
      'maxDepth4 → 2',
    );
    await expect(changes).toContainText(
      'path-2 hop 2 (sanctions-screening-agent → kyc-refresh-agent): DENY (TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED) → DENY (DEPTH_EXCEEDED, TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED)',
    );
    await page.getByRole('button', { name: 'Open read-only' }).click();
    const report = page.frameLocator('iframe[title="Report of review Q1 sign-off"]');
    await expect(report.getByRole('heading', { level: 1 })).toHaveText(
      'Delegation review: Bank delegation example',
    );
    await expect(report.locator('[data-slot="reviewer"]')).toHaveText('Ana Reviewer');
    problems.expectNone();
  });

  test('the browser’s fingerprint is node:crypto’s SHA-256 of the canonical workspace', async ({
    page,
  }) => {
    await openApp(page, '#/review');
    const text = fingerprintTextOf(defaultWorkspace());
    if (!text.ok) throw new Error(text.error.message);
    const expected = `sha256:${createHash('sha256').update(text.value, 'utf8').digest('hex')}`;
    await expect(page.getByTestId('workspace-fingerprint')).toHaveText(expected);
  });

  test('the browser’s fingerprint of an imported file is node:crypto’s SHA-256 of its canonical JSON written by hand', async ({
    page,
  }) => {
    const path = join(dir, 'hand-worked.json');
    writeFileSync(path, JSON.stringify(HAND_WORKED));
    const expected = `sha256:${createHash('sha256').update(HAND_WORKED_CANONICAL, 'utf8').digest('hex')}`;
    await openApp(page, '#/review');
    await page.getByLabel('Workspace file to import').setInputFiles(path);
    await expect(page.getByText('Imported “Révision Q3” from hand-worked.json.')).toBeVisible();
    await expect(page.getByTestId('workspace-fingerprint')).toHaveText(expected);
  });

  test('the downloaded report verifies against the exported workspace, and prints to PDF under its CSP', async ({
    page,
  }) => {
    await recordReview(page, 'Q2', 'Bo Auditor', 'Depth and tenants checked.');
    const report = await download(
      page,
      () => page.getByRole('button', { name: 'Download report', exact: true }).click(),
      'report.html',
    );
    expect(report.suggested).toMatch(/^bank-delegation-example-review-[0-9a-f]{12}\.html$/);
    const workspace = await download(
      page,
      () => page.getByRole('button', { name: 'Export' }).click(),
      'workspace.json',
    );
    const verify = spawnSync(
      'npx',
      ['tsx', 'scripts/review.ts', 'verify', report.path, workspace.path],
      {
        encoding: 'utf8',
      },
    );
    expect(verify.stdout).toContain('✓ Fingerprint matches');
    expect(verify.stdout).toContain('✓ Sign-off: this workspace records review "Q2" by Bo Auditor');
    expect(verify.stdout).toContain('VERIFIED: ');
    expect(verify.status).toBe(0);

    const html = readFileSync(report.path, 'utf8');
    expect(html).not.toMatch(/<script|href=|src=|https?:/i);
    const printer = await page.context().newPage();
    const problems = await collectCspViolations(printer);
    await printer.goto(pathToFileURL(report.path).href);
    // The stylesheet is allowed by its hash: headings take the report's sizes.
    await expect(printer.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '24px');
    const pdf = await printer.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    problems.expectNone();
  });

  test('the report’s own CSP refuses a script, an image and an inline style slipped into it', async ({
    page,
  }) => {
    const content = reviewedContent(defaultWorkspace());
    if (!content.ok) throw new Error(content.error.message);
    const html = reportHtml({ workspace: content.value, fingerprint: `sha256:${'0'.repeat(64)}` });
    const slipped = [
      '<script>document.title = "script ran"</script>',
      '<img alt="tracker" src="https://tracker.invalid/pixel.png">',
      '<p id="slipped" style="color: rgb(255, 0, 0)">slipped in</p>',
    ].join('');
    expect(html).toContain('</body>');
    const path = join(dir, 'tampered-report.html');
    writeFileSync(path, html.replace('</body>', `${slipped}</body>`));

    const problems = await collectCspViolations(page);
    await page.goto(pathToFileURL(path).href);
    // The report's own stylesheet still applies; what was slipped in does not.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '24px');
    await expect(page.locator('#slipped')).toBeVisible();
    await expect(page.locator('#slipped')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect
      .poll(() => problems.violations.map((v) => v.directive).sort())
      .toEqual(['img-src', 'script-src-elem', 'style-src-attr']);
    expect(await page.title()).toBe('Delegation review: Bank delegation example');
  });

  test('the Cedar policies download names each forbid by its denial code', async ({ page }) => {
    await openApp(page, '#/review');
    const policies = await download(
      page,
      () =>
        page
          .getByRole('button', {
            name: 'Download the Cedar policies (.cedar) of the workspace now',
          })
          .click(),
      'policies.cedar',
    );
    expect(policies.suggested).toMatch(/^bank-delegation-example-now-[0-9a-f]{12}\.cedar$/);
    const text = readFileSync(policies.path, 'utf8');
    for (const id of ['allow-delegation', 'DEPTH_EXCEEDED', 'TENANT_NOT_PERMITTED']) {
      expect(text).toContain(`@id("${id}")`);
    }
    expect(text).toContain('when { context.chainDepth >= 4 };');
  });

  test('after a change, the reports "as reviewed" and "now" each verify, and their Cedar policies differ at the depth forbid', async ({
    page,
  }) => {
    test.slow();
    await recordReview(page, 'Q3', 'Cy Auditor', 'Before the depth cut.');
    await setMaxDepth(page, '1');
    await openApp(page, '#/review');
    const evidence = page.getByRole('region', { name: 'Evidence' });
    const reviewed = evidence.getByRole('region', { name: 'As reviewed' });
    const now = evidence.getByRole('region', { name: 'Workspace now' });
    await expect(reviewed).toContainText('Review “Q3”');
    await expect(now).toContainText('changed since review “Q3”');
    const reviewedFp = await reviewed.locator('code').getAttribute('title');
    const nowFp = await now.locator('code').getAttribute('title');
    expect(reviewedFp).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(nowFp).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(nowFp).not.toBe(reviewedFp);

    const press = (name: string) => () => evidence.getByRole('button', { name }).click();
    const asReviewed = await download(page, press('Download the report as reviewed'), 'q3.html');
    const ofNow = await download(
      page,
      press('Download the report of the workspace now'),
      'now.html',
    );
    const cedarReviewed = await download(
      page,
      press('Download the Cedar policies (.cedar) as reviewed'),
      'q3.cedar',
    );
    const cedarNow = await download(
      page,
      press('Download the Cedar policies (.cedar) of the workspace now'),
      'now.cedar',
    );
    const short = (fp: string | null) => (fp ?? '').slice('sha256:'.length, 'sha256:'.length + 12);
    expect(asReviewed.suggested).toBe(`bank-delegation-example-review-${short(reviewedFp)}.html`);
    expect(cedarReviewed.suggested).toBe(
      `bank-delegation-example-as-reviewed-${short(reviewedFp)}.cedar`,
    );
    expect(cedarNow.suggested).toBe(`bank-delegation-example-now-${short(nowFp)}.cedar`);
    expect(readFileSync(asReviewed.path, 'utf8')).toContain(
      `<meta name="workspace-fingerprint" content="${reviewedFp}">`,
    );
    expect(readFileSync(ofNow.path, 'utf8')).toContain(
      `<meta name="workspace-fingerprint" content="${nowFp}">`,
    );

    const workspace = await download(
      page,
      () => page.getByRole('button', { name: 'Export' }).click(),
      'moved-on.json',
    );
    const verify = (report: string) =>
      spawnSync('npx', ['tsx', 'scripts/review.ts', 'verify', report, workspace.path], {
        encoding: 'utf8',
      });
    const first = verify(asReviewed.path);
    expect(first.stdout).toContain(`✓ Fingerprint ${reviewedFp} is that of review "Q3"`);
    expect(first.status).toBe(0);
    const second = verify(ofNow.path);
    expect(second.stdout).toContain(`✓ Fingerprint matches: ${nowFp}.`);
    expect(second.status).toBe(0);

    const lines = (path: string) => readFileSync(path, 'utf8').split('\n');
    const before = lines(cedarReviewed.path);
    const after = lines(cedarNow.path);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(changed).toEqual([
      [
        expect.stringMatching(/^\/\/ As reviewed: the policy review “Q3” signed off \(recorded /),
        '// Workspace now: the policy as the workspace held it when exported. No recorded review signs off this content.',
      ],
      [`// Workspace fingerprint: ${reviewedFp}`, `// Workspace fingerprint: ${nowFp}`],
      ['when { context.chainDepth >= 4 };', 'when { context.chainDepth >= 1 };'],
    ]);
  });

  for (const theme of THEMES) {
    test(`the review panel has no serious accessibility problem in the ${theme} theme`, async ({
      page,
    }) => {
      // Two full axe runs after recording a review and an edit: slow on a busy machine, so the
      // time limit is tripled; what is checked does not depend on the clock.
      test.slow();
      await recordReview(page, 'Q1', 'Ana', 'A note.');
      await setMaxDepth(page, '1');
      await openApp(page, '#/review');
      await setTheme(page, theme);
      await page.getByRole('button', { name: 'Open read-only' }).click();
      await expect(page.getByTitle('Report of review Q1')).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `review, ${theme}` });
      await openApp(page, '#/admission');
      await expectNoA11yViolations(page, { include: 'main', label: `admission marks, ${theme}` });
    });
  }
});
