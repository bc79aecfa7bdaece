// Reading public keys to trust: a JWKS (`{"keys": [...]}`) or one JWK, as untrusted JSON text.
// Every problem carries its JSON path. A private key member anywhere refuses the whole document:
// whoever picked it meant to share a public key and is about to leak a private one.
import { calculateJwkThumbprint } from 'jose';
import { z } from 'zod';
import { publicJwkSchema, type TrustedKey } from '../../core/trusted-key';
import { issuePath } from '../import/json-path';

/** A key read from a JWKS, with its RFC 7638 SHA-256 thumbprint to show before it is trusted. */
export interface OfferedKey {
  readonly key: TrustedKey;
  readonly thumbprint: string;
}

export interface ReadJwks {
  readonly keys: readonly OfferedKey[];
  /** `path: message`, one per key or document problem. */
  readonly problems: readonly string[];
}

/** The most a JWKS document may hold, as a card document. */
const MAX_JWKS_CHARS = 1_048_576;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
const documentSchema = z.union([
  z.object({ keys: z.array(z.unknown()) }),
  z.object({ kty: z.string() }),
]);

/**
 * The public keys in `text`, each named by its kid (or thumbprint) and vouching for `vouchesFor`.
 * @example await readJwks('{"keys":[{"kty":"OKP","crv":"Ed25519","x":"…","kid":"k1"}]}', 'bank.example')
 */
export async function readJwks(text: string, vouchesFor: string): Promise<ReadJwks> {
  if (text.length > MAX_JWKS_CHARS)
    return { keys: [], problems: ['$: the key set is larger than 1 MiB; it was not read.'] };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { keys: [], problems: ['$: not valid JSON.'] };
  }
  const document = documentSchema.safeParse(value);
  if (!document.success)
    return { keys: [], problems: ['$: neither a JWK Set ({"keys": [...]}) nor a JWK.'] };
  const [items, at] =
    'keys' in document.data ? [document.data.keys, '$.keys'] : [[document.data], undefined];
  const where = (i: number) => (at === undefined ? '$' : `${at}[${i}]`);
  const leaks = items.flatMap((item, i) =>
    typeof item === 'object' && item !== null
      ? PRIVATE_MEMBERS.filter((m) => Object.hasOwn(item, m)).map((m) => `${where(i)}.${m}`)
      : [],
  );
  if (leaks.length > 0)
    return {
      keys: [],
      problems: [
        `${leaks.join(', ')}: private key material. Only public keys can be trusted; nothing was ` +
          'read. Share the public half (without d, p, q, dp, dq, qi, k) and keep this file secret.',
      ],
    };
  const keys: OfferedKey[] = [];
  const problems: string[] = [];
  for (const [i, item] of items.entries()) {
    const jwk = publicJwkSchema.safeParse(item);
    if (!jwk.success) {
      for (const issue of jwk.error.issues)
        problems.push(`${issuePath(where(i), issue.path)}: ${issue.message}`);
      continue;
    }
    let thumbprint: string;
    try {
      thumbprint = await calculateJwkThumbprint({ ...jwk.data }, 'sha256');
    } catch (error) {
      problems.push(`${where(i)}: ${error instanceof Error ? error.message : 'not a usable key'}.`);
      continue;
    }
    const name = jwk.data.kid ?? `key ${thumbprint.slice(0, 12)}`;
    keys.push({ key: { name, vouchesFor, jwk: jwk.data }, thumbprint });
  }
  return { keys, problems };
}
