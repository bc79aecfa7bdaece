// Trusted-key edits: pure, returning the next workspace. A name already taken gets a suffix (the
// list is the reviewer's own naming), and the same public key is not added twice.
import type { TrustedKey } from '../../core/trusted-key';
import type { Workspace } from '../workspace';
import { uniqueName } from './list';

/** The members a JWK thumbprint hashes (RFC 7638): equal means the same public key. */
const MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'] as const;
const sameKey = (a: TrustedKey, b: TrustedKey) => MEMBERS.every((m) => a.jwk[m] === b.jwk[m]);

/** Adds `keys` at the end, skipping any already trusted; returns the workspace unchanged if none. */
export function addTrustedKeys(ws: Workspace, keys: readonly TrustedKey[]): Workspace {
  const next = [...(ws.trustedKeys ?? [])];
  for (const key of keys) {
    const same = next.some((k) => sameKey(k, key));
    if (same) continue;
    next.push({ ...key, name: uniqueName(key.name, new Set(next.map((k) => k.name))) });
  }
  return next.length === (ws.trustedKeys ?? []).length ? ws : { ...ws, trustedKeys: next };
}

/** Removes the trusted key named `name`. */
export function removeTrustedKey(ws: Workspace, name: string): Workspace {
  return { ...ws, trustedKeys: (ws.trustedKeys ?? []).filter((k) => k.name !== name) };
}
