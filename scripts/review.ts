// `npm run review -- fingerprint | canonical | verify`: reads files and hashes with node:crypto;
// all the logic lives in src/store/review/command.ts.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { err, ok, type Result } from '../src/core/result';
import { runReviewCommand, type ReviewCommandIo } from '../src/store/review/command';

/** Larger than any workspace a share link or the browser's storage could hold. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** SHA-256 of the text's UTF-8 bytes, by node:crypto. */
export const nodeDigest: ReviewCommandIo['digest'] = (text) =>
  Promise.resolve(ok(createHash('sha256').update(text, 'utf8').digest('hex')));

/** A file as UTF-8 text, read no further than one byte past the size limit. */
export function readText(
  path: string,
  options: { readonly keepByteOrderMark?: boolean } = {},
): Result<string, { code: string; message: string }> {
  let bytes: Buffer;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(MAX_FILE_BYTES + 1);
      let length = 0;
      for (;;) {
        const n = readSync(fd, buffer, length, buffer.length - length, null);
        if (n === 0 || (length += n) === buffer.length) break;
      }
      bytes = buffer.subarray(0, length);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return err('FILE_UNREADABLE', `cannot read ${path}: ${(error as Error).message}`);
  }
  if (bytes.length > MAX_FILE_BYTES) {
    return err('DOCUMENT_TOO_LARGE', `${path} is larger than 32 MiB; it was not read`);
  }
  try {
    const ignoreBOM = options.keepByteOrderMark === true;
    return ok(new TextDecoder('utf-8', { fatal: true, ignoreBOM }).decode(bytes));
  } catch {
    return err('INVALID_ENCODING', `${path} is not UTF-8 text`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const outcome = await runReviewCommand(process.argv.slice(2), { readText, digest: nodeDigest });
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
}
