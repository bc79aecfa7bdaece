// Exports never break on the text a workspace can hold: names with control characters and lone
// surrogates (possible through a workspace file or a share link) still export as PNG and as
// well-formed SVG, and each export says in words when it fails.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makeCard } from '../../src/core/card';
import { envelope } from '../../src/store/envelope';
import { emptyWorkspace, type Workspace } from '../../src/store/workspace';
import { collectCspViolations, openApp, seedWorkspace } from './helpers/app';

const LEDGER = 'ledger\u0000agent\u0007';
const SETTLEMENT = 'settle\ud800ment';
const DESK = 'desk\u001b[31m';

const agent = (name: string) =>
  makeCard({
    name,
    description: `${name} with hostile text`,
    url: 'https://agents.example/a2a',
    version: '1.0.0',
    platform: { owner: 'ops', tenants: [], maxDataClassification: 'internal' },
  });

const WORKSPACE: Workspace = {
  ...emptyWorkspace(),
  name: 'Hostile\u0001names',
  cards: [agent(LEDGER), agent(SETTLEMENT)],
  callers: [
    {
      agentId: DESK,
      tenant: 'wholesale',
      userId: 'u-1',
      scopes: [],
      dataClassification: 'public',
      delegationChain: [],
    },
  ],
  paths: [{ id: 'path-1', callerId: DESK, hops: [LEDGER, SETTLEMENT] }],
};

test('exports PNG and well-formed SVG when names hold control characters and lone surrogates', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  await seedWorkspace(page, JSON.stringify(envelope(WORKSPACE)));
  await openApp(page, '#/graph');
  await expect(page.locator('.react-flow__node')).toHaveCount(3);
  await page.waitForFunction(() => performance.getEntriesByName('graph:fitted').length > 0);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  const bytes = await readFile(await png.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('.png');

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  const text = await readFile(await svg.path(), 'utf8');
  const blank = await page.context().newPage();
  const parsed = await blank.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      text: doc.documentElement.textContent ?? '',
    };
  }, text);
  await blank.close();
  expect(parsed.error).toBeNull();
  // The controls show as their Control Pictures glyphs and the lone surrogate as U+FFFD.
  expect(parsed.text).toContain('ledger\u2400agent\u2407');
  expect(parsed.text).toContain('settle\ufffdment');
  expect(parsed.text).toContain('desk\u241b[31m');

  // The page itself still holds the names as the workspace has them.
  await expect(page.locator('.react-flow__node').filter({ hasText: 'settle' })).toHaveCount(1);
  expect(
    await page.evaluate(
      () => document.querySelector('.react-flow__node')?.getAttribute('data-id') ?? '',
    ),
  ).not.toContain('\u2400');
  problems.expectNone();
});
