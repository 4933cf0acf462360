import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiToken, CreatedApiToken } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import type { MockHandler } from '@/test/mock-fetch';
import { settingsServer } from '@/test/settings-test-server';

const TOKEN: ApiToken = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'n8n blog flow',
  scopes: ['read', 'generate', 'archives:write'],
  start: 'forja_abc123',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const SECRET = 'forja_abc123SECRETSECRETSECRET';

/** The settings server with a tokens API over `initial` (read again after each change). */
function tokensServer(initial: ApiToken[], options: { apiEnabled?: boolean; create?: MockHandler } = {}) {
  let tokens = [...initial];
  return settingsServer({
    'GET /api/tokens': () => ({ body: { items: tokens, apiEnabled: options.apiEnabled ?? true } }),
    'POST /api/tokens':
      options.create ??
      (({ body }) => {
        const { name, scopes } = body as { name: string; scopes: ApiToken['scopes'] };
        const created: CreatedApiToken = {
          ...TOKEN,
          id: '00000000-0000-4000-8000-0000000000ff',
          name,
          scopes,
          token: SECRET,
        };
        const { token: _secret, ...listed } = created;
        tokens = [listed, ...tokens];
        return { status: 201, body: created };
      }),
    [`DELETE /api/tokens/${TOKEN.id}`]: () => {
      tokens = tokens.filter((t) => t.id !== TOKEN.id);
      return { status: 204 };
    },
  });
}

async function openTab() {
  const app = renderApp('/settings?tab=api');
  await screen.findByRole('tab', { name: 'API', selected: true });
  return app;
}

describe('Settings -> API', () => {
  it('explains tokens when there are none, with the API reference in a new tab', async () => {
    tokensServer([]);
    await openTab();
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /API reference/ });
    expect(link).toHaveAttribute('href', '/api/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled();
  });

  it('lists a token with its scopes, start and dates; revokes it only after the question', async () => {
    const server = tokensServer([TOKEN]);
    const { user } = await openTab();
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('n8n blog flow');
    expect(item).toHaveTextContent('forja_abc123…');
    expect(within(item).getByRole('list', { name: 'Scopes' })).toHaveTextContent('ReadGenerateEdit archives');
    expect(item).toHaveTextContent('ExpiresNever');
    expect(item).toHaveTextContent('Never used');

    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “n8n blog flow”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', `/api/tokens/${TOKEN.id}`)).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/tokens/${TOKEN.id}`)).toHaveLength(1);
  });

  it('checks the form, creates a token and shows it once, with Copy', async () => {
    const server = tokensServer([]);
    const { user, queryClient } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();

    // Blank name and no scope: said at the fields, nothing sent.
    await user.click(screen.getByLabelText('Read'));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Name cannot be empty\./);
    expect(server.callsTo('POST', '/api/tokens')).toHaveLength(0);

    await user.type(name, 'Agent');
    // Every scope has its own words (archives:write too: a colon in a key would name a namespace).
    expect(screen.getByLabelText('Edit archives')).not.toBeChecked();
    await user.click(screen.getByLabelText('Publish'));
    await user.click(screen.getByLabelText('Read'));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByLabelText('Your new API token');
    expect(secret).toHaveFocus();
    expect(server.bodyOf(server.callsTo('POST', '/api/tokens')[0])).toEqual({
      name: 'Agent',
      scopes: ['read', 'publish'],
      expiresInDays: 90,
    });
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText(/This is the only time the token is shown/)).toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    writeText.mockRestore();
    expect(await screen.findByText('Token copied.')).toBeInTheDocument();

    // Done: back on the list, which shows only the token's start; the secret is nowhere kept.
    await user.click(screen.getByRole('button', { name: 'Done, I have saved it' }));
    expect(await screen.findByRole('list', { name: 'API tokens' })).toHaveTextContent('Agent');
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(SECRET);
  });

  it('shows the server’s field error at the field', async () => {
    tokensServer([], {
      create: {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'bad', details: { fields: { name: ['field_too_long'] } } },
      },
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    await user.type(screen.getByLabelText('Name'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/This text is too long\./);
  });

  it('says when the plan does not include the API, and does not offer to create a token', async () => {
    tokensServer([TOKEN], { apiEnabled: false });
    await openTab();
    expect(await screen.findByText('Your plan does not include the API')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('list', { name: 'API tokens' })).toBeInTheDocument());
  });
});
