// The enterprise example in the graph, at a laptop's and a projector's size: nothing drawn over a
// node after Fit view, no hop label over another label or a node and every node's lines apart
// within it (the bank example too), a selected hop's label above its line, exports without
// selection, and Find centring the agent it names.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectCspViolations, expectNoA11yViolations, openApp, twoFrames } from './helpers/app';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Array<{ name: string; box: Box }>> {
  const found: Array<{ name: string; box: Box }> = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    const name =
      (await element.getAttribute('data-id')) ??
      (await element.getAttribute('title')) ??
      (await element.getAttribute('class'));
    if (box !== null && box.width > 0) found.push({ name: name ?? '?', box });
  }
  return found;
}

/** Checks that every node drawn (there are `count`) lies inside the canvas, within `slack` px. */
async function expectNodesInCanvas(page: Page, count: number, slack = 0) {
  const canvas = await page.locator('.graph-canvas').boundingBox();
  if (canvas === null) throw new Error('no canvas');
  const nodes = await boxes(page.locator('.react-flow__node'));
  expect(nodes).toHaveLength(count);
  for (const { name, box } of nodes) {
    expect(box.x, name).toBeGreaterThanOrEqual(canvas.x - slack);
    expect(box.y, name).toBeGreaterThanOrEqual(canvas.y - slack);
    expect(box.x + box.width, name).toBeLessThanOrEqual(canvas.x + canvas.width + slack);
    expect(box.y + box.height, name).toBeLessThanOrEqual(canvas.y + canvas.height + slack);
  }
}

/** The canvas's zoom, read from the viewport's transform. */
const viewportZoom = (page: Page) =>
  page
    .locator('.react-flow__viewport')
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);

/**
 * Zooms in with the Zoom In button until hop labels are shown: from 9/11 (an 11 px label drawn at
 * 9 px or more). The fitted enterprise and bank examples open below it, with their labels hidden.
 */
async function zoomInToLabels(page: Page) {
  while ((await viewportZoom(page)) < 9 / 11) {
    await page.getByRole('button', { name: 'Zoom In' }).click();
  }
  await twoFrames(page);
}

/** Zooms out with the Zoom Out button until the hop labels are gone (below zoom 0.25). */
async function zoomOutPastLabels(page: Page) {
  while ((await viewportZoom(page)) >= 0.25) {
    await page.getByRole('button', { name: 'Zoom Out' }).click();
  }
}

