// Short names for scheme types in the list, where space is tight.
import type { SchemeType } from '../../core/card';

export const SCHEME_SHORT: Record<SchemeType, string> = {
  apiKey: 'API key',
  http: 'HTTP',
  oauth2: 'OAuth 2.0',
  openIdConnect: 'OIDC',
  mutualTLS: 'mTLS',
};
