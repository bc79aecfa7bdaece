// `card check --keys JWKS_FILE`: the importer's check, then each card's signatures verified
// against the key file's public keys. Verifying is asynchronous (WebCrypto), so this wraps the
// synchronous command rather than changing it; without --keys it is that command.
import { cardSignatureStatus } from '../../core/card-trust';
import {
  CARD_USAGE,
  checkFiles,
  parseArgs,
  runCardCommand,
  type CardCommandIo,
  type CommandOutcome,
} from '../import/card-command';
import { describeSummary } from '../import/import-cards';
import { decodeBytes } from '../import/read-bytes';
import { MAX_DOCUMENT_BYTES } from '../import/text-position';
import { readJwks } from './jwks';
import { verifyCard } from './verify';

const usage = (message: string): CommandOutcome => ({
  exitCode: 2,
  stdout: '',
  stderr: `card: ${message}\n\n${CARD_USAGE}`,
});

/** Runs `card` with its arguments; `--keys` adds signature verdicts and exit status 3. */
export async function runCardCheck(
  argv: readonly string[],
  io: CardCommandIo,
): Promise<CommandOutcome> {
  const at = argv.findIndex((a) => a === '--keys' || a.startsWith('--keys='));
  const end = argv.indexOf('--');
  if (at < 0 || (end >= 0 && at > end)) return runCardCommand(argv, io);
  const flag = argv[at] ?? '';
  const keysPath = flag === '--keys' ? argv[at + 1] : flag.slice('--keys='.length);
  const rest = argv.filter((_, i) => i !== at && !(flag === '--keys' && i === at + 1));
  if (keysPath === undefined || keysPath === '') return usage('--keys needs a JWKS file');
  const parsed = parseArgs(rest);
  if (parsed.kind !== 'check') return runCardCommand(rest, io);
  const bytes = io.readFile(keysPath);
  if (!bytes.ok) return usage(bytes.error.message);
  const text = decodeBytes(bytes.value, MAX_DOCUMENT_BYTES);
  if (!text.ok) return usage(`${keysPath}: ${text.error.message}`);
  const jwks = await readJwks(text.value, '');
  if (jwks.keys.length === 0)
    return usage(`${keysPath} holds no usable public key: ${jwks.problems.join('; ') || 'none'}`);
  const keys = jwks.keys.map((k) => k.key);
  const { files, base, pretty } = parsed.args;
  const { results, summary } = checkFiles(files, io, base);
  let invalid = 0;
  const lines: string[] = [];
  for (const result of results) {
    const published = result.card?.published;
    const trust =
      published === undefined ? { verdicts: [] } : (await verifyCard(published, keys)).trust;
    const status = cardSignatureStatus(trust);
    if (trust.verdicts.some((v) => v.status === 'invalid')) invalid += 1;
    const signatures = { status, verdicts: trust.verdicts, uncovered: trust.uncovered ?? [] };
    lines.push(`${JSON.stringify({ ...result, signatures }, null, pretty ? 2 : undefined)}\n`);
  }
  const cards = `${results.length} ${results.length === 1 ? 'card' : 'cards'}`;
  const where = `${files.length} ${files.length === 1 ? 'file' : 'files'}`;
  const bad = invalid === 0 ? '' : `; ${invalid} with an invalid signature`;
  const stderr = `card: ${cards} in ${where}: ${describeSummary(summary)}${bad}\n`;
  const failed = summary.rejected > 0 || summary.duplicates.length > 0;
  return { exitCode: failed ? 1 : invalid > 0 ? 3 : 0, stdout: lines.join(''), stderr };
}
