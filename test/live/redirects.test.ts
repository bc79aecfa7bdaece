// Redirects and hostile card hosts, against real node:http servers on 127.0.0.1. Node's fetch
// (undici) hands back a manual redirect as the real 3xx with its Location, so these tests take
// the Node path; `browserLike` below turns it into what a browser hands a page (the Fetch
// standard's opaque-redirect filtered response) to take the browser path too. Chromium itself is
// tested in test/e2e/redirects.spec.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { a2aV03Rpc } from '../../src/adapters/a2a-v0_3';
import { checkFiles } from '../../src/adapters/import/card-command';
import { liveCall } from '../../src/live/call';
import { crossOriginWarning, fetchCard, fetchNote } from '../../src/live/fetch-card';
import type { LiveCallLog } from '../../src/live/run-log';
import { redirectItems } from '../../src/panels/lifecycle/transcript/redirect-items';
import { readCardFile } from '../../scripts/card';
import { startHostileHosts, type HostileHosts } from '../helpers/hostile-hosts';

let hosts: HostileHosts;
beforeAll(async () => {
  hosts = await startHostileHosts();
});
afterAll(() => hosts.close());
beforeEach(() => {
  hosts.received.length = 0;
});

const KEY = 'agent-key-5f1e9c';
const apiKey = { kind: 'api-key', header: 'X-Agent-Key', key: KEY } as const;
const get = { method: 'get', taskId: 't-1' } as const;

/**
 * Node's fetch as a browser page sees it (Fetch standard, HTTP fetch, redirect mode "manual"): a
 * redirect becomes a response of type 'opaqueredirect' with status 0 and no headers, and a
 * followed redirect to anything but http(s) is a bare network error (HTTP-redirect fetch).
 */
const browserLike: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  // Node's own 'follow' sets `redirected` and `url` as a browser does.
  if (init?.redirect !== 'manual' || response.status < 300 || response.status > 399) {
    return response;
  }
  await response.body?.cancel();
  const opaque = new Response(null, { status: 200 });
  Object.defineProperties(opaque, {
    type: { value: 'opaqueredirect' },
    status: { value: 0 },
    ok: { value: false },
    headers: { value: new Headers() },
  });
  return opaque;
};
const browserFollowFails: typeof fetch = async (input, init) => {
  if (init?.redirect === 'follow') throw new TypeError('Failed to fetch');
  return browserLike(input, init);
};

/** What the transcript shows after the request of the one call, as the lifecycle records it. */
const shownAfterRequest = (result: Awaited<ReturnType<typeof liveCall>>) => {
  const call: LiveCallLog = {
    callId: 1,
    method: 'get',
    rpcMethod: 'tasks/get',
    request: result.request,
    items: [{ kind: 'request', frame: 0 }],
    events: [],
    ended: true,
    ...(result.failure !== undefined ? { failure: result.failure } : {}),
  };
  return redirectItems(call, 'live-1-0');
};

