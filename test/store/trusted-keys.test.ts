import { describe, expect, it } from 'vitest';
import { addTrustedKeys, removeTrustedKey } from '../../src/store/edits/trusted-keys';
import { defaultWorkspace, workspaceSchema } from '../../src/store/workspace';

const jwk = {
  kty: 'OKP' as const,
  crv: 'Ed25519',
  x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  kid: 'k1',
};
const key = { name: 'bank signing key', vouchesFor: 'bank.example', jwk };

describe('trusted keys in the workspace', () => {
  it('are saved with the workspace and read back; a workspace without them still opens', () => {
    const ws = { ...defaultWorkspace(), trustedKeys: [key] };
    expect(workspaceSchema.parse(JSON.parse(JSON.stringify(ws))).trustedKeys).toEqual([key]);
    expect(workspaceSchema.safeParse(defaultWorkspace()).success).toBe(true);
  });

  it.each(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'])(
    'refuse a key with the private member %s, at its path',
    (member) => {
      const ws = {
        ...defaultWorkspace(),
        trustedKeys: [{ ...key, jwk: { ...jwk, [member]: 'secret' } }],
      };
      const parsed = workspaceSchema.safeParse(ws);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([
        `trustedKeys.0.jwk.${member}`,
      ]);
      expect(parsed.error?.issues[0]?.message).toMatch(/private key member/);
    },
  );

  it('refuse a symmetric key and two keys with one name', () => {
    const oct = workspaceSchema.safeParse({
      ...defaultWorkspace(),
      trustedKeys: [{ ...key, jwk: { kty: 'oct' } }],
    });
    expect(oct.error?.issues[0]?.path).toEqual(['trustedKeys', 0, 'jwk', 'kty']);
    const twice = workspaceSchema.safeParse({
      ...defaultWorkspace(),
      trustedKeys: [key, { ...key, jwk: { ...jwk, x: 'other' } }],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['trustedKeys', 1, 'name']);
  });

  it('adds a key once, renames a clash, and removes by name', () => {
    const once = addTrustedKeys(defaultWorkspace(), [key, key]);
    expect(once.trustedKeys).toEqual([key]);
    const other = { ...key, jwk: { ...jwk, x: 'AAAA' } };
    const two = addTrustedKeys(once, [other]);
    expect(two.trustedKeys?.map((k) => k.name)).toEqual(['bank signing key', 'bank signing key-2']);
    expect(removeTrustedKey(two, 'bank signing key').trustedKeys).toEqual([
      { ...other, name: 'bank signing key-2' },
    ]);
  });
});