async function openEnterprise(page: Page) {
  await openApp(page, '#/graph');
  await page
    .getByRole('combobox', { name: 'Open a built-in scenario' })
    .selectOption({ label: 'Enterprise example' });
  await expect(page.getByText('Opened Enterprise example.')).toBeVisible();
  await expect(page.locator('.react-flow__node')).toHaveCount(9 + 38 + 1);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Fit view', exact: true }).click();
  // The fit is animated by nothing but layout; give it two frames.
  await twoFrames(page);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the enterprise graph at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('opening the enterprise example while the graph shows the bank fits it by itself', async ({
      page,
    }) => {
      await openApp(page, '#/graph');
      await expect(page.locator('.react-flow__node')).toHaveCount(4);
      await page
        .getByRole('combobox', { name: 'Open a built-in scenario' })
        .selectOption({ label: 'Enterprise example' });
      await expect(page.locator('.react-flow__node')).toHaveCount(9 + 38 + 1);
      // No Fit view pressed: every node comes inside the canvas.
      await expect(() => expectNodesInCanvas(page, 48, 0.5)).toPass({ timeout: 15_000 });
    });

    test('opening the bank over the enterprise example fits it by itself, though the enterprise example had all its names', async ({
      page,
    }) => {
      await openApp(page, '#/graph');
      const scenario = page.getByRole('combobox', { name: 'Open a built-in scenario' });
      await scenario.selectOption({ label: 'Enterprise example' });
      await expect(page.locator('.react-flow__node')).toHaveCount(9 + 38 + 1);
      const zoom = () => viewportZoom(page);
      const enterpriseZoom = await zoom();
      await scenario.selectOption({ label: 'Bank example' });
      await expect(page.locator('.react-flow__node')).toHaveCount(4);
      // Four nodes fill the canvas at a larger zoom than 48 did; without a fit it would stay.
      await expect.poll(zoom).toBeGreaterThan(enterpriseZoom * 1.5);
      await expectNodesInCanvas(page, 4, 0.5);
    });

    test('after Fit view no legend or control box covers a node', async ({ page }) => {
      const problems = await collectCspViolations(page);
      await openEnterprise(page);
      // Every node is inside the canvas after the fit…
      await expectNodesInCanvas(page, 48);
      const nodes = await boxes(page.locator('.react-flow__node'));
      const furniture = await boxes(
        page.locator(
          '.graph-strip, .graph-toolbar, .graph-overview, .react-flow__controls, .react-flow__attribution, .react-flow__panel',
        ),
      );
      expect(furniture.length).toBeGreaterThanOrEqual(5);
      // …and nothing else drawn on or around it covers one.
      for (const node of nodes) {
        for (const thing of furniture) {
          expect(overlaps(node.box, thing.box), `${thing.name} covers ${node.name}`).toBe(false);
        }
      }
      problems.expectNone();
    });

    for (const example of ['Bank', 'Enterprise'] as const) {
      test(`no hop label of the ${example.toLowerCase()} example covers another label or a node`, async ({
        page,
      }) => {
        if (example === 'Enterprise') await openEnterprise(page);
        else {
          await openApp(page, '#/graph');
          await page.getByRole('button', { name: 'Fit view', exact: true }).click();
          await twoFrames(page);
        }
        // Fitted, each example draws its labels under 9 px, so they are hidden; zoomed in they
        // are all there.
        expect(await viewportZoom(page)).toBeLessThan(9 / 11);
        expect(await boxes(page.locator('.graph-edge-label'))).toHaveLength(0);
        await zoomInToLabels(page);
        const labels = await boxes(page.locator('.graph-edge-label'));
        const hops = example === 'Bank' ? 3 : 32;
        expect(labels).toHaveLength(hops);
        const nodes = await boxes(page.locator('.react-flow__node'));
        for (const [i, label] of labels.entries()) {
          for (const other of labels.slice(i + 1)) {
            expect(overlaps(label.box, other.box), `${label.name} and ${other.name}`).toBe(false);
          }
          for (const node of nodes) {
            expect(overlaps(label.box, node.box), `${label.name} on ${node.name}`).toBe(false);
          }
        }
      });
    }

    for (const example of ['Bank', 'Enterprise'] as const) {
      test(`every node of the ${example.toLowerCase()} example shows its lines apart and inside it`, async ({
        page,
      }) => {
        if (example === 'Enterprise') await openEnterprise(page);
        else await openApp(page, '#/graph');
        const nodes = page.locator('.graph-node');
        await expect(nodes.first()).toBeVisible();
        const problems = await nodes.evaluateAll((elements) =>
          elements.flatMap((node) => {
            const outer = node.getBoundingClientRect();
            // A row the compact look does not display is no row.
            const children = [...node.children].filter(
              (child) =>
                !child.classList.contains('react-flow__handle') &&
                child.getClientRects().length > 0,
            );
            const rows = children.map((child) => child.getBoundingClientRect());
            const name = node.querySelector('.graph-node-name')?.textContent ?? '?';
            const found: string[] = [];
            // A row squeezed below its text's height draws the text over its neighbours.
            children.forEach((child, i) => {
              if (child.scrollHeight > child.clientHeight + 1)
                found.push(`${name}: row ${i} is shorter than its text`);
            });
            rows.forEach((row, i) => {
              if (row.bottom > outer.bottom + 0.5)
                found.push(`${name}: row ${i} runs past the node`);
              const next = rows[i + 1];
              if (next && next.top < row.bottom - 0.5)
                found.push(`${name}: rows ${i} and ${i + 1} overlap`);
            });
            return found;
          }),
        );
        expect(problems).toEqual([]);
      });
    }

    test('a selected hop’s label sits above its own line, and the SVG export keeps no selection', async ({
      page,
    }) => {
      await openEnterprise(page);
      await page.getByLabel('Focus').selectOption('path:dispute');
      await twoFrames(page);
      await zoomInToLabels(page);
      const label = page.locator('.graph-edge-label', { hasText: 'dispute' }).filter({
        hasText: 'NO_ACCEPTABLE_AUTH',
      });
      await expect(label).toBeVisible();
      await label.click();
      await expect(page.getByRole('heading', { name: 'Hop 2 of dispute' })).toBeVisible();
      await expect(label).toHaveClass(/graph-edge-label-selected/);
      // What the focus sets back stays readable.
      await expectNoA11yViolations(page, { label: 'the enterprise graph with one path in focus' });
      await expect(page.locator('.react-flow__edge.selected')).toHaveCount(1);
      // Every point of the label shows the label, not the hop's line drawn over it.
      const covered = await label.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const misses: string[] = [];
        for (let i = 1; i < 10; i += 1) {
          for (const fy of [0.3, 0.5, 0.7]) {
            const x = r.left + (r.width * i) / 10;
            const y = r.top + r.height * fy;
            const top = document.elementFromPoint(x, y);
            if (top === null || !element.contains(top)) misses.push(`${x},${y}: ${top?.tagName}`);
          }
        }
        return misses;
      });
      expect(covered).toEqual([]);

      const [svg] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export SVG' }).click(),
      ]);
      const text = await readFile(await svg.path(), 'utf8');
      expect(text).toContain('NO_ACCEPTABLE_AUTH');
      expect(text).not.toMatch(/class="[^"]*\bselected\b/);
      expect(text).not.toMatch(/graph-edge-label-selected|graph-dim/);
      // The selection comes back once the file is saved.
      await expect(label).toHaveClass(/graph-edge-label-selected/);
    });

    test('Find centres the agent it names', async ({ page }) => {
      await openEnterprise(page);
      await page
        .getByRole('combobox', { name: 'Find', exact: true })
        .fill('ledgerline-credit-bureau');
      await page.getByRole('button', { name: 'Centre' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Centred ledgerline-credit-bureau.' }),
      ).toBeVisible();
      const node = page.locator('.react-flow__node[data-id="ledgerline-credit-bureau"]');
      await expect(node).toHaveClass(/selected/);
      await expect
        .poll(async () => {
          const [canvas, box] = [
            await page.locator('.graph-canvas').boundingBox(),
            await node.boundingBox(),
          ];
          if (canvas === null || box === null) return Infinity;
          return Math.hypot(
            box.x + box.width / 2 - (canvas.x + canvas.width / 2),
            box.y + box.height / 2 - (canvas.y + canvas.height / 2),
          );
        })
        .toBeLessThan(4);
    });
  });
}