describe('a live call that is redirected', () => {
  it('stops at a 307 to another origin: the other origin receives nothing, key included', async () => {
    const endpoint = `${hosts.agent}/to-elsewhere/rpc`;
    const result = await liveCall(a2aV03Rpc, endpoint, 1, get, apiKey);
    expect(result.failure).toEqual({
      code: 'REDIRECTED',
      message:
        `${endpoint} answered HTTP 307 Temporary Redirect with a redirect to ${hosts.elsewhere}/rpc, ` +
        `another origin (${hosts.elsewhere}). A call is never sent on to where a redirect leads: ` +
        `nothing was sent to ${hosts.elsewhere}/rpc, neither the message nor any credential. ` +
        `If that is the agent's endpoint, set it as the endpoint.`,
      url: endpoint,
      redirects: [
        {
          from: endpoint,
          status: 307,
          statusText: 'Temporary Redirect',
          to: `${hosts.elsewhere}/rpc`,
        },
      ],
    });
    expect(hosts.received).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(KEY);
    // The transcript shows the request as sent (key masked) and the redirect as it came back.
    expect(result.request.url).toBe(endpoint);
    expect(result.request.headers['X-Agent-Key']).toBe('••••••••••••');
    const shown = shownAfterRequest(result);
    expect(shown.map((i) => i.title)).toEqual(['Redirect · tasks/get · id 1 · not followed']);
    expect(shown[0]?.head).toBe(`HTTP 307 Temporary Redirect\nLocation: ${hosts.elsewhere}/rpc`);
    expect(shown[0]?.display).toBe(result.failure?.message);
  });

  it('stops at a same-origin redirect too, and names where it led', async () => {
    const endpoint = `${hosts.agent}/to-same/rpc`;
    const result = await liveCall(a2aV03Rpc, endpoint, 1, get, apiKey);
    expect(result.failure?.code).toBe('REDIRECTED');
    expect(result.failure?.message).toBe(
      `${endpoint} answered HTTP 307 Temporary Redirect with a redirect to ${hosts.agent}/moved/rpc. ` +
        `A call is never sent on to where a redirect leads: nothing was sent to ` +
        `${hosts.agent}/moved/rpc, neither the message nor any credential. If that is the ` +
        `agent's endpoint, set it as the endpoint.`,
    );
  });

  it.each([
    ['javascript', 'javascript:', 'javascript:window.__xss=1'],
    ['file', 'file:', 'file:///etc/passwd'],
  ])('says a redirect to %s: is not http(s)', async (name, scheme, to) => {
    const endpoint = `${hosts.agent}/to-${name}/rpc`;
    const result = await liveCall(a2aV03Rpc, endpoint, 1, get, apiKey);
    expect(result.failure).toMatchObject({
      code: 'REDIRECT_NOT_HTTP',
      message: `${endpoint} answered HTTP 307 Temporary Redirect with a redirect to a ${scheme} URL (${to}); only http: and https: can be followed, so it was not.`,
    });
    expect(result.failure?.message).not.toMatch(/CORS|Access-Control/);
    expect(shownAfterRequest(result)[0]?.head).toBe(`HTTP 307 Temporary Redirect\nLocation: ${to}`);
  });

  it('in a browser, where the redirect is opaque, stops and says what the page cannot see', async () => {
    const endpoint = `${hosts.agent}/to-elsewhere/rpc`;
    const result = await liveCall(
      a2aV03Rpc,
      endpoint,
      1,
      get,
      apiKey,
      {},
      {
        fetchImpl: browserLike,
      },
    );
    expect(result.failure).toEqual({
      code: 'REDIRECT_HIDDEN',
      message:
        `${endpoint} answered with a redirect. A browser does not let a page see a redirect's ` +
        `status or where it leads, so the call stopped there: nothing was sent on, neither the ` +
        `message nor any credential. Run curl -i -X POST ${endpoint} to see where it leads, and ` +
        `set the endpoint to the URL the agent answers at.`,
      url: endpoint,
      redirects: [{ from: endpoint }],
    });
    expect(hosts.received).toEqual([]);
    expect(shownAfterRequest(result)[0]?.head).toBe(
      'Opaque redirect: the browser hides its status and its Location',
    );
  });
});

