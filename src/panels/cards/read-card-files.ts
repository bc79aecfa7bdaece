// Picked or dropped card files as sources for the importer, read by the shared byte decoder so
// the panel refuses exactly what `card check` refuses (too large, not UTF-8).
import type { CardSource } from '../../adapters/import/import-cards';
import { readBlobText } from '../../adapters/import/read-bytes';
import { MAX_DOCUMENT_BYTES } from '../../adapters/import/text-position';

export async function readCardFiles(files: readonly File[]): Promise<CardSource[]> {
  return Promise.all(
    files.map(async (file): Promise<CardSource> => {
      const read = await readBlobText(file, MAX_DOCUMENT_BYTES);
      return read.ok
        ? { name: file.name, text: read.value }
        : { name: file.name, error: read.error };
    }),
  );
}
