// The reference figures: bench_reference.py run in the same invocation, on the same machine, so
// our figures can be read as ratios rather than as absolute numbers from somewhere else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export type ReferenceFigures =
  | { readonly ok: true; readonly path: string; readonly figures: Readonly<Record<string, number>> }
  | { readonly ok: false; readonly reason: string };

/** Where the reference benchmark lives: ../shared/reference beside the repository. */
export const referenceBenchPath = (repoRoot: string): string =>
  resolve(repoRoot, '..', 'shared', 'reference', 'bench_reference.py');

/** Runs the reference benchmark with python3 and reads its JSON figures. */
export function runReference(path: string): ReferenceFigures {
  if (!existsSync(path)) return { ok: false, reason: `reference benchmark not found at ${path}` };
  const python = spawnSync('python3', [path], { encoding: 'utf8', timeout: 300_000 });
  if (python.error !== undefined) {
    return { ok: false, reason: `could not run python3: ${python.error.message}` };
  }
  if (python.status !== 0) {
    return {
      ok: false,
      reason: `python3 ${path} exited ${python.status}: ${python.stderr.trim()}`,
    };
  }
  try {
    const parsed: unknown = JSON.parse(python.stdout);
    if (parsed === null || typeof parsed !== 'object') throw new Error('not a JSON object');
    const figures = Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
    return { ok: true, path, figures };
  } catch (error) {
    return { ok: false, reason: `unreadable output from ${path}: ${String(error)}` };
  }
}
