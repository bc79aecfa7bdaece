import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateAgentCardSignature, type AgentCard as SdkCard } from '@a2a-js/sdk';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCardCheck } from '../../src/adapters/signature/card-check';
import { readCardFile } from '../../scripts/card';

const dir = mkdtempSync(join(tmpdir(), 'card-keys-'));
const at = (name: string) => join(dir, name);
const io = { readFile: readCardFile };

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'ledger-1' };
  const card = {
    name: 'ledger-agent',
    description: 'Posts ledger entries',
    version: '1.0.0',
    supportedInterfaces: [
      { url: 'https://ledger.example/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'post', name: 'Post', description: 'Posts', tags: ['ledger'] }],
  };
  const signed = await generateAgentCardSignature(privateKey, {
    alg: 'EdDSA',
    kid: 'ledger-1',
    typ: 'JOSE',
  })(card as unknown as SdkCard);
  writeFileSync(at('signed.json'), JSON.stringify(signed));
  writeFileSync(at('tampered.json'), JSON.stringify({ ...signed, description: 'Moves money' }));
  writeFileSync(at('keys.json'), JSON.stringify({ keys: [jwk] }));
  writeFileSync(at('private.json'), JSON.stringify({ keys: [{ ...jwk, d: 'secret' }] }));
});

describe('card check --keys', () => {
  it('reports a card the SDK signed as valid, naming the key, and exits 0', async () => {
    const out = await runCardCheck(['check', '--keys', at('keys.json'), at('signed.json')], io);
    expect(out.exitCode).toBe(0);
    const line = JSON.parse(out.stdout) as { signatures: unknown };
    expect(line.signatures).toEqual({
      status: 'valid',
      verdicts: [{ status: 'valid', keyName: 'ledger-1', kid: 'ledger-1', alg: 'EdDSA' }],
      uncovered: [],
    });
  });

  it('exits 3 for a tampered card and says the payload does not match', async () => {
    const out = await runCardCheck(['check', `--keys=${at('keys.json')}`, at('tampered.json')], io);
    expect(out.exitCode).toBe(3);
    expect(out.stdout).toContain('"check":"payload"');
    expect(out.stderr).toMatch(/1 with an invalid signature/);
  });

  it('refuses a key file holding a private key, with usage status 2', async () => {
    const out = await runCardCheck(['check', '--keys', at('private.json'), at('signed.json')], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/\$\.keys\[0\]\.d: private key material/);
  });
});
