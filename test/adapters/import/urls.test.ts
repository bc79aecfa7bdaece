// URLs a reviewer can trust: every URL a card carries is http(s) or the card is refused, a URL
// that carried control characters is refused rather than repaired, and what could mislead about
// the host (a user name before "@", a label mixing scripts) is a finding naming the real host.
import { describe, expect, it } from 'vitest';
import { importCard } from '../../../src/adapters/import/import-card';
import { card03, card10, fixture } from './fixtures';

const clean = JSON.parse(fixture('v0_3-clean.json')) as Record<string, unknown>;

/** A clean 0.3 card with its OAuth scheme's flows and metadata URL replaced. */
function withOAuth(flows: Record<string, unknown>, metadata?: string) {
  return card03({
    securitySchemes: {
      oauth2: {
        type: 'oauth2',
        flows: flows as never,
        ...(metadata === undefined ? {} : { oauth2MetadataUrl: metadata }),
      },
    },
    security: [{ oauth2: [] }],
  });
}

const codesAt = (text: string) =>
  importCard(text).findings.map((f) => `${f.severity} ${f.code} ${f.path}`);

describe('a URL holding control characters', () => {
  it('refuses an escaped NUL in the host rather than joining the host around it', () => {
    const text = card03().replace(
      '"https://agents.example.com/fx/a2a"',
      '"https://agents.example.com\\u0000.evil.example/fx/a2a"',
    );
    const result = importCard(text);
    expect(result.verdict).toBe('rejected');
    expect(result.card).toBeNull();
    expect(result.reasons).toContainEqual(
      '$.url: The URL holds U+0000 (NUL); the URL parser would drop or join around such characters, so the address shown would not be the one reached. It is refused, not repaired.',
    );
  });

  it.each([
    ['an escaped tab, which the URL parser drops', '\\t', 'U+0009 (TAB)'],
    ['an escaped line feed', '\\n', 'U+000A (LINE FEED)'],
    ['a right-to-left override', '\\u202e', 'U+202E (RIGHT-TO-LEFT OVERRIDE)'],
    ['a C1 control', '\\u0085', 'U+0085'],
  ])('refuses %s', (_, escape, named) => {
    const text = card03().replace(
      '"https://docs.example.com/fx-agent"',
      `"https://docs.example.com${escape}.evil.example/"`,
    );
    const result = importCard(text);
    expect(result.verdict).toBe('rejected');
    const finding = result.findings.find((f) => f.code === 'URL_CONTROL_CHARACTER');
    expect(finding?.path).toBe('$.documentationUrl');
    expect(finding?.message).toContain(`holds ${named}`);
  });
});

describe('a URL that is not http(s)', () => {
  const cases: Array<[string, string, string]> = [
    ['the endpoint', card03({ url: 'javascript:alert(1)' }), '$.url'],
    ['the endpoint', card03({ url: 'vbscript:msgbox(1)' }), '$.url'],
    [
      'the provider URL',
      card03({ provider: { organization: 'Acme', url: 'javascript:alert(1)' } }),
      '$.provider.url',
    ],
    [
      'the documentation URL',
      card03({ documentationUrl: 'data:text/html,<b>x</b>' }),
      '$.documentationUrl',
    ],
    ['the icon', card03({ iconUrl: 'file:///etc/passwd' }), '$.iconUrl'],
    [
      'an OAuth authorization URL',
      withOAuth({
        authorizationCode: {
          authorizationUrl: 'javascript:alert(1)',
          tokenUrl: 'https://auth.example.com/token',
          scopes: {},
        },
      }),
      '$.securitySchemes.oauth2.flows.authorizationCode.authorizationUrl',
    ],
    [
      'an OAuth token URL',
      withOAuth({ clientCredentials: { tokenUrl: 'vbscript:x', scopes: {} } }),
      '$.securitySchemes.oauth2.flows.clientCredentials.tokenUrl',
    ],
    [
      'an OAuth refresh URL',
      withOAuth({
        password: {
          tokenUrl: 'https://auth.example.com/token',
          refreshUrl: 'ftp://auth.example.com/refresh',
          scopes: {},
        },
      }),
      '$.securitySchemes.oauth2.flows.password.refreshUrl',
    ],
    [
      'an OAuth metadata URL',
      withOAuth(
        { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: {} } },
        'javascript:alert(1)',
      ),
      '$.securitySchemes.oauth2.oauth2MetadataUrl',
    ],
    [
      'an OpenID Connect URL',
      card03({
        securitySchemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: 'javascript:x' } },
        security: [{ oidc: [] }],
      }),
      '$.securitySchemes.oidc.openIdConnectUrl',
    ],
    [
      'a 1.0 interface URL',
      card10({
        supportedInterfaces: [
          { url: 'javascript:alert(1)', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
        ],
      }),
      '$.supportedInterfaces[0].url',
    ],
  ];

  it.each(cases)('refuses the card when %s is not http(s)', (_, text, path) => {
    const result = importCard(text);
    expect(result.verdict).toBe('rejected');
    expect(codesAt(text)).toContain(`error NON_HTTP_URL ${path}`);
  });

  it('refuses a URL that does not parse', () => {
    expect(codesAt(card03({ iconUrl: 'http://[::1' }))).toContain('error INVALID_URL $.iconUrl');
  });
});

describe('a URL that could mislead about its host', () => {
  it('flags a user name dressed as a host and names the real host', () => {
    const result = importCard(card03({ url: 'https://agents.bank.example@evil.example/a2a' }));
    const finding = result.findings.find((f) => f.code === 'URL_USERINFO');
    expect(finding).toEqual({
      code: 'URL_USERINFO',
      severity: 'warning',
      path: '$.url',
      message:
        'The URL puts "agents.bank.example" before "@", where it reads like a host; the host it really reaches is evil.example.',
    });
  });

  it('flags a host label that mixes Cyrillic and Latin letters and shows it as the parser does', () => {
    // "аgents" starts with U+0430 CYRILLIC SMALL LETTER A.
    const result = importCard(card03({ url: 'https://\u0430gents.example.com/fx/a2a' }));
    const finding = result.findings.find((f) => f.code === 'MIXED_SCRIPT_HOST');
    expect(finding?.path).toBe('$.url');
    expect(finding?.message).toBe(
      'The host label "\u0430gents" mixes Cyrillic and Latin letters, so it can pass for another name; the URL parser reads the host as xn--gents-3ve.example.com.',
    );
  });

  it('leaves a host written in one script alone, whatever the script', () => {
    const findings = importCard(
      card03({ url: 'https://\u043f\u0440\u0438\u043c\u0435\u0440.example/a2a' }),
    ).findings;
    expect(findings.map((f) => f.code)).not.toContain('MIXED_SCRIPT_HOST');
  });

  it('checks the host of a relative URL once it is resolved against the base', () => {
    const result = importCard(card03({ iconUrl: '//\u0430gents.example.com/icon.png' }), {
      base: 'https://agents.example.com/.well-known/agent-card.json',
    });
    expect(result.findings.map((f) => f.code)).toContain('MIXED_SCRIPT_HOST');
  });

  it('keeps the clean fixture clean', () => {
    expect(importCard(JSON.stringify(clean)).verdict).toBe('valid');
  });
});
