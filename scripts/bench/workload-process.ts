// One workload of the Node section in a process of its own (`npm run bench` forks one per
// workload). V8 keeps state across everything a process has run: allocation sites that saw their
// objects survive get pretenured, and call sites that saw many shapes stay generic. Timed in one
// shared process, a workload pays for the ones before it: the 10,000 cards the discovery workload
// keeps alive made `makeCard`'s literals allocate straight into the old generation, and a streamed
// delegation went from about 6 to 10–15 µs. A process per workload times each as if it ran alone,
// as the reference's workloads are timed (Python keeps no such state). scripts/bench/README.md
// has the measurements.
//
// Protocol over the IPC channel: the child prepares and warms its workload, sends `ready`, then
// answers each `time` with one `measure` of the workload, until the parent disconnects.
import '../../src/app/csp-safe-zod';
import { measure } from './measure';
import { FIRST_WARMUP, ROUND_MEASURE, type WorkloadReply } from './node-section';
import { WORKLOADS } from './workloads';

function serve(send: (reply: WorkloadReply) => void): void {
  const id = process.argv[2];
  const workload = WORKLOADS.find((w) => w.id === id);
  if (workload === undefined) {
    send({ kind: 'failed', message: `no workload with id ${String(id)}` });
    process.disconnect();
    return;
  }
  const run = workload.prepare();
  measure(run, FIRST_WARMUP);
  send({ kind: 'ready' });
  process.on('message', (message) => {
    if (message !== 'time') return;
    try {
      send({ kind: 'timed', opsPerSecond: measure(run, ROUND_MEASURE).opsPerSecond });
    } catch (error) {
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

const channel = process.send?.bind(process);
if (channel !== undefined) serve((reply) => channel(reply));
