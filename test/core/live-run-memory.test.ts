// What a live run holds grows with its events, not with their square, for every list an agent can
// grow one event at a time. Each size runs in a Node process of its own (scripts/live-memory.ts,
// heap after a garbage collection, every frame kept): linear growth gives about 4 times the heap
// for 4 times the events; a list copied into every frame gives about 16 (before the lists were
// shared: 38 MiB for 2,500 appended parts, 581 MiB for 10,000). Heap sizes, not times: the figures
// hold on a busy machine.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../scripts/live-memory.ts', import.meta.url));

async function mib(kind: string, events: number): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', script, kind, String(events)],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)) },
  );
  const figure = /: ([\d.]+) MiB/.exec(stdout)?.[1];
  if (figure === undefined) throw new Error(`no figure in ${stdout}`);
  return Number(figure);
}

describe('a live run’s heap against its events', () => {
  for (const kind of ['parts', 'messages', 'artifacts', 'status']) {
    it(
      `${kind}: 10,000 events hold under 8 times what 2,500 do`,
      { timeout: 120_000 },
      async () => {
        const small = await mib(kind, 2_500);
        const large = await mib(kind, 10_000);
        expect(small).toBeGreaterThan(0);
        expect(large / small).toBeLessThan(8);
        // 10,000 events of about 250 bytes each: well under the 581 MiB a copy per frame took.
        expect(large).toBeLessThan(64);
      },
    );
  }
});
