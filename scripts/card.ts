// `npm run card -- check FILE...`: reads files (never more than the size limit) and hands them to
// the importer's command; all the logic lives in src/adapters/import/card-command.ts.
import { closeSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runCardCommand, type CardCommandIo } from '../src/adapters/import/card-command';
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

/** A card file as text: UTF-8 only, byte-order mark kept for the importer to report. */
export const readCardFile: CardCommandIo['readFile'] = (path) => {
  let bytes: Buffer;
  try {
    bytes = readLimited(path);
  } catch (error) {
    return err('FILE_UNREADABLE', `Cannot read ${path}: ${(error as Error).message}`);
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    return err(
      'DOCUMENT_TOO_LARGE',
      `The file is larger than ${MAX_DOCUMENT_BYTES} bytes (1 MiB); it was not read.`,
    );
  }
  try {
    return ok(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes));
  } catch {
    const utf16 =
      (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    return err(
      'INVALID_ENCODING',
      `The file is not UTF-8${utf16 ? ' (it looks like UTF-16)' : ''}.`,
    );
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A reader that stops early (`| head`) is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const outcome = runCardCommand(process.argv.slice(2), { readFile: readCardFile });
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
}
