// A plain static file server over dist/ on 127.0.0.1, port 0, as the simplest static host would
// serve the built app (no Host header checks): for tests that need another origin than the
// preview server's, such as an insecure host name that is not localhost.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** An HTML page sent in two parts: up to the first `at`, then, `ms` later, the rest. */
export interface HtmlStall {
  readonly at: string;
  readonly ms: number;
}

/**
 * Serves `root` (default dist/) under `prefix` (a sub-path such as `/tools/workbench/`) until
 * closed; with `stall`, every HTML page pauses where it says, as a slow network would.
 */
export async function serveStatic(
  root = resolve('dist'),
  prefix = '/',
  stall?: HtmlStall,
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const full = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!full.startsWith(prefix)) {
      response.writeHead(404).end('not found');
      return;
    }
    const path = `/${full.slice(prefix.length)}`;
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        if (stall === undefined || extname(file) !== '.html') {
          createReadStream(file).pipe(response);
          return;
        }
        void readFile(file, 'utf8').then((html) => {
          const cut = html.indexOf(stall.at);
          if (cut < 0) throw new Error(`${file} has no ${stall.at}`);
          response.write(html.slice(0, cut));
          setTimeout(() => response.end(html.slice(cut)), stall.ms);
        });
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
