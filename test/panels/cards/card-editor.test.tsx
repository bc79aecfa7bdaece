import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '../../helpers/paste';
import { cardNamed, renderPanel } from './render-panel';

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('card editor', () => {
  it('opens on the first card and shows the one selected in the list', async () => {
    const { store, user } = renderPanel();
    expect(
      screen.getByRole('heading', { level: 2, name: 'sanctions-screening-agent' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'kyc-refresh-agent' }));
    expect(store.getState().selection.cardName).toBe('kyc-refresh-agent');
    expect(screen.getByRole('heading', { level: 2, name: 'kyc-refresh-agent' })).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Runs periodic KYC refresh workflows.',
    );
  });

  it('renames the card as the name is typed, and undoes the typing as one step', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'kyc-refresh-agent' }));
    const name = within(section('Identity')).getByLabelText('Name');
    await user.type(name, '-v2');
    expect(cardNamed(store, 'kyc-refresh-agent-v2')).toBeDefined();
    expect(store.getState().selection.cardName).toBe('kyc-refresh-agent-v2');
    // The planned path that named the card follows the rename.
    expect(store.getState().workspace.paths[1]?.hops).toContain('kyc-refresh-agent-v2');
    act(() => store.getState().actions.undo());
    expect(cardNamed(store, 'kyc-refresh-agent')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'kyc-refresh-agent' })).toBeVisible();
  });

  it('refuses an empty or taken name next to the field and keeps what was typed', async () => {
    const { store, user } = renderPanel();
    const name = within(section('Identity')).getByLabelText('Name');
    await user.clear(name);
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription(/A card name cannot be empty/);
    await pasteInto(user, name, 'kyc-refresh-agen');
    await user.type(name, 't');
    expect(name).toHaveValue('kyc-refresh-agent');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      /an agent card named "kyc-refresh-agent" already exists/,
    );
    // The name before the clashing keystroke was valid and was stored.
    expect(cardNamed(store, 'kyc-refresh-agen')?.platform.owner).toBe('group-compliance');
    await user.type(name, '-2');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(cardNamed(store, 'kyc-refresh-agent-2')?.platform.owner).toBe('group-compliance');
  });

  it('edits a tenant in the platform metadata, which the published JSON never shows', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'kyc-refresh-agent' }));
    const platform = section(/Platform metadata — not published/);
    await user.click(within(platform).getByRole('button', { name: 'Remove tenant retail' }));
    await pasteInto(user, within(platform).getByLabelText('Tenants'), 'private-banking');
    await user.keyboard('{Enter}');
    expect(cardNamed(store, 'kyc-refresh-agent')?.platform.tenants).toEqual(['private-banking']);
    const json = screen.getByLabelText('Published card JSON (A2A 0.3)');
    expect((json as HTMLTextAreaElement).value).not.toContain('private-banking');
    expect((json as HTMLTextAreaElement).value).not.toContain('retail-onboarding');
  });

  it('adds a skill with tags and an example', async () => {
    const { store, user } = renderPanel();
    const skills = section('Skills');
    await user.click(within(skills).getByRole('button', { name: 'Add skill' }));
    const added = within(skills).getByRole('group', { name: /Skill 2/ });
    const id = within(added).getByLabelText('Skill ID');
    await user.clear(id);
    await pasteInto(user, id, 'adverse-media');
    await user.clear(within(added).getByLabelText('Skill name'));
    await pasteInto(user, within(added).getByLabelText('Skill name'), 'Adverse media check');
    const tags = within(added).getByLabelText('Skill tags');
    await user.type(tags, 'media{Enter}');
    await user.type(tags, 'risk,');
    await user.click(within(added).getByRole('button', { name: 'Add example' }));
    await pasteInto(user, within(added).getByLabelText('Example 1'), 'Check Acme for bad press');
    expect(cardNamed(store, 'sanctions-screening-agent')?.skills[1]).toEqual({
      id: 'adverse-media',
      name: 'Adverse media check',
      description: '',
      tags: ['media', 'risk'],
      examples: ['Check Acme for bad press'],
    });
  });

  it('refuses a skill id another skill already has', async () => {
    const { store, user } = renderPanel();
    const skills = section('Skills');
    await user.click(within(skills).getByRole('button', { name: 'Add skill' }));
    const id = within(within(skills).getByRole('group', { name: /Skill 2/ })).getByLabelText(
      'Skill ID',
    );
    await user.clear(id);
    await user.type(id, 'screen');
    expect(id).toHaveAccessibleDescription(/another skill already has the id "screen"/);
    expect(cardNamed(store, 'sanctions-screening-agent')?.skills[1]?.id).toBe('scree');
  });

  it('adds a security scheme of each type, each valid as the card schema says', async () => {
    const { store, user } = renderPanel();
    const schemes = section('Security schemes');
    for (const type of ['API key', 'HTTP auth', 'OAuth 2.0', 'OpenID Connect', 'Mutual TLS']) {
      await user.click(within(schemes).getByRole('button', { name: `Add ${type} scheme` }));
    }
    const card = cardNamed(store, 'sanctions-screening-agent');
    expect(Object.entries(card?.securitySchemes ?? {}).map(([k, s]) => [k, s.type])).toEqual([
      ['oauth2', 'oauth2'],
      ['apiKey', 'apiKey'],
      ['bearer', 'http'],
      ['oauth2-2', 'oauth2'],
      ['oidc', 'openIdConnect'],
      ['mtls', 'mutualTLS'],
    ]);
    // The new API key scheme's fields edit the scheme.
    const apiKey = within(schemes).getByRole('group', { name: /API key apiKey/ });
    await user.selectOptions(within(apiKey).getByLabelText('Sent in'), 'query');
    await user.clear(within(apiKey).getByLabelText('Parameter name'));
    expect(within(apiKey).getByLabelText('Parameter name')).toHaveAccessibleDescription(
      /Too small|at least|>=1/i,
    );
    await user.type(within(apiKey).getByLabelText('Parameter name'), 'key');
    expect(cardNamed(store, 'sanctions-screening-agent')?.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'query',
      name: 'key',
    });
  });

  it('edits OAuth 2.0 flows: switches on authorization code with its URLs and a scope', async () => {
    const { store, user } = renderPanel();
    const oauth = within(section('Security schemes')).getByRole('group', { name: /oauth2/ });
    await user.click(within(oauth).getByLabelText('Authorization code flow'));
    const tokenUrl = within(oauth).getByLabelText('Authorization code token URL');
    await user.clear(tokenUrl);
    await pasteInto(user, tokenUrl, 'https://auth.bank.ae/token');
    const flows = () => {
      const scheme = cardNamed(store, 'sanctions-screening-agent')?.securitySchemes.oauth2;
      return scheme?.type === 'oauth2' ? scheme.flows : undefined;
    };
    expect(flows()?.authorizationCode?.tokenUrl).toBe('https://auth.bank.ae/token');
    expect(flows()?.clientCredentials?.scopes).toEqual({
      'agents:delegate': 'Delegate tasks to platform agents',
    });
    const addScope = within(oauth).getAllByRole('button', { name: 'Add scope' });
    await user.click(addScope[1]!);
    expect(flows()?.authorizationCode?.scopes).toEqual({ scope: '' });
  });

  it('starts a ticked flow with empty URLs and reports them until they are filled in', async () => {
    const { user } = renderPanel();
    const oauth = within(section('Security schemes')).getByRole('group', { name: /oauth2/ });
    await user.click(within(oauth).getByLabelText('Authorization code flow'));
    const authorize = within(oauth).getByLabelText('Authorization code authorization URL');
    const token = within(oauth).getByLabelText('Authorization code token URL');
    expect(authorize).toHaveValue('');
    expect(authorize).toHaveAttribute('placeholder', expect.stringMatching(/^https:\/\//));
    expect(token).toHaveValue('');
    const published = screen.getByLabelText<HTMLTextAreaElement>('Published card JSON (A2A 0.3)');
    expect(published.value).not.toMatch(/auth\.example|your-domain/);
    const gaps = screen.getByRole('list', { name: 'Empty required URLs' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "$.securitySchemes.oauth2.flows.authorizationCode.authorizationUrl scheme oauth2: the authorizationCode flow's authorization URL is empty",
      "$.securitySchemes.oauth2.flows.authorizationCode.tokenUrl scheme oauth2: the authorizationCode flow's token URL is empty",
    ]);
    await pasteInto(user, authorize, 'https://auth.bank.ae/authorize');
    await pasteInto(user, token, 'https://auth.bank.ae/token');
    expect(screen.queryByRole('list', { name: 'Empty required URLs' })).not.toBeInTheDocument();
  });

  it('renames a scheme in the security requirements too, and requires it with scopes', async () => {
    const { store, user } = renderPanel();
    const oauth = within(section('Security schemes')).getByRole('group', { name: /oauth2/ });
    const name = within(oauth).getByLabelText('Scheme name');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription(/a security scheme needs a name/);
    await pasteInto(user, name, 'bankAuth');
    const card = () => cardNamed(store, 'sanctions-screening-agent');
    expect(Object.keys(card()?.securitySchemes ?? {})).toEqual(['bankAuth']);
    expect(card()?.security).toEqual([{ bankAuth: ['agents:delegate'] }]);

    const requirements = section('Security requirements');
    await user.click(within(requirements).getByRole('button', { name: 'Add alternative' }));
    const second = within(requirements).getByRole('group', { name: 'Alternative 2' });
    await pasteInto(
      user,
      within(second).getByLabelText('Scopes for bankAuth in alternative 2'),
      'agents:read',
    );
    await user.keyboard('{Enter}');
    expect(card()?.security[1]).toEqual({ bankAuth: ['agents:read'] });
  });

  it('edits the capabilities, the modes and the provider links', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByLabelText('State transition history'));
    await user.click(screen.getByRole('button', { name: 'Remove input mode text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Add input mode application/json' }));
    await user.clear(screen.getByLabelText('Provider organization'));
    await user.clear(screen.getByLabelText('Provider URL'));
    await pasteInto(user, screen.getByLabelText('Documentation URL'), 'https://docs.bank.ae');
    const card = cardNamed(store, 'sanctions-screening-agent');
    expect(card?.capabilities.stateTransitionHistory).toBe(true);
    expect(card?.defaultInputModes).toEqual(['application/json']);
    expect(card?.provider).toBeUndefined();
    expect(card?.documentationUrl).toBe('https://docs.bank.ae');
  });
});
