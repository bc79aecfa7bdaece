// The workbench as it was when the graph's load target was set, built beside ours for the same
// bench run: "under 0.67× today's 1.37 s, measured in the same run" compares two builds on the
// same machine in the same minutes, which an absolute figure from another day and another load
// cannot. The commit's own sources are extracted with `git archive`, built with this checkout's
// node_modules (the runtime dependencies are the same), and its own bench code writes the saved
// workspace it reads, so each build opens the same 300 agents and 1,000 hops in its own format.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** main when the graph's load target was set (the parent of the first commit that worked on it). */
export const TARGET_SET_AT = '32f25f7';

export interface Baseline {
  /** The extracted sources, built into `dist/`. */
  readonly root: string;
  /** The localStorage entry that holds the 300-agent workspace, in that build's own format. */
  readonly seed: { readonly key: string; readonly value: string };
  readonly remove: () => void;
}

// Run inside the extracted tree with tsx: that build's own storage key and workspace generator.
const SEED_SCRIPT = `import { writeFileSync } from 'node:fs';
import { STORAGE_KEY } from './src/store/persistence';
import { graphWorkspace, savedText } from './scripts/bench/browser-workspaces';
writeFileSync(process.argv[2] ?? '', JSON.stringify({ key: STORAGE_KEY, value: savedText(graphWorkspace(300, 1000)) }));
`;

function run(command: string, args: readonly string[], cwd: string): void {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (done.status !== 0) {
    const said = (done.stderr || done.stdout || String(done.error ?? '')).trim().slice(0, 300);
    throw new Error(`${command} ${args[0] ?? ''} failed: ${said}`);
  }
}

function isSeed(value: unknown): value is Baseline['seed'] {
  if (value === null || typeof value !== 'object') return false;
  const { key, value: text } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof text === 'string';
}

/**
 * Extracts and builds `commit`; a sentence saying why not when the history or a step fails (a
 * shallow clone has no such commit), so the bench prints our figures alone.
 */
export function buildBaseline(repoRoot: string, commit: string = TARGET_SET_AT): Baseline | string {
  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot });
  if (known.error !== undefined) return `git did not run: ${known.error.message}`;
  if (known.status !== 0) return `commit ${commit} is not in this clone's history`;
  const root = mkdtempSync(join(tmpdir(), 'workbench-baseline-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const archive = join(root, 'sources.tar');
    run('git', ['archive', '--format=tar', '-o', archive, commit], repoRoot);
    run('tar', ['-xf', archive, '-C', root], root);
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const bin = join(repoRoot, 'node_modules', '.bin');
    run(join(bin, 'vite'), ['build', '--logLevel', 'error'], root);
    writeFileSync(join(root, 'seed.mts'), SEED_SCRIPT);
    const seedFile = join(root, 'seed.json');
    run(join(bin, 'tsx'), ['seed.mts', seedFile], root);
    const seed: unknown = JSON.parse(readFileSync(seedFile, 'utf8'));
    if (!isSeed(seed)) throw new Error('its seed script wrote no storage entry');
    return { root, seed, remove };
  } catch (error) {
    remove();
    return error instanceof Error ? error.message : String(error);
  }
}
