import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { makeCard } from '../../src/core/card';
import { emptyWorkspace, type Workspace } from '../../src/store/workspace';
import { envelope } from '../../src/store/envelope';
import { STORAGE_KEY } from '../../src/store/persistence';
import {
  collectCspViolations,
  expectNoA11yViolations,
  openApp,
  setTheme,
  THEMES,
} from './helpers/app';

const agent = (name: string) =>
  makeCard({
    name,
    description: `${name} for the graph test`,
    url: `https://agents.example/${name}`,
    version: '1.0.0',
    platform: {
      owner: 'treasury-ops',
      tenants: ['wholesale'],
      maxDataClassification: 'restricted',
    },
  });

/** A desk that delegates to a ledger agent, which delegates to a settlement agent. */
const WORKSPACE: Workspace = {
  ...emptyWorkspace(),
  name: 'Treasury delegation',
  cards: [agent('ledger-agent'), agent('settlement-agent'), agent('fx-agent')],
  callers: [
    {
      agentId: 'treasury-desk',
      tenant: 'wholesale',
      userId: 'u-7',
      scopes: ['delegate'],
      dataClassification: 'internal',
      delegationChain: [],
    },
  ],
  paths: [{ id: 'path-1', callerId: 'treasury-desk', hops: ['ledger-agent', 'settlement-agent'] }],
};

/** Opens the graph on `workspace` by saving it where the app looks first, once per test. */
async function openGraph(page: Page, workspace: Workspace = WORKSPACE) {
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('graph-spec-seeded') !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('graph-spec-seeded', 'yes');
    },
    { key: STORAGE_KEY, value: JSON.stringify(envelope(workspace)) },
  );
  await openApp(page, '#/graph');
  await expect(page.locator('.react-flow__node')).toHaveCount(4);
  await page.waitForFunction(() => performance.getEntriesByName('graph:fitted').length > 0);
}

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const hop = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const CYCLE_HOP = 'path-1, hop 3: settlement-agent to ledger-agent, denied: CYCLE_DETECTED';

