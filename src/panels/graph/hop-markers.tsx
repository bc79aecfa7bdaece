// The hops' arrowheads: one marker per look, defined once inside the viewport (so exported images
// carry them too) and named by id on each hop. Given a marker object per hop instead, React Flow
// derives and compares an id from every hop's object whenever the hops change: at 1,000 hops a
// noticeable part of drawing the graph and of every edit.

/** How a hop is drawn: its tone, or the cycle and depth overruns that have looks of their own. */
export type HopLook = 'allowed' | 'denied' | 'cycle' | 'depth' | 'unreachable' | 'unknown';

const HOP_LOOKS: readonly HopLook[] = [
  'allowed',
  'denied',
  'cycle',
  'depth',
  'unreachable',
  'unknown',
];

/** A hop's look: a cycle or a depth overrun over its tone, as its line, label and arrow show. */
export const hopLook = (hop: {
  readonly cycle: boolean;
  readonly depth: boolean;
  readonly tone: HopLook;
}): HopLook => (hop.cycle ? 'cycle' : hop.depth ? 'depth' : hop.tone);

/** The id of the arrowhead drawn at the end of a hop of `look`. */
export const hopMarkerId = (look: HopLook) => `graph-arrow-${look}`;

/** The markers, in the shape React Flow's closed arrow has, coloured by the look's class. */
export function HopMarkers() {
  return (
    <svg className="graph-hop-markers" aria-hidden="true" focusable="false">
      <defs>
        {HOP_LOOKS.map((look) => (
          <marker
            key={look}
            id={hopMarkerId(look)}
            markerWidth="16"
            markerHeight="16"
            viewBox="-10 -10 20 20"
            markerUnits="strokeWidth"
            orient="auto-start-reverse"
            refX="0"
            refY="0"
          >
            <polyline
              className={`graph-hop-arrow graph-hop-${look}`}
              strokeLinecap="round"
              strokeLinejoin="round"
              points="-5,-4 0,0 -5,4 -5,-4"
            />
          </marker>
        ))}
      </defs>
    </svg>
  );
}
