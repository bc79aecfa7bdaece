// Each lifecycle state pinned to the 1.0 proto's own enum name, read from the proto file. A round
// trip cannot see a symmetric mistake (CANCELED and FAILED swapped both ways would still come
// back), so the names are checked one by one against the spec in each direction.
import { describe, expect, it } from 'vitest';
import { decodeTask, encodeTask, STATE_TO_V1 } from '../../../src/adapters/a2a-v1';
import { TASK_STATES, type TaskState } from '../../../src/core/lifecycle';
import type { Task } from '../../../src/core/task';
import { readConformance } from '../../helpers/conformance';

/** `TASK_STATE_X = n;` entries of the proto's TaskState enum. */
function protoTaskStates(): Map<string, number> {
  const proto = readConformance('a2a-v1.0.1.proto');
  const body = /enum TaskState \{([\s\S]*?)\n\}/.exec(proto)?.[1] ?? '';
  return new Map(
    [...body.matchAll(/^\s*(TASK_STATE_[A-Z_]+) = (\d+);/gm)].map((m) => [
      m[1] ?? '',
      Number(m[2]),
    ]),
  );
}

/** The spec's own spelling: A2A 0.3's kebab-case state word, upper snake case, prefixed. */
const protoName = (state: TaskState) => `TASK_STATE_${state.toUpperCase().replace('-', '_')}`;

/** The numbers the proto gives each state (A2A 1.0.1, enum TaskState). */
const PROTO_NUMBERS: Readonly<Record<TaskState, number>> = {
  submitted: 1,
  working: 2,
  completed: 3,
  failed: 4,
  canceled: 5,
  'input-required': 6,
  rejected: 7,
  'auth-required': 8,
};

const task = (state: TaskState): Task => ({
  id: 'task-1',
  contextId: 'ctx-1',
  status: { state, timestamp: 0 },
  history: [],
  artifacts: [],
  delegationChain: [],
});

describe('A2A 1.0 task states, by the proto', () => {
  const proto = protoTaskStates();

  it('reads the nine values of the proto enum', () => {
    expect(proto.size).toBe(9);
    expect(proto.get('TASK_STATE_UNSPECIFIED')).toBe(0);
  });

  it.each(TASK_STATES)('writes %s as the proto name of its number', (state) => {
    const name = protoName(state);
    expect(proto.get(name)).toBe(PROTO_NUMBERS[state]);
    expect(STATE_TO_V1[state]).toBe(name);
    expect(encodeTask(task(state)).status.state).toBe(name);
  });

  it.each(TASK_STATES)('reads the proto name of %s back as that state', (state) => {
    const wire = { ...encodeTask(task('working')), status: { state: protoName(state) } };
    const decoded = decodeTask(wire);
    expect(decoded.ok && decoded.value.status.state).toBe(state);
  });
});
