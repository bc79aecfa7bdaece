// What Chromium shows of a forged review report, and what `review verify` says of it. Each forgery
// here shows a matrix with a denied cell allowed, and only that matrix: the lie is real on screen,
// and verify refuses it all the same.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { nodeDigest } from '../../scripts/review';
import { verifyReport } from '../../src/store/review/report/verify';
import { forgedCases, genuineReports } from '../helpers/forged-reports';

const dir = mkdtempSync(join(tmpdir(), 'forged-report-e2e-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHOWN = [
  'the genuine matrix in an HTML comment after a forged one',
  'the genuine matrix hidden by the hidden attribute, a forged one shown',
  'the genuine matrix in a <template>, a forged one shown',
];

test('forged matrices Chromium shows alone are refused by verify', async ({ page }) => {
  const g = await genuineReports();
  const cases = (await forgedCases(g)).filter((c) => SHOWN.includes(c.name));
  expect(cases.map((c) => c.name).sort()).toEqual([...SHOWN].sort());

  const shown = async (name: string, html: string) => {
    const path = join(dir, `${name}.html`);
    writeFileSync(path, html);
    await page.goto(pathToFileURL(path).href);
    return page.evaluate(() => document.body.innerText);
  };
  const genuine = await shown('genuine', g.signed);
  expect(genuine).toContain('1 caller × 3 agents: 0 allowed, 3 denied.');
  expect(genuine).not.toContain('✓ allow');

  for (const [i, c] of cases.entries()) {
    if (typeof c.report !== 'string') throw new Error('a text report');
    const text = await shown(`forged-${i}`, c.report);
    // One matrix heading on screen, and it is the forgery's.
    expect(text.match(/Policy matrix/g), c.name).toHaveLength(1);
    expect(text, c.name).toContain('1 caller × 3 agents: 1 allowed, 2 denied.');
    expect(text, c.name).toContain('✓ allow');
    expect(text, c.name).not.toContain('0 allowed, 3 denied.');

    const result = await verifyReport({ report: c.report, workspace: c.workspace }, nodeDigest);
    expect(result.status, c.name).toBe('mismatch');
    expect(result.checks.map((k) => `✗ ${k.text}`).join('\n'), c.name).toMatch(c.reason);
  }
});
