// What a card still lacks before it can be published: URLs that A2A requires but the author has
// left empty (a new card, a newly ticked OAuth flow). Empty fields are shown with placeholder text
// rather than filled with made-up URLs, so nothing invented is ever published as if real.
import type { AgentCard } from './card';

export interface CardGap {
  /** JSON path of the empty field in the card. */
  readonly path: string;
  readonly message: string;
}

const FLOW_URLS = {
  authorizationCode: ['authorizationUrl', 'tokenUrl'],
  clientCredentials: ['tokenUrl'],
  implicit: ['authorizationUrl'],
  password: ['tokenUrl'],
} as const;

const WORDS: Record<string, string> = {
  authorizationUrl: 'authorization URL',
  tokenUrl: 'token URL',
};

const key = (name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;

/** Every required URL of `card` that is empty, in the card's order. */
export function cardGaps(card: AgentCard): CardGap[] {
  const gaps: CardGap[] = [];
  const empty = (value: string | undefined) => value === undefined || value.trim() === '';
  if (empty(card.url)) gaps.push({ path: '$.url', message: 'the agent URL is empty' });
  (card.otherInterfaces ?? []).forEach((i, index) => {
    if (empty(i.url)) {
      gaps.push({
        path: `$.otherInterfaces[${index}].url`,
        message: `interface ${index + 2}'s URL is empty`,
      });
    }
  });
  if (card.provider !== undefined && empty(card.provider.url)) {
    gaps.push({ path: '$.provider.url', message: 'the provider URL is empty' });
  }
  for (const [name, scheme] of Object.entries(card.securitySchemes)) {
    const at = `$.securitySchemes${key(name)}`;
    if (scheme.type === 'openIdConnect' && empty(scheme.openIdConnectUrl)) {
      gaps.push({
        path: `${at}.openIdConnectUrl`,
        message: `scheme ${name}: the OpenID Connect discovery URL is empty`,
      });
    }
    if (scheme.type !== 'oauth2') continue;
    for (const [flow, urls] of Object.entries(FLOW_URLS)) {
      const value = scheme.flows[flow as keyof typeof FLOW_URLS] as
        Partial<Record<string, string>> | undefined;
      if (value === undefined) continue;
      for (const url of urls) {
        if (empty(value[url])) {
          gaps.push({
            path: `${at}.flows.${flow}.${url}`,
            message: `scheme ${name}: the ${flow} flow's ${WORDS[url] ?? url} is empty`,
          });
        }
      }
    }
  }
  return gaps;
}
