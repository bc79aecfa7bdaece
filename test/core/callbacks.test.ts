import { describe, expect, it } from 'vitest';
import { checkCallback, normalizeHost, type CallbackRule } from '../../src/core/callbacks';
import { CALLBACK_HOSTS } from '../../src/scenarios/bank';

const check = (url: string, token = 's3cret', hosts: readonly string[] = CALLBACK_HOSTS) =>
  checkCallback({ url, token }, hosts);

describe('push callback URLs', () => {
  it.each([
    ['the allow-listed host', 'https://agents.bank.ae/cb'],
    ['an upper-case host, which the parser lower-cases', 'https://AGENTS.BANK.AE/cb'],
    ['backslashes, which the parser reads as slashes', 'https:\\\\agents.bank.ae\\cb'],
    ['a percent-encoded host the parser decodes', 'https://agents%2ebank%2eae/cb'],
    [
      'an @ after a backslash, which the parser reads as part of the path',
      'https://agents.bank.ae\\@evil.example/',
    ],
  ])('allows %s', (_label, url) => {
    const verdict = check(url);
    expect(verdict.refusals).toEqual([]);
    expect(verdict.allowed).toBe(true);
    expect(verdict.parsed?.host).toBe('agents.bank.ae');
  });

  // Each case: the rules refused, in order, and what the first reason must quote.
  it.each<[string, string, CallbackRule[], string]>([
    [
      'credentials before an external host',
      'https://agents.bank.ae@evil.example/',
      ['credentials', 'host'],
      'user "agents.bank.ae"',
    ],
    [
      'credentials before the allowed host',
      'https://user:pw@agents.bank.ae/cb',
      ['credentials'],
      'user "user" and a password',
    ],
    [
      'a fragment hiding the allowed host',
      'https://evil.example#@agents.bank.ae',
      ['host'],
      '"evil.example"',
    ],
    [
      'a query hiding the allowed host',
      'https://evil.example?@agents.bank.ae',
      ['host'],
      '"evil.example"',
    ],
    [
      'a backslash before the @',
      'https://evil.example\\@agents.bank.ae/',
      ['host'],
      '"evil.example"',
    ],
    [
      'the allowed host as a prefix',
      'https://agents.bank.ae.evil.example/cb',
      ['host'],
      '"agents.bank.ae.evil.example"',
    ],
    [
      'a subdomain of the allowed host',
      'https://hooks.agents.bank.ae/cb',
      ['host'],
      '"hooks.agents.bank.ae"',
    ],
    ['a parent of the allowed host', 'https://bank.ae/cb', ['host'], '"bank.ae"'],
    [
      'a newline the parser strips',
      'https://agents.bank.ae\n.evil.example/',
      ['host'],
      '"agents.bank.ae.evil.example"',
    ],
    ['plain http', 'http://agents.bank.ae/cb', ['scheme'], '"http"'],
    ['a trailing dot on the host', 'https://agents.bank.ae./cb', ['host'], '"agents.bank.ae."'],
    ['a loopback IP literal', 'https://127.0.0.1/cb', ['host'], '"127.0.0.1"'],
    ['a loopback IP written as one number', 'https://2130706433/cb', ['host'], '"127.0.0.1"'],
    ['a loopback IP in hex', 'https://0x7f.1/cb', ['host'], '"127.0.0.1"'],
    [
      'the cloud metadata address',
      'https://169.254.169.254/latest/meta-data',
      ['host'],
      '"169.254.169.254"',
    ],
    ['an IPv6 literal', 'https://[::1]/cb', ['host'], '"[::1]"'],
    ['a look-alike Cyrillic host', 'https://\u0430gents.bank.ae/cb', ['host'], '"xn--'],
    ['a javascript: URL', 'javascript:alert(1)', ['scheme', 'host'], '"javascript"'],
    ['a data: URL', 'data:text/html,<b>hi</b>', ['scheme', 'host'], '"data"'],
    ['a file: URL', 'file:///etc/passwd', ['scheme', 'host'], '"file"'],
    ['another scheme to the allowed host', 'ftp://agents.bank.ae/cb', ['scheme'], '"ftp"'],
    ['text that is not a URL', 'agents.bank.ae/cb', ['invalid-url'], '"agents.bank.ae/cb"'],
    ['a relative path', '/cb', ['invalid-url'], '"/cb"'],
    ['an empty URL', '', ['invalid-url'], '""'],
  ])('refuses %s', (_label, url, rules, seen) => {
    const verdict = check(url);
    expect(verdict.allowed).toBe(false);
    expect(verdict.refusals.map((r) => r.rule)).toEqual(rules);
    expect(verdict.refusals.every((r) => r.code === 'CALLBACK_NOT_ALLOWED')).toBe(true);
    expect(verdict.refusals[0]?.reason).toContain(seen);
  });

  it('says which host it saw when the host is not allowed', () => {
    expect(check('https://evil.example/hook').refusals).toEqual([
      {
        code: 'CALLBACK_NOT_ALLOWED',
        rule: 'host',
        reason: 'callback host "evil.example" is not in the allow-list',
      },
    ]);
  });

  it('names the user name a URL smuggles before the host, and the host it really names', () => {
    expect(check('https://agents.bank.ae@evil.example/').refusals.map((r) => r.reason)).toEqual([
      'callback URL carries credentials (user "agents.bank.ae") before the host; refused',
      'callback host "evil.example" is not in the allow-list',
    ]);
  });

  it('mentions a password without repeating it', () => {
    const [refusal] = check('https://:hunter2@agents.bank.ae/cb').refusals;
    expect(refusal?.reason).toBe(
      'callback URL carries credentials (a password) before the host; refused',
    );
  });

  it('reports what the parser saw', () => {
    expect(check('https://AGENTS.bank.ae:8443/cb').parsed).toEqual({
      scheme: 'https',
      host: 'agents.bank.ae',
      port: '8443',
    });
    expect(check('not a url').parsed).toBeUndefined();
  });

  it('refuses an explicit port on an allowed host, which could be any internal service', () => {
    expect(check('https://agents.bank.ae:6379/cb').refusals).toEqual([
      {
        code: 'CALLBACK_NOT_ALLOWED',
        rule: 'port',
        reason: 'callback port 6379 is not allowed; only the default https port is',
      },
    ]);
    expect(check('https://agents.bank.ae:443/cb').allowed).toBe(true);
  });

  it('denies every URL when the allow-list is empty, and says so', () => {
    const verdict = check('https://agents.bank.ae/cb', 's3cret', []);
    expect(verdict.allowed).toBe(false);
    expect(verdict.refusals).toEqual([
      {
        code: 'CALLBACK_NOT_ALLOWED',
        rule: 'empty-allow-list',
        reason: 'the callback allow-list is empty, so no callback host is allowed',
      },
    ]);
  });

  it('says which entries it ignored when none of them is a host name', () => {
    const verdict = check('https://agents.bank.ae/cb', 's3cret', ['https://agents.bank.ae', ' ']);
    expect(verdict.refusals).toEqual([
      {
        code: 'CALLBACK_NOT_ALLOWED',
        rule: 'empty-allow-list',
        reason:
          'the callback allow-list holds no bare host name (ignored "https://agents.bank.ae", " "), so no callback host is allowed',
      },
    ]);
  });

  it('matches allow-list entries after normalising them', () => {
    expect(check('https://agents.bank.ae/cb', 's3cret', [' AGENTS.Bank.AE ']).allowed).toBe(true);
  });

  it.each(['', '   '])('refuses a config whose token is %j as unauthenticated', (token) => {
    expect(check('https://agents.bank.ae/cb', token).refusals).toEqual([
      {
        code: 'CALLBACK_UNAUTHENTICATED',
        rule: 'token',
        reason: 'a push notification config must carry a token the receiver can verify',
      },
    ]);
  });

  it('reports every refusal in rule order', () => {
    const verdict = check('http://u@evil.example/', '');
    expect(verdict.refusals.map((r) => [r.code, r.rule])).toEqual([
      ['CALLBACK_NOT_ALLOWED', 'scheme'],
      ['CALLBACK_NOT_ALLOWED', 'credentials'],
      ['CALLBACK_NOT_ALLOWED', 'host'],
      ['CALLBACK_UNAUTHENTICATED', 'token'],
    ]);
  });
});

describe('allow-list entries', () => {
  it.each([
    ['agents.bank.ae', 'agents.bank.ae'],
    [' AGENTS.BANK.AE ', 'agents.bank.ae'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
    ['127.0.0.1', '127.0.0.1'],
  ])('reads %j as the host %j', (entry, host) => {
    expect(normalizeHost(entry)).toBe(host);
  });

  it.each([
    '',
    '  ',
    'https://agents.bank.ae',
    'agents.bank.ae/cb',
    'agents.bank.ae:443',
    'u@agents.bank.ae',
    'a b',
  ])('ignores %j, which is not a bare host name', (entry) => {
    expect(normalizeHost(entry)).toBeUndefined();
  });
});
