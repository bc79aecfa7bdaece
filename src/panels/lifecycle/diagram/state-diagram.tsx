// The task lifecycle as a drawing: eight states, every legal transition, the current state and
// the path taken so far. The caption under it says the same in words for screen readers.
import { memo, useId } from 'react';
import { isTerminal, TASK_STATES, TRANSITIONS, type TaskState } from '../../../core/lifecycle';
import { EDGES, edgeKey, NODE, POSITIONS, takenEdges, VIEW } from './layout';
import './diagram.css';

export interface StateDiagramProps {
  /** The followed task's state at the cursor; undefined before a task exists. */
  readonly current: TaskState | undefined;
  /** The states passed through up to the cursor, oldest first. */
  readonly path: readonly TaskState[];
}

const INSET = 3.5;

function describe(current: TaskState | undefined, path: readonly TaskState[]): string {
  if (current === undefined) return 'No task yet. Start a delegation to see its state.';
  const next = TRANSITIONS[current];
  const legal = next.length === 0 ? 'none: it is terminal' : next.join(', ');
  return `Current state: ${current}. Path so far: ${path.join(' → ')}. Legal next states: ${legal}.`;
}

/** Drawn again only when the state or the path changes (a live stream adds frames, rarely states). */
export const StateDiagram = memo(function StateDiagram({ current, path }: StateDiagramProps) {
  const id = useId();
  const arrow = `${id}-arrow`;
  const arrowTaken = `${id}-arrow-taken`;
  const taken = takenEdges(path);
  const [before, after] = [path.at(-2), path.at(-1)];
  const lastStep = before !== undefined && after !== undefined ? edgeKey(before, after) : '';
  const visited = new Set(path);
  const caption = describe(current, path);

  return (
    <figure className="lifecycle-diagram">
      <svg
        className="lifecycle-diagram-svg"
        viewBox={`0 8 ${VIEW.width} ${VIEW.height - 8}`}
        role="img"
        aria-labelledby={`${id}-caption`}
      >
        <defs>
          {[arrow, arrowTaken].map((markerId) => (
            <marker
              key={markerId}
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path
                d="M0 0 L10 5 L0 10 z"
                className={markerId === arrow ? 'lifecycle-arrow' : 'lifecycle-arrow-taken'}
              />
            </marker>
          ))}
        </defs>
        {EDGES.map((edge) => {
          const key = edgeKey(edge.from, edge.to);
          const isTaken = taken.has(key);
          const classes = [
            'lifecycle-edge',
            isTaken && 'lifecycle-edge-taken',
            key === lastStep && 'lifecycle-edge-last',
          ].filter(Boolean);
          return (
            <path
              key={key}
              d={edge.d}
              className={classes.join(' ')}
              markerEnd={`url(#${isTaken ? arrowTaken : arrow})`}
              data-edge={key}
            />
          );
        })}
        {TASK_STATES.map((state) => {
          const { x, y } = POSITIONS[state];
          const classes = [
            'lifecycle-node',
            isTerminal(state) && 'lifecycle-node-terminal',
            visited.has(state) && 'lifecycle-node-visited',
            state === current && 'lifecycle-node-current',
          ].filter(Boolean);
          const left = x - NODE.width / 2;
          const top = y - NODE.height / 2;
          return (
            <g key={state} className={classes.join(' ')} data-state={state}>
              <rect
                className="lifecycle-node-box"
                x={left}
                y={top}
                width={NODE.width}
                height={NODE.height}
                rx={NODE.height / 2}
              />
              {isTerminal(state) && (
                <rect
                  className="lifecycle-node-inner"
                  x={left + INSET}
                  y={top + INSET}
                  width={NODE.width - 2 * INSET}
                  height={NODE.height - 2 * INSET}
                  rx={NODE.height / 2 - INSET}
                />
              )}
              <text className="lifecycle-node-label" x={x} y={y} dy="0.35em" textAnchor="middle">
                {state}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} className="lifecycle-diagram-caption">
        {caption}
      </figcaption>
    </figure>
  );
});
