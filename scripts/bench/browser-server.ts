// The built app for the browser benchmark: a running preview named by BENCH_URL, or a fresh build
// in a temporary folder served by `vite preview` on a free port; and any other build, served the
// same way (the baseline the graph's load is compared with).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppServer {
  readonly url: string;
  readonly close: () => void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/** Serves the app; the caller must call `close`. */
export async function serveApp(repoRoot: string): Promise<AppServer> {
  const given = process.env.BENCH_URL;
  if (given !== undefined && given !== '') return { url: given, close: () => undefined };
  const outDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  const build = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed: ${(build.stderr || build.stdout).trim().slice(0, 300)}`);
  }
  return previewBuilt(repoRoot, outDir, () => rmSync(outDir, { recursive: true, force: true }));
}

/**
 * Serves the build in `outDir` with `vite preview`, run from `root` (whose vite config it reads);
 * `close` stops the server and then calls `cleanUp`.
 */
export async function previewBuilt(
  root: string,
  outDir: string,
  cleanUp: () => void = () => undefined,
): Promise<AppServer> {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const port = await freePort();
  const args = ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port)];
  const child = spawn(vite, [...args, '--strictPort', '--bypass-lock'], {
    cwd: root,
    stdio: 'ignore',
  });
  const close = () => {
    child.kill();
    cleanUp();
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(url, child, 30_000);
  } catch (error) {
    close();
    throw error;
  }
  return { url, close };
}
