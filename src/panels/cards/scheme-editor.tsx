// One named security scheme: its name, its type and the fields that type has.
import { SCHEME_TYPES, type SecurityScheme } from '../../core/card';
import { IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
import { omit } from './card-fields';
import { OAuthFlowsEditor } from './oauth-flows-editor';
import { defaultScheme, SCHEME_NAMES } from './schemes';
import { TextField } from './text-field';

export interface SchemeEditorProps {
  readonly name: string;
  readonly scheme: SecurityScheme;
  readonly apply: (scheme: SecurityScheme, field?: string) => string | undefined;
  readonly rename: (to: string) => string | undefined;
  readonly onRemove: () => void;
}

const API_KEY_PLACES = ['header', 'query', 'cookie'] as const;

function withDescription(scheme: SecurityScheme, text: string): SecurityScheme {
  const next = { ...scheme };
  if (text === '') delete next.description;
  else next.description = text;
  return next;
}

function TypeFields({ name, scheme, apply }: Omit<SchemeEditorProps, 'rename' | 'onRemove'>) {
  const at = (field: string) => `scheme ${name} ${field}`;
  switch (scheme.type) {
    case 'apiKey':
      return (
        <>
          <SelectField
            label="Sent in"
            value={scheme.in}
            options={API_KEY_PLACES}
            onChange={(place) => apply({ ...scheme, in: place })}
          />
          <TextField
            label="Parameter name"
            mono
            value={scheme.name}
            apply={(text) => apply({ ...scheme, name: text }, at('parameter'))}
          />
        </>
      );
    case 'http':
      return (
        <>
          <TextField
            label="HTTP auth scheme"
            mono
            value={scheme.scheme}
            hint="As registered with IANA: bearer, basic, digest…"
            apply={(text) => apply({ ...scheme, scheme: text }, at('auth scheme'))}
          />
          <TextField
            label="Bearer format (optional)"
            mono
            value={scheme.bearerFormat ?? ''}
            apply={(text) => {
              const rest = omit(scheme, 'bearerFormat');
              return apply(
                text === '' ? rest : { ...rest, bearerFormat: text },
                at('bearer format'),
              );
            }}
          />
        </>
      );
    case 'oauth2':
      return (
        <>
          <OAuthFlowsEditor
            flows={scheme.flows}
            onChange={(flows, field) => apply({ ...scheme, flows }, field && at(field))}
          />
          <TextField
            className="cards-span"
            label="OAuth 2.0 metadata URL (optional)"
            type="url"
            mono
            value={scheme.oauth2MetadataUrl ?? ''}
            apply={(text) => {
              const rest = omit(scheme, 'oauth2MetadataUrl');
              return apply(
                text === '' ? rest : { ...rest, oauth2MetadataUrl: text },
                at('metadata URL'),
              );
            }}
          />
        </>
      );
    case 'openIdConnect':
      return (
        <TextField
          className="cards-span"
          label="OpenID Connect discovery URL"
          type="url"
          mono
          placeholder="https://auth.your-domain/.well-known/openid-configuration"
          value={scheme.openIdConnectUrl}
          apply={(text) => apply({ ...scheme, openIdConnectUrl: text }, at('discovery URL'))}
        />
      );
    case 'mutualTLS':
      return (
        <p className="cards-hint cards-span">
          The caller proves who it is with a client certificate during the TLS handshake; there is
          nothing more to configure here.
        </p>
      );
  }
}

export function SchemeEditor({ name, scheme, apply, rename, onRemove }: SchemeEditorProps) {
  return (
    <li className="cards-item">
      <fieldset className="cards-item-fieldset">
        <legend className="cards-item-legend">
          <span className="cards-item-number">{SCHEME_NAMES[scheme.type]}</span>{' '}
          <span className="cards-item-title cards-mono">{name}</span>
        </legend>
        <div className="cards-item-actions">
          <IconButton
            size="sm"
            label={`Remove security scheme ${name}`}
            icon={<CloseIcon />}
            onClick={onRemove}
          />
        </div>
        <div className="cards-grid">
          <TextField
            label="Scheme name"
            mono
            value={name}
            apply={rename}
            hint="Security requirements refer to the scheme by this name."
          />
          <SelectField
            label="Scheme type"
            value={scheme.type}
            options={SCHEME_TYPES}
            names={SCHEME_NAMES}
            onChange={(type) => {
              if (type !== scheme.type) apply(defaultScheme(type, scheme.description));
            }}
          />
          <TypeFields name={name} scheme={scheme} apply={apply} />
          <TextField
            className="cards-span"
            label="Scheme description (optional)"
            value={scheme.description ?? ''}
            apply={(text) => apply(withDescription(scheme, text), `scheme ${name} description`)}
          />
        </div>
      </fieldset>
    </li>
  );
}