async function connect(page: Page, from: string, to: string) {
  const source = node(page, from).locator('.react-flow__handle.source');
  const target = node(page, to).locator('.react-flow__handle.target');
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (a === null || b === null) throw new Error('handles are not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('the graph panel', () => {
  test('marks a hop back to an agent in the chain as a cycle; delete removes it, undo restores it', async ({
    page,
  }) => {
    const problems = await collectCspViolations(page);
    await openGraph(page);
    await expect(hop(page, 'path-1, hop 2: ledger-agent to settlement-agent, allowed')).toHaveCount(
      1,
    );

    await connect(page, 'settlement-agent', 'ledger-agent');
    await expect(page.getByRole('status').filter({ hasText: 'Added hop' })).toHaveText(
      'Added hop 3 to path-1: → ledger-agent.',
    );
    await expect(hop(page, CYCLE_HOP)).toHaveCount(1);
    const label = page.locator('.graph-edge-label.graph-hop-cycle');
    await expect(label).toContainText('↻ CYCLE_DETECTED');
    const details = page.getByRole('complementary', { name: 'Selection details' });
    await expect(details.getByRole('heading', { name: 'Hop 3 of path-1' })).toBeVisible();
    await expect(details.getByRole('list', { name: 'Denials' })).toContainText(
      'ledger-agent already appears in the chain ["treasury-desk", "ledger-agent"]',
    );

    // The new hop is selected: Delete removes it.
    await expect(label).toHaveClass(/graph-edge-label-selected/);
    await page.keyboard.press('Delete');
    await expect(hop(page, CYCLE_HOP)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
      'Removed hop 3 of path-1. Undo brings it back.',
    );

    await page.getByRole('button', { name: /^Undo Remove hop/ }).click();
    await expect(hop(page, CYCLE_HOP)).toHaveCount(1);
    problems.expectNone();
  });

  test('exports PNG and SVG images with the legend, under the CSP', async ({ page }) => {
    const problems = await collectCspViolations(page);
    await openGraph(page);

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('treasury-delegation-delegation-graph.png');
    const bytes = await readFile(await png.path());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(5_000);

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('treasury-delegation-delegation-graph.svg');
    const text = await readFile(await svg.path(), 'utf8');
    // Parsed on a blank page: a document DOMParser makes inherits the app's CSP, which would
    // (rightly) refuse the style attributes an exported SVG carries.
    const blank = await page.context().newPage();
    const parsed = await blank.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
      return {
        root: doc.documentElement.nodeName,
        error: doc.querySelector('parsererror')?.textContent ?? null,
        text: doc.documentElement.textContent ?? '',
      };
    }, text);
    await blank.close();
    expect(parsed.root).toBe('svg');
    expect(parsed.error).toBeNull();
    for (const name of ['treasury-desk', 'ledger-agent', 'settlement-agent', 'fx-agent']) {
      expect(parsed.text).toContain(name);
    }
    expect(parsed.text).toContain('Cycle: CYCLE_DETECTED');
    expect(parsed.text).toContain('Treasury delegation · policy: max depth 4');
    // The arrowheads travel with the hops that name them.
    const named = [...text.matchAll(/marker-end="url\('#([\w-]+)'\)"/g)].map((m) => m[1]);
    expect(named.length, 'hops naming an arrowhead in the SVG').toBeGreaterThan(0);
    for (const id of new Set(named)) {
      expect(id).toMatch(/^graph-arrow-/);
      expect(text).toContain(`id="${id}"`);
    }
    // The legend is only placed for the capture.
    await expect(page.locator('.graph-legend-export')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved treasury-delegation-delegation-graph.svg.',
    );
    problems.expectNone();
  });

  test('moves a selected node with the arrow keys and keeps it there', async ({ page }) => {
    await openGraph(page);
    const fx = node(page, 'fx-agent');
    await fx.focus();
    await page.keyboard.press('Enter');
    await expect(fx).toHaveClass(/selected/);
    const before = await fx.boundingBox();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await fx.boundingBox())?.y).toBeGreaterThan(before?.y ?? 0);
    await expect(page.getByRole('button', { name: 'Re-layout' })).toBeEnabled();
    await page.getByRole('button', { name: 'Re-layout' }).click();
    await expect(page.getByRole('button', { name: 'Re-layout' })).toBeDisabled();
  });

  test('drags a node with the mouse; it stays where dropped and the labels of its hops go along', async ({
    page,
  }) => {
    await openGraph(page);
    const settlement = node(page, 'settlement-agent');
    const start = await settlement.boundingBox();
    if (start === null) throw new Error('settlement-agent is not drawn');
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + step * 4, y + step * 12);
    await page.mouse.up();
    await expect
      .poll(async () => ((await settlement.boundingBox())?.y ?? 0) - start.y)
      .toBeGreaterThan(100);
    await expect(page.getByRole('button', { name: 'Re-layout' })).toBeEnabled();
    // Hop labels show from the zoom where their 11 px draw at 9 px or more.
    const zoom = () =>
      page
        .locator('.react-flow__viewport')
        .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    while ((await zoom()) < 9 / 11) await page.getByRole('button', { name: 'Zoom In' }).click();
    // The label of the hop into it sits between its two ends as they are now.
    const label = page.locator('.graph-edge-label[title^="path-1, hop 2:"]');
    const [from, to, box] = await Promise.all([
      node(page, 'ledger-agent').boundingBox(),
      settlement.boundingBox(),
      label.boundingBox(),
    ]);
    if (from === null || to === null || box === null)
      throw new Error('a hop end or label is not drawn');
    const middle = box.y + box.height / 2;
    expect(middle).toBeGreaterThan(Math.min(from.y, to.y) - box.height);
    expect(middle).toBeLessThan(Math.max(from.y + from.height, to.y + to.height) + box.height);
    expect(box.x).toBeGreaterThan(from.x);
    expect(box.x + box.width).toBeLessThan(to.x + to.width);
  });

  test('mid-drag, a node’s hops are on a layer of their own, along the curves React Flow draws after the drop', async ({
    page,
  }) => {
    await openGraph(page);
    const settlement = node(page, 'settlement-agent');
    const start = await settlement.boundingBox();
    if (start === null) throw new Error('settlement-agent is not drawn');
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step += 1) await page.mouse.move(x + step * 4, y + step * 10);
    const into = 'hop:path-1:1';
    const dragged = page.locator(`.graph-drag-hops path[data-hop="${into}"]`);
    await expect(dragged).toHaveCount(1);
    await expect(page.locator(`.react-flow__edge[data-id="${into}"]`)).toHaveCount(0);
    // Its label goes along, on the drag's own layer.
    await expect(page.locator('.graph-drag-labels .graph-edge-label')).toHaveCount(1);
    // The hop into the other agent stays React Flow's.
    await expect(page.locator('.react-flow__edge[data-id="hop:path-1:0"]')).toHaveCount(1);
    const during = await dragged.getAttribute('d');
    await page.mouse.up();
    const flowLine = page.locator(
      `.react-flow__edge[data-id="${into}"] path.react-flow__edge-path`,
    );
    await expect(flowLine).toHaveAttribute('d', during ?? 'no line drawn mid-drag');
    await expect(page.locator('.graph-drag-hops path')).toHaveCount(0);
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility problem in the ${theme} theme`, async ({ page }) => {
      await openGraph(page);
      await setTheme(page, theme);
      await node(page, 'ledger-agent').click();
      await expect(
        page.getByRole('complementary', { name: 'Selection details' }).getByRole('heading', {
          name: 'ledger-agent',
        }),
      ).toBeVisible();
      await expectNoA11yViolations(page, { include: 'main', label: `graph, ${theme}` });
    });
  }
});
