// Where the official protocol definitions live: ../shared/conformance beside the repository clone
// (the same layout CI uses). Files are read as they are and never edited.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The conformance folder, beside the repository. */
const CONFORMANCE_DIR = path.resolve(repoRoot, '..', 'shared', 'conformance');

/** The text of one conformance file, by name (e.g. "acp-openapi.yaml"). */
export const readConformance = (name: string): string =>
  readFileSync(path.join(CONFORMANCE_DIR, name), 'utf8');