/** The numbers of an SVG path's data, in order. */
const pathNumbers = (d: string | null) => (d ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];

test('zoomed out past the labels, hops are one plain layer whose dashes stay long enough to read', async ({
  page,
}) => {
  await openEnterprise(page);
  const zoom = () => viewportZoom(page);
  // The hop lines, whichever layer draws them: React Flow's edges or the zoomed-out layer.
  const unreachable = page.locator('.react-flow__viewport path.graph-hop-unreachable').first();
  const dashes = () => unreachable.evaluate((el) => getComputedStyle(el).strokeDasharray);
  const edges = page.locator('.react-flow__edge');
  const farHops = page.locator('.graph-far-hops path');
  const zoomIn = page.getByRole('button', { name: 'Zoom In' });
  // At a quarter of full size and above, React Flow draws every hop with the legend's pattern.
  while ((await zoom()) < 0.3) await zoomIn.click();
  expect(await dashes()).toBe('6px, 5px');
  await expect(farHops).toHaveCount(0);
  const hops = await edges.count();
  expect(hops).toBeGreaterThan(20);
  // Every hop's curve as React Flow draws it, by hop id.
  const curves = (selector: string, idAttribute: string) =>
    page
      .locator(selector)
      .evaluateAll(
        (paths, attribute) =>
          paths.map((path): [string, string] => [
            path.closest(`[${attribute}]`)?.getAttribute(attribute) ?? '',
            path.getAttribute('d') ?? '',
          ]),
        idAttribute,
      );
  const near = new Map(await curves('.react-flow__edge path.graph-hop', 'data-id'));
  expect(near.size).toBe(hops);
  // Below it, every hop is in the plain layer and none is React Flow's, and dashes are four times
  // longer: at a tenth of full size, 2.4 px on 2 px rather than 0.6 on 0.5.
  await zoomOutPastLabels(page);
  await expect.poll(dashes).toBe('24px, 20px');
  await expect(edges).toHaveCount(0);
  await expect(farHops).toHaveCount(hops);
  // Each hop runs along the same curve in both layers (within React Flow's measuring).
  const far = await curves('.graph-far-hops path', 'data-hop');
  expect(far.map(([id]) => id).sort()).toEqual([...near.keys()].sort());
  for (const [id, d] of far) {
    const farLine = pathNumbers(d);
    const nearLine = pathNumbers(near.get(id) ?? '');
    expect(farLine, id).toHaveLength(8);
    expect(
      farLine.every((n, i) => Math.abs(n - (nearLine[i] ?? NaN)) < 0.6),
      `${id}: ${d} against ${near.get(id)}`,
    ).toBe(true);
  }
  await expect(page.locator('.graph-far-hops path[marker-end]')).toHaveCount(hops);
  // An export draws at full size, so its hops carry the legend's patterns, not these.
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  const exported = await readFile(await svg.path(), 'utf8');
  expect(exported).toContain('stroke-dasharray: 6px, 5px');
  expect(exported).not.toContain('stroke-dasharray: 24px, 20px');
  await expect.poll(dashes).toBe('24px, 20px');
  await zoomIn.click();
  await expect.poll(dashes).toBe('6px, 5px');
  // Faded on its stroke, not as a group of its own (which hundreds of hops would each cost).
  expect(
    await unreachable.evaluate((el) => [
      getComputedStyle(el).opacity,
      getComputedStyle(el).strokeOpacity,
    ]),
  ).toEqual(['1', '0.75']);
  // Its arrowhead (a marker shared by every unreachable hop) in the line's own colour.
  const line = await unreachable.evaluate((el) => getComputedStyle(el).stroke);
  expect(line).toMatch(/^rgb/);
  const arrow = page.locator('#graph-arrow-unreachable polyline');
  expect(await arrow.evaluate((el) => getComputedStyle(el).fill)).toBe(line);
});

