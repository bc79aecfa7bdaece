// `card check FILE...`: the command-line face of the importer. Each file may hold one card, an
// array of cards or an object listing them, as the cards panel's import takes. File access comes
// in as a function, so the command is a pure mapping from arguments to output and exit code.
import type { CoreError, Result } from '../../core/result';
import type { CardImport } from './import-card';
import { describeSummary, importCards, sourceFromBytes, type Duplicate } from './import-cards';

export type ReadFileError = CoreError<'FILE_UNREADABLE'>;

export interface CardCommandIo {
  /**
   * The file's bytes, or why it cannot be read. Need not read more than one byte past the size
   * limit: the shared decoder refuses anything longer.
   */
  readFile(path: string): Result<Uint8Array, ReadFileError>;
}

export interface CommandOutcome {
  /** 0 when no file was rejected, 1 when any was, 2 for a usage error, 3 for a bad signature. */
  readonly exitCode: 0 | 1 | 2 | 3;
  readonly stdout: string;
  readonly stderr: string;
}

/** One card's result: the file, where in it (`$` for a file holding one card), the import. */
export type CheckedFile = { readonly path: string; readonly at?: string } & CardImport & {
    readonly duplicate?: Duplicate;
  };

export const CARD_USAGE = `Usage: npm run card -- check [--base URL] [--keys JWKS_FILE] [--pretty] FILE...

Checks agent cards found in the wild (A2A 1.0, 0.3, 0.2, 0.1 and hybrids) and prints one JSON
result per card: path, where the card sits in the file (at), detected version, verdict (valid,
migrated or rejected), changes, reasons, findings (each with a JSON path, severity and code),
the card in the workbench's form, and duplicate when an earlier card has its name. A file may
hold one card, a JSON array of cards, or an object listing them under "agents" or "cards".
A summary line goes to standard error.

Options:
  --base URL         resolve relative URLs in the cards against this absolute http(s) URL
  --keys JWKS_FILE   verify each card's signatures against the public keys in this JWK Set
                     (or single JWK); each result gets "signatures": status (valid, invalid,
                     key-unknown or unsigned), one verdict per signature, and the JSON paths
                     the signatures do not cover
  --pretty           indent each result over several lines
  -h, --help         show this help

Exit status: 0 when every card can be added (and, with --keys, no signature is invalid); 1 when
any card is rejected or a duplicate; 2 for a usage error (or an unreadable key file); 3 when every
card can be added but a signature is invalid.
`;

interface CheckArgs {
  readonly files: string[];
  readonly base: string | undefined;
  readonly pretty: boolean;
}

export type Parsed =
  { kind: 'help' } | { kind: 'check'; args: CheckArgs } | { kind: 'error'; message: string };

export function parseArgs(argv: readonly string[]): Parsed {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [command, ...rest] = argv;
  if (command !== 'check') {
    return {
      kind: 'error',
      message:
        command === undefined ? 'missing command' : `unknown command ${JSON.stringify(command)}`,
    };
  }
  const files: string[] = [];
  let base: string | undefined;
  let pretty = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (arg === '--') {
      files.push(...rest.slice(i + 1));
      break;
    }
    if (arg === '--pretty') pretty = true;
    else if (arg === '--base' || arg.startsWith('--base=')) {
      base = arg === '--base' ? rest[(i += 1)] : arg.slice('--base='.length);
      if (base === undefined || !isHttpUrl(base)) {
        return { kind: 'error', message: '--base needs an absolute http(s) URL' };
      }
    } else if (arg.startsWith('-') && arg !== '-') {
      return { kind: 'error', message: `unknown option ${JSON.stringify(arg)}` };
    } else files.push(arg);
  }
  if (files.length === 0) return { kind: 'error', message: 'no files to check' };
  return { kind: 'check', args: { files, base, pretty } };
}

const isHttpUrl = (text: string) =>
  URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);

/** Every card in `paths`, in order, checked together so a name used twice is caught. */
export function checkFiles(paths: readonly string[], io: CardCommandIo, base?: string) {
  const sources = paths.map((path) => {
    const read = io.readFile(path);
    return read.ok ? sourceFromBytes(path, read.value) : { name: path, error: read.error };
  });
  const imported = importCards(sources, base === undefined ? {} : { base });
  const results: CheckedFile[] = imported.cards.map((card) => {
    const { source, at, version, verdict, changes, reasons, findings, duplicate } = card;
    const base = {
      path: source,
      at,
      version,
      verdict,
      changes,
      reasons,
      findings,
      card: card.card,
    };
    return duplicate === undefined ? base : { ...base, duplicate };
  });
  return { results, summary: imported.summary };
}

/** Runs `card` with its arguments (without the program name). */
export function runCardCommand(argv: readonly string[], io: CardCommandIo): CommandOutcome {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') return { exitCode: 0, stdout: CARD_USAGE, stderr: '' };
  if (parsed.kind === 'error') {
    return { exitCode: 2, stdout: '', stderr: `card: ${parsed.message}\n\n${CARD_USAGE}` };
  }
  const { files, base, pretty } = parsed.args;
  const { results, summary } = checkFiles(files, io, base);
  const stdout = results
    .map((r) => `${JSON.stringify(r, null, pretty ? 2 : undefined)}\n`)
    .join('');
  const cards = `${results.length} ${results.length === 1 ? 'card' : 'cards'}`;
  const where = `${files.length} ${files.length === 1 ? 'file' : 'files'}`;
  const stderr = `card: ${cards} in ${where}: ${describeSummary(summary)}\n`;
  const failed = summary.rejected > 0 || summary.duplicates.length > 0;
  return { exitCode: failed ? 1 : 0, stdout, stderr };
}
