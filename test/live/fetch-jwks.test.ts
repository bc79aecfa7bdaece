import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, calculateJwkThumbprint } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJwks } from '../../src/live/fetch-jwks';

let server: Server;
let base = '';
let jwks = '';
let thumbprint = '';

beforeAll(async () => {
  const { publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bank-2026' };
  thumbprint = await calculateJwkThumbprint(jwk, 'sha256');
  jwks = JSON.stringify({ keys: [jwk] });
  server = createServer((req, res) => {
    const go = (status: number, location: string) => res.writeHead(status, { location }).end();
    switch (req.url) {
      case '/jwks.json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
      case '/moved':
        return go(302, '/jwks.json');
      case '/to-file':
        return go(302, 'file:///etc/passwd');
      case '/to-javascript':
        return go(301, 'javascript:alert(1)');
      case '/big':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"keys":[],"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`);
      case '/slow':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.write('{"keys":['); // never ends
      case '/private':
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(jwks.replace('"kid"', '"d":"secret","kid"'));
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe("fetchJwks (a card's jku, fetched when the user asks)", () => {
  it('reads the keys with their RFC 7638 thumbprints, following an http redirect', async () => {
    const got = await fetchJwks(`${base}/moved`, 'bank.example');
    expect(got).toMatchObject({
      ok: true,
      value: {
        problems: [],
        keys: [{ key: { name: 'bank-2026', vouchesFor: 'bank.example' }, thumbprint }],
      },
    });
  });

  it.each([
    'file:///etc/jwks.json',
    'javascript:alert(1)',
    'data:application/json,{}',
    'ftp://a/jwks',
  ])('refuses %s, a URL that is not http(s)', async (url) => {
    const got = await fetchJwks(url, 'x');
    expect(got).toMatchObject({ ok: false, error: { code: 'NOT_HTTP' } });
    if (!got.ok) expect(got.error.message).toMatch(/Only http: and https:/);
  });

  it.each(['/to-file', '/to-javascript'])(
    'refuses a redirect from %s to another scheme',
    async (path) => {
      const got = await fetchJwks(`${base}${path}`, 'x');
      expect(got.ok).toBe(false);
      if (!got.ok) {
        expect(got.error.code).toBe('REDIRECT_NOT_HTTP');
        expect(got.error.message).toMatch(/only http: and https: can be followed/);
      }
    },
  );

  it('refuses a key set over 1 MiB, saying so', async () => {
    const got = await fetchJwks(`${base}/big`, 'x');
    expect(got).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
    if (!got.ok) expect(got.error.message).toMatch(/sent more than 1 MiB/);
  });

  it('gives up on a key set that does not arrive in time, saying so', async () => {
    const got = await fetchJwks(`${base}/slow`, 'x', { timeoutMs: 300 });
    expect(got).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    if (!got.ok) expect(got.error.message).toMatch(/did not answer within 0.3 s/);
  });

  it('trusts nothing from a key set holding a private key, naming the member', async () => {
    const got = await fetchJwks(`${base}/private`, 'x');
    expect(got).toMatchObject({ ok: true, value: { keys: [] } });
    if (got.ok) expect(got.value.problems[0]).toMatch(/^\$\.keys\[0\]\.d: private key material/);
  });
});