test('zoomed out, a hop picked in the details is React Flow’s to select, unselect and delete', async ({
  page,
}) => {
  await openEnterprise(page);
  await zoomOutPastLabels(page);
  // Every path's hops, as the details panel lists them before anything is picked.
  const hops = await page.locator('.graph-far-hops path').count();
  expect(hops).toBeGreaterThan(20);
  const farHops = page.locator('.graph-far-hops path');
  const picked = page.locator('.react-flow__edge.selected');
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await expect(farHops).toHaveCount(hops);
  const agentNode = page.locator('.react-flow__node[data-id="sanctions-screening-agent"]');
  const pickFirstHop = async () => {
    await agentNode.click();
    await expect(agentNode).toHaveClass(/selected/);
    const firstHop = page.locator('.graph-details .graph-hop-link').first();
    expect(await firstHop.textContent()).toContain('sanctions-screening-agent');
    await firstHop.click();
    await expect(page.getByRole('heading', { name: /^Hop \d+ of / })).toBeVisible();
  };
  // The picked hop is drawn by React Flow, marked as selected, and left out of the plain layer.
  await pickFirstHop();
  await expect(picked).toHaveCount(1);
  await expect(farHops).toHaveCount(hops - 1);
  await expect(agentNode).not.toHaveClass(/selected/);
  // Picking a node unselects it, and it goes back to the plain layer.
  await agentNode.click();
  await expect(picked).toHaveCount(0);
  await expect(farHops).toHaveCount(hops);
  // So does a click on the empty canvas.
  await pickFirstHop();
  await expect(picked).toHaveCount(1);
  await page.locator('.react-flow__pane').click({ position: { x: 8, y: 8 } });
  await expect(picked).toHaveCount(0);
  // Delete removes it, as it does zoomed in, and Undo brings it back.
  await pickFirstHop();
  await page.keyboard.press('Delete');
  await expect(page.getByText(/^Removed hop \d+ of /)).toBeVisible();
  await expect(farHops).toHaveCount(hops - 1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await page.getByRole('button', { name: /^Undo / }).click();
  await expect(farHops).toHaveCount(hops);
});

test('far out, nodes are plain farBoxes that keep their names, Tab, picking, dragging, box selection, the minimap and exports', async ({
  page,
}) => {
  const problems = await collectCspViolations(page);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await openEnterprise(page);
  const flowNodes = page.locator('.react-flow__node');
  const farBoxes = page.locator('.graph-far-node');
  const nodes = 9 + 38 + 1;
  await expect(farBoxes).toHaveCount(0);
  const fitZoom = await viewportZoom(page);
  // Below zoom 0.15 (a node under 36 px wide) React Flow draws no node: each is a plain box in its
  // kind's look, with no text.
  while ((await viewportZoom(page)) >= 0.15) {
    await page.getByRole('button', { name: 'Zoom Out' }).click();
  }
  await expect(farBoxes).toHaveCount(nodes);
  await expect(flowNodes).toHaveCount(0);
  expect(await farBoxes.allTextContents()).toEqual(Array<string>(nodes).fill(''));
  await expect(page.locator('.graph-far-node .graph-node-caller.graph-node-bare')).toHaveCount(9);
  await expect(page.locator('.graph-far-node .graph-node-agent.graph-node-bare')).toHaveCount(38);
  // Each box carries its node's name for a screen reader and is reached by Tab; the minimap
  // draws every node in its kind's colour.
  const agentBox = page.getByRole('button', { name: /^Agent sanctions-screening-agent: / });
  await expect(agentBox).toHaveAttribute('tabindex', '0');
  await expect(page.locator('.react-flow__minimap-node.graph-minimap-caller')).toHaveCount(9);
  await expect(page.locator('.react-flow__minimap-node.graph-minimap-agent')).toHaveCount(38);
  await expect(page.locator('.react-flow__minimap-node.graph-minimap-missing')).toHaveCount(1);
  await expectNoA11yViolations(page, { label: 'the enterprise graph zoomed far out' });
  // Picked, a box becomes React Flow's node again, drawn in full and selected, and the details
  // show it.
  await agentBox.click();
  const agentNode = page.locator('.react-flow__node[data-id="sanctions-screening-agent"]');
  await expect(agentNode).toHaveClass(/selected/);
  await expect(agentNode).toContainText('sanctions-screening-agent');
  await expect(page.locator('.graph-details')).toContainText('sanctions-screening-agent');
  await expect(farBoxes).toHaveCount(nodes - 1);
  await expect(page.locator('.react-flow__minimap-node.selected')).toHaveCount(1);
  // The node then has the focus, as a node pressed on has, and the arrow keys move it.
  await expect(agentNode).toBeFocused();
  const agentAt = await agentNode.boundingBox();
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => (await agentNode.boundingBox())?.y ?? 0)
    .toBeGreaterThan((agentAt?.y ?? Infinity) + 0.1);
  // From the keyboard: Enter on a box picks it and hands the focus to its node, which the arrow
  // keys then move as at any zoom.
  const riskBox = page.locator('.graph-far-node[data-far-node="caller:group-risk-monitor"]');
  await riskBox.focus();
  await page.keyboard.press('Enter');
  const riskNode = page.locator('.react-flow__node[data-id="caller:group-risk-monitor"]');
  await expect(riskNode).toBeFocused();
  await expect(riskNode).toHaveClass(/selected/);
  await expect(agentNode).toHaveCount(0);
  const riskAt = await riskNode.boundingBox();
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => (await riskNode.boundingBox())?.y ?? 0)
    .toBeGreaterThan((riskAt?.y ?? Infinity) + 0.1);
  // With Ctrl a box is added to the selection, as a node is.
  await agentBox.click({ modifiers: ['Control'] });
  await expect
    .poll(() =>
      page
        .locator('.react-flow__node.selected')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-id')).sort()),
    )
    .toEqual(['caller:group-risk-monitor', 'sanctions-screening-agent']);
  // A box is dragged as a node is: it follows the pointer, with its hops, lands where it was
  // let go, ends up selected, and one Undo puts it back.
  await page.locator('.react-flow__pane').click({ position: { x: 8, y: 8 } });
  await expect(farBoxes).toHaveCount(nodes);
  const callerBox = page.locator('.graph-far-node[data-far-node="caller:payments-orchestrator"]');
  const before = await callerBox.boundingBox();
  if (before === null) throw new Error('no box');
  const [x, y] = [before.x + before.width / 2, before.y + before.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y + 12, { steps: 4 });
  const midway = await callerBox.boundingBox();
  expect(midway?.x ?? 0).toBeGreaterThan(before.x + 8);
  await page.mouse.up();
  const callerNode = page.locator('.react-flow__node[data-id="caller:payments-orchestrator"]');
  await expect(callerNode).toHaveClass(/selected/);
  const dropped = await callerNode.boundingBox();
  expect(dropped?.x ?? 0).toBeGreaterThan(before.x + 18);
  expect(dropped?.y ?? 0).toBeGreaterThan(before.y + 10);
  await page.getByRole('button', { name: /^Undo Move node/ }).click();
  await expect
    .poll(async () => (await callerNode.boundingBox())?.x ?? 0)
    .toBeLessThan(before.x + 1);
  // A box drawn with Shift round some farBoxes selects them.
  await page.locator('.react-flow__pane').click({ position: { x: 8, y: 8 } });
  await expect(farBoxes).toHaveCount(nodes);
  const canvas = await page.locator('.graph-canvas').boundingBox();
  if (canvas === null) throw new Error('no canvas');
  // The box round the first column of farBoxes, and the farBoxes it holds whole, read from the page.
  const allBoxes = await farBoxes.evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-far-node') ?? '',
      ...(el.getBoundingClientRect().toJSON() as Box),
    })),
  );
  const left = Math.min(...allBoxes.map((b) => b.x));
  const firstColumn = allBoxes.filter((b) => b.x < left + 1);
  const right = Math.max(...firstColumn.map((b) => b.x + b.width)) + 3;
  const top = Math.min(...firstColumn.map((b) => b.y)) - 3;
  const bottom = Math.max(...firstColumn.map((b) => b.y + b.height)) + 3;
  const held = allBoxes
    .filter(
      (b) => b.x >= left - 3 && b.x + b.width <= right && b.y >= top && b.y + b.height <= bottom,
    )
    .map((b) => b.id)
    .sort();
  expect(held.length).toBeGreaterThan(3);
  expect(held.length).toBeLessThan(nodes / 2);
  await page.keyboard.down('Shift');
  await page.mouse.move(left - 3, top);
  await page.mouse.down();
  await page.mouse.move(right, bottom, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect
    .poll(() =>
      page
        .locator('.react-flow__node.selected')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? '').sort()),
    )
    .toEqual(held);
  await expect(farBoxes).toHaveCount(nodes - held.length);
  // As one selection, which React Flow frames and focuses, to move with the arrow keys.
  await expect(page.locator('.react-flow__nodesselection-rect')).toBeFocused();
  // An export draws every node in full, with its name, and every hop between its handles.
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  const exported = await readFile(await svg.path(), 'utf8');
  expect(exported).not.toContain('graph-node-bare');
  expect(exported).not.toContain('graph-far-node');
  expect(exported.match(/class="graph-node-name"/g)).toHaveLength(nodes);
  expect(exported).toContain('sanctions-screening-agent');
  await expect(farBoxes).toHaveCount(nodes - held.length);
  // Fit view frames every node, those React Flow holds hidden as well, as when the graph opened.
  await page.getByRole('button', { name: 'Fit view', exact: true }).click();
  await expect.poll(() => viewportZoom(page)).toBeCloseTo(fitZoom, 3);
  const canvas2 = await page.locator('.graph-canvas').boundingBox();
  if (canvas2 === null) throw new Error('no canvas');
  const drawnNodes = await boxes(page.locator('.react-flow__node, .graph-far-node'));
  expect(drawnNodes).toHaveLength(nodes);
  for (const { name, box } of drawnNodes) {
    expect(box.x, name).toBeGreaterThanOrEqual(canvas2.x);
    expect(box.y, name).toBeGreaterThanOrEqual(canvas2.y);
    expect(box.x + box.width, name).toBeLessThanOrEqual(canvas2.x + canvas2.width);
    expect(box.y + box.height, name).toBeLessThanOrEqual(canvas2.y + canvas2.height);
  }
  // Zoomed back in, React Flow draws every node in full again and every hop.
  while ((await viewportZoom(page)) < 0.3) {
    await page.getByRole('button', { name: 'Zoom In' }).click();
  }
  await expect(farBoxes).toHaveCount(0);
  await expect(flowNodes).toHaveCount(nodes);
  await expect(page.locator('.graph-node-bare')).toHaveCount(0);
  await expect(page.locator('.graph-far-hops path')).toHaveCount(0);
  const drawn = page.locator('.react-flow__edge path.graph-hop');
  expect(await drawn.count()).toBeGreaterThan(20);
  for (const d of await drawn.evaluateAll((paths) => paths.map((p) => p.getAttribute('d')))) {
    expect(d).toMatch(/^M-?\d/);
  }
  expect(thrown).toEqual([]);
  problems.expectNone();
});

test('the overview pans the canvas when dragged and zooms it when scrolled', async ({ page }) => {
  await openEnterprise(page);
  const transform = () =>
    page
      .locator('.react-flow__viewport')
      .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));
  const before = await transform();
  const map = await page.locator('.react-flow__minimap-svg').boundingBox();
  if (map === null) throw new Error('no overview');
  const [x, y] = [map.x + map.width / 2, map.y + map.height / 2];
  // Dragged right and down, the overview's window moves that way: the canvas pans left and up.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y + 10, { steps: 5 });
  await page.mouse.up();
  const panned = await transform();
  expect(panned.e).toBeLessThan(before.e - 10);
  expect(panned.f).toBeLessThan(before.f - 3);
  expect(panned.a).toBeCloseTo(before.a, 6);
  // Scrolled up on it, the canvas zooms in.
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await transform()).a).toBeGreaterThan(panned.a * 1.05);
});
