// What a live run holds, in Node: n events applied to the task (`applyStreamEvent`) and recorded
// as frames (`appendLiveFrame`), every frame kept, the heap measured after a garbage collection.
// Prints one line, "<kind> <n>: <MiB> MiB, <ms> ms"; asserts nothing. Kinds:
//   parts      one artifact, a part appended by each event
//   messages   a message per event, added to the task's history
//   artifacts  a new artifact per event
//   status     a working status per event
// Run: node --expose-gc --import tsx scripts/live-memory.ts parts 10000
// (test/core/live-run-memory.test.ts compares 2,500 against 10,000 events of each kind.)
import { makeCard } from '../src/core/card';
import { appendLiveFrame, applyStreamEvent, liveTimeline } from '../src/core/live-run';
import { DEFAULT_POLICY } from '../src/core/policy';
import type { StreamEvent, Task } from '../src/core/task';

const KINDS = ['parts', 'messages', 'artifacts', 'status'] as const;
type Kind = (typeof KINDS)[number];

const kind = process.argv[2] as Kind;
const n = Number(process.argv[3]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!KINDS.includes(kind) || !Number.isInteger(n) || n < 1 || gc === undefined) {
  console.error(`usage: node --expose-gc --import tsx scripts/live-memory.ts ${KINDS.join('|')} N`);
  process.exit(2);
}

/** About 250 bytes of text, new for every event as a decoded event's would be. */
const text = (i: number) => `${'x'.repeat(240)} ${i}`;
const part = (i: number) => [{ kind: 'text' as const, text: text(i) }];

function event(i: number): StreamEvent {
  const ids = { taskId: 't-1', contextId: 'c-1' };
  switch (kind) {
    case 'parts':
      return {
        kind: 'artifact-update',
        ...ids,
        artifact: { artifactId: 'a-1', parts: part(i) },
        append: i > 0,
        lastChunk: false,
      };
    case 'artifacts':
      return {
        kind: 'artifact-update',
        ...ids,
        artifact: { artifactId: `a-${i}`, parts: part(i) },
        append: false,
        lastChunk: true,
      };
    case 'messages':
      return { kind: 'message', message: { messageId: `m-${i}`, role: 'agent', parts: part(i) } };
    case 'status':
      return {
        kind: 'status-update',
        ...ids,
        status: { state: 'working', timestamp: i, time: null },
        final: false,
      };
  }
}

const card = makeCard({
  name: 'agent',
  description: '',
  url: 'http://127.0.0.1:1/rpc',
  version: '1',
});
const caller = {
  agentId: 'caller',
  tenant: 't',
  dataClassification: 'internal' as const,
  userId: 'u',
  scopes: [],
  delegationChain: [],
};

gc();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
let task: Task | undefined = {
  id: 't-1',
  contextId: 'c-1',
  status: { state: 'working', timestamp: 0, time: null },
  history: [],
  artifacts: [],
  delegationChain: [],
};
let timeline = liveTimeline(card, caller, DEFAULT_POLICY);
for (let i = 0; i < n; i += 1) {
  task = applyStreamEvent(task, event(i));
  timeline = appendLiveFrame(timeline, {
    label: kind,
    wire: [],
    ...(task !== undefined ? { task } : {}),
    call: undefined,
  });
}
const ms = performance.now() - started;
gc();
const mib = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
if (timeline.frames.length !== n + 1) throw new Error(`${timeline.frames.length} frames`);
console.log(`${kind} ${n}: ${mib.toFixed(1)} MiB, ${ms.toFixed(0)} ms`);
