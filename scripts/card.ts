// `npm run card -- check FILE...`: reads files (never more than the size limit) and hands them to
// the importer's command; decoding and all the logic live in src/adapters/import/.
import { closeSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CardCommandIo } from '../src/adapters/import/card-command';
import { runCardCheck } from '../src/adapters/signature/card-check';
import { MAX_DOCUMENT_BYTES } from '../src/adapters/import/text-position';
import { err, ok } from '../src/core/result';

/** Reads at most one byte past the limit, so a huge file or an endless device cannot exhaust memory. */
function readLimited(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0 || (length += n) === buffer.length) break;
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** A card file's bytes, at most one past the limit; decoding is the importer's shared decoder. */
export const readCardFile: CardCommandIo['readFile'] = (path) => {
  try {
    return ok(new Uint8Array(readLimited(path)));
  } catch (error) {
    return err('FILE_UNREADABLE', `Cannot read ${path}: ${(error as Error).message}`);
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A reader that stops early (`| head`) is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  void runCardCheck(process.argv.slice(2), { readFile: readCardFile }).then((outcome) => {
    process.stdout.write(outcome.stdout);
    process.stderr.write(outcome.stderr);
    process.exitCode = outcome.exitCode;
  });
}
