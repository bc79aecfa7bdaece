// `card check FILE...`: the command-line face of the importer. File access comes in as a function,
// so the command is a pure mapping from arguments to output and exit code, testable without a disk.
import type { CoreError, Result } from '../../core/result';
import { importCardBytes, unreadableImport, type CardImport } from './import-card';

export type ReadFileError = CoreError<'FILE_UNREADABLE'>;

export interface CardCommandIo {
  /**
   * The file's bytes, or why it cannot be read. Need not read more than one byte past the size
   * limit: the shared decoder refuses anything longer.
   */
  readFile(path: string): Result<Uint8Array, ReadFileError>;
}

export interface CommandOutcome {
  /** 0 when no file was rejected, 1 when any was, 2 for a usage error. */
  readonly exitCode: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

export type CheckedFile = { readonly path: string } & CardImport;

export const CARD_USAGE = `Usage: npm run card -- check [--base URL] [--pretty] FILE...

Checks agent cards found in the wild (A2A 1.0, 0.3, 0.2, 0.1 and hybrids) and prints one JSON
result per file: path, detected version, verdict (valid, migrated or rejected), changes,
reasons, findings (each with a JSON path, severity and code) and the card in the workbench's form.

Options:
  --base URL   resolve relative URLs in the cards against this absolute http(s) URL
  --pretty     indent each result over several lines
  -h, --help   show this help

Exit status: 0 when no card is rejected, 1 when any is, 2 for a usage error.
`;

interface CheckArgs {
  readonly files: string[];
  readonly base: string | undefined;
  readonly pretty: boolean;
}

type Parsed =
  { kind: 'help' } | { kind: 'check'; args: CheckArgs } | { kind: 'error'; message: string };

function parseArgs(argv: readonly string[]): Parsed {
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

/** The import result for one file; a file that cannot be read is a rejected result, not a crash. */
export function checkFile(path: string, io: CardCommandIo, base?: string): CheckedFile {
  const read = io.readFile(path);
  const options = base === undefined ? {} : { base };
  return {
    path,
    ...(read.ok ? importCardBytes(read.value, options) : unreadableImport(read.error)),
  };
}

/** Runs `card` with its arguments (without the program name). */
export function runCardCommand(argv: readonly string[], io: CardCommandIo): CommandOutcome {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') return { exitCode: 0, stdout: CARD_USAGE, stderr: '' };
  if (parsed.kind === 'error') {
    return { exitCode: 2, stdout: '', stderr: `card: ${parsed.message}\n\n${CARD_USAGE}` };
  }
  const { files, base, pretty } = parsed.args;
  const results = files.map((file) => checkFile(file, io, base));
  const stdout = results
    .map((r) => `${JSON.stringify(r, null, pretty ? 2 : undefined)}\n`)
    .join('');
  const rejected = results.some((r) => r.verdict === 'rejected');
  return { exitCode: rejected ? 1 : 0, stdout, stderr: '' };
}
