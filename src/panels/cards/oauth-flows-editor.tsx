// OAuth 2.0 flows: each can be switched on, and has its endpoint URLs and scopes.
import type { OAuthFlows } from '../../core/card';
import { CheckField } from './choice-fields';
import { ScopesEditor } from './scopes-editor';
import { TextField } from './text-field';

type FlowKind = keyof OAuthFlows;
type UrlKey = 'authorizationUrl' | 'tokenUrl' | 'refreshUrl';
/** The shape every flow fits: the URLs it has, and scopes. */
interface AnyFlow {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: Record<string, string>;
}

const FLOWS: ReadonlyArray<{ kind: FlowKind; label: string; urls: readonly UrlKey[] }> = [
  { kind: 'clientCredentials', label: 'Client credentials', urls: ['tokenUrl'] },
  {
    kind: 'authorizationCode',
    label: 'Authorization code',
    urls: ['authorizationUrl', 'tokenUrl'],
  },
  { kind: 'implicit', label: 'Implicit', urls: ['authorizationUrl'] },
  { kind: 'password', label: 'Password', urls: ['tokenUrl'] },
];

const URL_LABELS: Record<UrlKey, string> = {
  authorizationUrl: 'authorization URL',
  tokenUrl: 'token URL',
  refreshUrl: 'refresh URL',
};

const PLACEHOLDERS: Record<UrlKey, string> = {
  authorizationUrl: 'https://auth.your-domain/authorize',
  tokenUrl: 'https://auth.your-domain/oauth2/token',
  refreshUrl: 'https://auth.your-domain/oauth2/token',
};

/** A newly ticked flow: its URLs empty until the author fills them in (a finding says so). */
function newFlow(urls: readonly UrlKey[]): AnyFlow {
  const flow: AnyFlow = { scopes: {} };
  if (urls.includes('authorizationUrl')) flow.authorizationUrl = '';
  if (urls.includes('tokenUrl')) flow.tokenUrl = '';
  return flow;
}

export interface OAuthFlowsEditorProps {
  readonly flows: OAuthFlows;
  readonly onChange: (flows: OAuthFlows, field?: string) => string | undefined;
}

export function OAuthFlowsEditor({ flows, onChange }: OAuthFlowsEditorProps) {
  const all = flows as Partial<Record<FlowKind, AnyFlow>>;
  // Each flow is one of OpenAPI's four shapes; the card schema checks the result before it lands.
  const set = (kind: FlowKind, flow: AnyFlow | undefined, field?: string) => {
    const next: Partial<Record<FlowKind, AnyFlow>> = { ...all, [kind]: flow };
    if (flow === undefined) delete next[kind];
    return onChange(next as OAuthFlows, field);
  };
  return (
    <div className="cards-flows cards-span">
      {FLOWS.map(({ kind, label, urls }) => {
        const flow = all[kind];
        return (
          <div key={kind} className={`cards-flow${flow ? ' is-on' : ''}`}>
            <CheckField
              label={`${label} flow`}
              checked={flow !== undefined}
              onChange={(on) => set(kind, on ? newFlow(urls) : undefined)}
            />
            {flow !== undefined && (
              <div className="cards-grid">
                {[...urls, 'refreshUrl' as const].map((key) => (
                  <TextField
                    key={key}
                    label={`${label} ${URL_LABELS[key]}${key === 'refreshUrl' ? ' (optional)' : ''}`}
                    type="url"
                    mono
                    placeholder={PLACEHOLDERS[key]}
                    value={flow[key] ?? ''}
                    apply={(text) => {
                      const next = { ...flow, [key]: text };
                      if (key === 'refreshUrl' && text === '') delete next.refreshUrl;
                      return set(kind, next, `${label} ${URL_LABELS[key]}`);
                    }}
                  />
                ))}
                <ScopesEditor
                  flowLabel={label}
                  scopes={flow.scopes}
                  onChange={(scopes, field) => set(kind, { ...flow, scopes }, field)}
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
