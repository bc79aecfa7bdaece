import { describe, expect, it } from 'vitest';
import { hopCurve, labelPoint } from '../../../src/panels/graph/edge-geometry';
import {
  labelItems,
  labelSize,
  nodeBoxes,
  overlapArea,
  placeLabels,
  type Box,
  type LabelItem,
} from '../../../src/panels/graph/label-placement';
import { autoLayout, placeNodes } from '../../../src/panels/graph/layout';
import { toFlow } from '../../../src/panels/graph/to-flow';
import { defaultWorkspace, type Workspace } from '../../../src/store';
import { enterpriseWorkspace } from '../../../src/store/enterprise-workspace';
import { pathReportsOf } from '../../../src/store/path-reports';

/** A straight hop from (0, 0) to (400, 0) carrying a label `width` × 20. */
const straight = (id: string, width = 60): LabelItem => ({
  id,
  curve: hopCurve({ x: 0, y: 0 }, { x: 400, y: 0 }, 0, 1, false),
  width,
  height: 20,
  fixed: false,
});

const boxOf = (item: LabelItem, place: ReturnType<typeof placeLabels>): Box => {
  const p = labelPoint(item.curve, place.get(item.id));
  return {
    x: p.x - item.width / 2,
    y: p.y - item.height / 2,
    width: item.width,
    height: item.height,
  };
};

/** The workspace as the graph draws it: laid out, with every label placed. */
function drawn(ws: Workspace) {
  const flow = toFlow(ws, pathReportsOf(ws));
  const nodes = placeNodes(flow.nodes, autoLayout(flow), ws.layout);
  const items = labelItems(nodes, flow.edges);
  const places = placeLabels(items, nodeBoxes(nodes));
  return { items, nodes: nodeBoxes(nodes), labels: items.map((item) => boxOf(item, places)) };
}

describe('hop label placement', () => {
  it('sizes a label from its lines: a head line and one per denial code', () => {
    const data = {
      pathId: 'path-2',
      callerId: 'c',
      index: 1,
      from: 'a',
      to: 'b',
      tone: 'denied',
      evaluated: true,
      codes: ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED'],
      cycle: false,
      depth: false,
      lane: 0,
      lanes: 1,
      description: '',
    } as const;
    // Three lines of 11px × 1.6 and the 1px border above and below: 2 + 3 × 17.6.
    expect(labelSize(data).height).toBe(55);
    // The longest line is the 23 characters of CLASSIFICATION_EXCEEDED in mono, plus the frame.
    expect(labelSize(data).width).toBeGreaterThanOrEqual(23 * 6.6 + 16);
    expect(labelSize({ ...data, codes: [] }).height).toBe(20);
  });

  it('leaves a lone label at its own point on the curve', () => {
    const item = straight('a');
    expect(placeLabels([item], []).get('a')).toEqual({ t: 0.5, dy: 0 });
  });

  it('slides a second label along its curve rather than over the first', () => {
    const [a, b] = [straight('a'), straight('b')];
    const places = placeLabels([a, b], []);
    expect(places.get('a')).toEqual({ t: 0.5, dy: 0 });
    expect(places.get('b')?.dy).toBe(0);
    expect(places.get('b')?.t).not.toBe(0.5);
    expect(overlapArea(boxOf(a, places), boxOf(b, places))).toBe(0);
  });

  it('moves a label off a node that sits on its curve', () => {
    const item = straight('a');
    // A node across the middle of the hop, from x 150 to 250.
    const node = { x: 150, y: -40, width: 100, height: 80 };
    const places = placeLabels([item], [node]);
    expect(overlapArea(boxOf(item, places), node)).toBe(0);
  });

  it('steps above or below the curve once the whole curve is taken', () => {
    // 120 wide on a 400 long hop: once one sits in the middle, no other fits beside it.
    const items = ['a', 'b', 'c'].map((id) => straight(id, 120));
    const places = placeLabels(items, []);
    const boxes = items.map((item) => boxOf(item, places));
    expect(items.map((item) => places.get(item.id)?.dy)).toEqual([0, -28, 28]);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlapArea(a, b)).toBe(0)));
  });

  for (const [name, ws] of [
    ['bank', defaultWorkspace()],
    ['enterprise', enterpriseWorkspace()],
  ] as const) {
    it(`places no label of the ${name} example over another label or a node`, () => {
      const { items, labels, nodes } = drawn(ws);
      expect(items.length).toBe(ws.paths.reduce((n, p) => n + p.hops.length, 0));
      labels.forEach((a, i) => {
        labels.slice(i + 1).forEach((b, j) => {
          expect(overlapArea(a, b), `${items[i]?.id} and ${items[i + 1 + j]?.id}`).toBe(0);
        });
        nodes.forEach((node) => expect(overlapArea(a, node), items[i]?.id).toBe(0));
      });
    });
  }

  it('places the bank example’s two hops into the sanctions agent apart', () => {
    const ws = defaultWorkspace();
    const { items, labels } = drawn(ws);
    const into = items.flatMap((item, i) =>
      item.id === 'hop:path-1:0' || item.id === 'hop:path-2:0' ? [labels[i]] : [],
    );
    expect(into).toHaveLength(2);
    const [a, b] = into as [Box, Box];
    expect(overlapArea(a, b)).toBe(0);
  });
});
