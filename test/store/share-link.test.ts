import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { defaultWorkspace, emptyWorkspace } from '../../src/store';
import { MAX_URL_LENGTH, decodeShareLink, encodeShareLink } from '../../src/store/share-link';

const base = 'https://workbench.example/tools/app/index.html';
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const linkFor = (text: string) =>
  `#/share/v1/${toBase64Url(deflateSync(new TextEncoder().encode(text)))}`;

describe('share links', () => {
  it('round-trips the whole workspace through the URL fragment', () => {
    const ws = { ...defaultWorkspace(), layout: { 'kyc-refresh-agent': { x: 12.5, y: -3 } } };
    const link = encodeShareLink(ws, `${base}#/graph`);
    expect(link.url.startsWith(`${base}#/share/v1/`)).toBe(true);
    expect(link.length).toBe(link.url.length);
    expect(link.tooLong).toBe(false);
    expect(decodeShareLink(link.url)).toEqual({ ok: true, value: ws });
  });

  it('carries each card’s interfaces, in order', () => {
    const ws = defaultWorkspace();
    const [first, ...rest] = ws.cards;
    if (first === undefined) throw new Error('the bank example has cards');
    const otherInterfaces = [
      { url: 'agents.bank.ae:50051', binding: 'GRPC' },
      {
        url: 'https://agents.bank.ae/sanctions/rest',
        binding: 'HTTP+JSON',
        protocolVersion: '1.0',
      },
    ];
    const shared = { ...ws, cards: [{ ...first, otherInterfaces }, ...rest] };
    const read = decodeShareLink(encodeShareLink(shared, base).url);
    expect(read.ok && read.value.cards[0]?.otherInterfaces).toEqual(otherInterfaces);
  });

  it('decodes a bare fragment as well as a whole URL', () => {
    const link = encodeShareLink(emptyWorkspace(), base);
    expect(decodeShareLink(link.url.slice(link.url.indexOf('#')))).toEqual({
      ok: true,
      value: emptyWorkspace(),
    });
  });

  it(`reports a link longer than ${MAX_URL_LENGTH} characters as too long`, () => {
    const ws = defaultWorkspace();
    // Incompressible descriptions: each card's text differs and looks random to deflate.
    let seed = 7;
    const noise = () =>
      Array.from({ length: 4000 }, () => {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return String.fromCharCode(33 + ((seed >>> 0) % 90));
      }).join('');
    ws.cards = ws.cards.map((card) => ({ ...card, description: noise() + noise() + noise() }));
    const link = encodeShareLink(ws, base);
    expect(link.tooLong).toBe(true);
    expect(link.length).toBeGreaterThan(MAX_URL_LENGTH);
  });

  it('refuses a link that is cut short or tampered with', () => {
    const { url } = encodeShareLink(defaultWorkspace(), base);
    expect(decodeShareLink(url.slice(0, -40)).ok).toBe(false);
    expect(decodeShareLink(`${base}#/share/v1/not*base64!`)).toMatchObject({
      ok: false,
      error: { code: 'CORRUPT' },
    });
    const payload = url.slice(url.indexOf('/v1/') + 4);
    const flipped = payload.slice(0, 20) + (payload[20] === 'A' ? 'B' : 'A') + payload.slice(21);
    expect(decodeShareLink(`#/share/v1/${flipped}`).ok).toBe(false);
  });

  it('refuses a link that is not a share link', () => {
    expect(decodeShareLink(`${base}#/cards`)).toMatchObject({
      ok: false,
      error: { code: 'NOT_A_SHARE_LINK' },
    });
  });

  it('stops inflating a decompression bomb at the size cap', () => {
    const bomb = linkFor(`"${'a'.repeat(3 * 1024 * 1024)}"`);
    expect(bomb.length).toBeLessThan(10_000);
    expect(decodeShareLink(bomb)).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });

  it('validates the shared workspace and names the path of each problem', () => {
    const ws = defaultWorkspace() as unknown as { policy: { maxDepth: unknown } };
    ws.policy.maxDepth = -1;
    const text = JSON.stringify({ format: 'delegation-workbench', version: 1, workspace: ws });
    const result = decodeShareLink(linkFor(text));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INVALID');
      expect(result.error.issues[0]).toEqual({
        path: '$.workspace.policy.maxDepth',
        message: 'max depth cannot be negative',
      });
    }
  });

  it('does not let a shared __proto__ key reach any prototype', () => {
    const text = `{"format":"delegation-workbench","version":1,"workspace":${JSON.stringify(
      defaultWorkspace(),
    ).replace('"layout":{}', '"layout":{"__proto__":{"x":1,"y":2,"polluted":true}}')}}`;
    const result = decodeShareLink(linkFor(text));
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.ok) expect(Object.getPrototypeOf(result.value.layout)).toBe(Object.prototype);
  });
});