describe('a card fetch that is redirected', () => {
  it('follows a redirect to another origin and says so, with both URLs', async () => {
    const asked = `${hosts.agent}/to-elsewhere/card.json`;
    const landed = `${hosts.elsewhere}/card.json`;
    const got = await fetchCard(asked);
    if (!got.ok) throw new Error(got.error.message);
    expect(got.url).toBe(landed);
    expect(got.tried).toEqual([
      { url: asked, status: 302, redirectedTo: landed },
      { url: landed, status: 200 },
    ]);
    expect(fetchNote(got)).toBe(`Read from ${landed}, redirected from ${asked}.`);
    expect(crossOriginWarning(got)).toBe(
      `${asked} redirected to ${landed}, another origin: the card was read from ` +
        `${hosts.elsewhere}, not from ${hosts.agent}, the origin you named. Check that you ` +
        `trust it before adding it; its relative URLs resolve against ${landed}.`,
    );
    // A plain GET: no credential of any kind reached the other origin.
    expect(hosts.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /card.json']);
    const headers = Object.keys(hosts.received[0]?.headers ?? {});
    expect(headers).not.toContain('x-agent-key');
    expect(headers).not.toContain('authorization');
    expect(headers).not.toContain('cookie');
  });

  it('in a browser, learns only where the redirects ended, and still flags the other origin', async () => {
    const asked = `${hosts.agent}/to-elsewhere/card.json`;
    const got = await fetchCard(asked, { fetchImpl: browserLike });
    if (!got.ok) throw new Error(got.error.message);
    expect(got.tried).toEqual([
      { url: asked, redirectedTo: `${hosts.elsewhere}/card.json` },
      { url: `${hosts.elsewhere}/card.json`, status: 200 },
    ]);
    expect(crossOriginWarning(got)).toMatch(new RegExp(`^${asked} redirected to `));
  });

  it('follows a same-origin redirect without a warning', async () => {
    const asked = `${hosts.agent}/to-same/card.json`;
    const got = await fetchCard(asked);
    if (!got.ok) throw new Error(got.error.message);
    expect(fetchNote(got)).toBe(
      `Read from ${hosts.agent}/moved/card.json, redirected from ${asked}.`,
    );
    expect(crossOriginWarning(got)).toBeUndefined();
    expect(got.import.card?.name).toBe('elsewhere-agent');
  });

  it.each([
    ['javascript', 'javascript:', 'javascript:window.__xss=1'],
    ['file', 'file:', 'file:///etc/passwd'],
  ])('refuses a redirect to %s: and says why', async (name, scheme, to) => {
    const asked = `${hosts.agent}/to-${name}/card.json`;
    const got = await fetchCard(asked);
    expect(got).toMatchObject({
      ok: false,
      error: {
        code: 'REDIRECT_NOT_HTTP',
        message: `${asked} answered HTTP 302 Found with a redirect to a ${scheme} URL (${to}); only http: and https: can be followed, so it was not.`,
      },
      tried: [{ url: asked, status: 302, redirectedTo: to }],
    });
  });

  it('cuts a long data: target short in what it says', async () => {
    const asked = `${hosts.agent}/to-data/card.json`;
    const got = await fetchCard(asked);
    expect(got.ok).toBe(false);
    const message = got.ok ? '' : got.error.message;
    expect(message).toMatch(
      new RegExp(
        `^${asked} answered HTTP 302 Found with a redirect to a data: URL \\(data:application/json,`,
      ),
    );
    expect(message).toMatch(/…\); only http: and https: can be followed, so it was not\.$/);
  });

  it('in a browser, a redirect it cannot follow is named as such, never as CORS', async () => {
    const asked = `${hosts.agent}/to-javascript/card.json`;
    const got = await fetchCard(asked, { fetchImpl: browserFollowFails, origin: 'http://x.test' });
    expect(got).toMatchObject({
      ok: false,
      error: {
        code: 'REDIRECT_UNFOLLOWABLE',
        message:
          `${asked} answered with a redirect the page cannot follow or read. A browser hides ` +
          `where a redirect leads, and refuses to follow one to a URL that is not http: or ` +
          `https: (such as javascript:, data: or file:) or to a server that does not let this ` +
          `page read it, without saying which. Run curl -i ${asked} to see where it leads.`,
      },
      tried: [{ url: asked }],
    });
  });

  it('gives up on a redirect loop', async () => {
    const asked = `${hosts.agent}/loop/card.json`;
    const got = await fetchCard(asked);
    expect(got).toMatchObject({
      ok: false,
      error: {
        code: 'TOO_MANY_REDIRECTS',
        message: `${asked} redirected more than 5 times; the redirects were not followed further.`,
      },
    });
    expect(got.tried).toHaveLength(6);
  });
});

describe('hostile cards', () => {
  it.each(['huge', 'huge-undeclared'])(
    'refuses a 5 MB card (%s) at the 1 MiB cap',
    async (path) => {
      const asked = `${hosts.agent}/${path}/card.json`;
      const got = await fetchCard(asked);
      expect(got).toMatchObject({
        ok: false,
        error: {
          code: 'TOO_LARGE',
          message: `${asked} sent more than 1 MiB, the most it may send; the rest was not read.`,
        },
      });
    },
  );

  it('refuses a card nested 100,000 deep with where it stopped reading', async () => {
    const got = await fetchCard(`${hosts.agent}/deep/card.json`);
    if (!got.ok) throw new Error(got.error.message);
    expect(got.import.verdict).toBe('rejected');
    expect(got.import.findings).toEqual([
      expect.objectContaining({
        code: 'NESTING_TOO_DEEP',
        message:
          'Objects and arrays nest more than 64 levels deep (line 1, column 65); the document is not read further.',
      }),
    ]);
  });
});

describe('one strict byte path', () => {
  it.each([
    'v0_3-clean.json',
    'bom.json',
    'utf16le-bom.json',
    'utf16be-bom.json',
    'utf16le-no-bom.json',
    'latin1.json',
    'overlong-utf8.json',
    'invalid-json.json',
  ])('a fetched %s gets the verdict card check gives the same bytes', async (name) => {
    const cli = checkFiles([`test/fixtures/cards/${name}`], { readFile: readCardFile }).results[0];
    const got = await fetchCard(`${hosts.agent}/bytes/${name}`);
    if (!got.ok) throw new Error(got.error.message);
    expect(cli).toBeDefined();
    expect(got.import.verdict).toBe(cli?.verdict);
    expect(got.import.findings).toEqual(cli?.findings);
    // The source handed to the import dialog is the strict one: text only when it is UTF-8.
    expect('error' in got.source).toBe(
      cli?.findings.some((f) => f.code === 'INVALID_ENCODING') === true,
    );
  });
});
