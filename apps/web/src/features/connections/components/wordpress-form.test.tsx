import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import type { MockReply } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { connectionsServer } from '@/test/connections-test-server';

async function openForm() {
  const view = renderApp('/settings?tab=connections');
  const form = await screen.findByRole('form', { name: 'WordPress connection' });
  return { ...view, form };
}

describe('WordPress connection form', () => {
  afterEach(() => void toast.dismiss());

  it('needs all three fields: the spec message, the blank fields marked, nothing sent', async () => {
    const server = connectionsServer(null);
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Username'), 'ana');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Incomplete data');
    expect(alert).toHaveTextContent('Please fill in all fields for the WordPress connection.');
    const url = within(form).getByLabelText('Site address');
    const password = within(form).getByLabelText('Application password');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(within(form).getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(url).toHaveFocus();

    // Blank spaces are not an answer either.
    await user.type(url, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Incomplete data');
    expect(server.callsTo('PUT', '/api/connections/wordpress')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://blog.example.com');
    await user.type(password, 'abcd efgh ijkl');
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('connects: checks the site while busy, then shows the connected state', async () => {
    let release: (reply: MockReply) => void = () => {};
    const server = connectionsServer(null);
    const put = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      const reply = put(input, init);
      if (init?.method === 'PUT') await new Promise<MockReply>((resolve) => (release = resolve));
      return reply;
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Site address'), 'blog.example.com');
    await user.type(within(form).getByLabelText('Username'), ' ana ');
    await user.type(within(form).getByLabelText('Application password'), 'abcd efgh ijkl mnop');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));

    expect(await within(form).findByRole('button', { name: 'Checking your site…' })).toBeDisabled();
    release({});

    expect(await screen.findByText('Connection successful')).toBeInTheDocument();
    expect(screen.getByText('Signed in to https://blog.example.com as Ana Pop (ana).')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Test connection' })).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'WordPress connection' })).not.toBeInTheDocument();
    // A bare address gets https://; the server trims and checks the rest.
    expect(server.bodyOf(server.callsTo('PUT', '/api/connections/wordpress')[0])).toEqual({
      url: 'https://blog.example.com',
      username: ' ana ',
      applicationPassword: 'abcd efgh ijkl mnop',
    });
  });

  it('shows why the site refused and keeps what was typed', async () => {
    connectionsServer(null, {
      'PUT /api/connections/wordpress': {
        status: 502,
        body: { code: 'WORDPRESS_NOT_FOUND', message: 'Not a WordPress site' },
      },
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Site address'), 'https://example.com');
    await user.type(within(form).getByLabelText('Username'), 'ana');
    await user.type(within(form).getByLabelText('Application password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Connection failed');
    expect(alert).toHaveTextContent(
      'This address is not a WordPress site with the REST API enabled. Check the site address.',
    );
    expect(within(form).getByLabelText('Site address')).toHaveValue('https://example.com');
    expect(form.closest('[data-slot="card"]')).toHaveTextContent('Not connected');
  });

  it('puts a server field error on its field', async () => {
    connectionsServer(null, {
      'PUT /api/connections/wordpress': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body',
          details: { fields: { url: ['url_invalid'] } },
        },
      },
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Site address'), 'ftp://example.com');
    await user.type(within(form).getByLabelText('Username'), 'ana');
    await user.type(within(form).getByLabelText('Application password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Site address')).toHaveAccessibleDescription(
        expect.stringContaining('Enter a full address that starts with http:// or https://.'),
      ),
    );
  });
});
