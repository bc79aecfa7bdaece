// Marks on the hops whose outcome changed against the baseline. Applied after layout, so setting
// or clearing a baseline never moves a node.
import type { HopFlip } from '../../core/compare';
import { hopKey } from '../../store/review/comparison';
import { hopWasText } from '../../store/review/describe';
import type { HopEdge } from './to-flow';

/** `edges` with `change` set on each hop in `flips`; the same array when nothing is marked. */
export function withHopChanges(
  edges: HopEdge[],
  flips: ReadonlyMap<string, HopFlip> | undefined,
): HopEdge[] {
  if (flips === undefined || flips.size === 0) return edges;
  return edges.map((edge) => {
    const data = edge.data;
    const flip = data && flips.get(hopKey(data.pathId, data.index));
    if (data === undefined || flip === undefined) return edge;
    const change = `changed since the baseline: ${hopWasText(flip)}`;
    return {
      ...edge,
      ariaLabel: `${data.description}; ${change}`,
      data: { ...data, change, description: `${data.description}; ${change}` },
    };
  });
}
