import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import type { MockHandler } from '@/test/mock-fetch';
import { settingsServer } from '@/test/settings-test-server';

const HOOK: Webhook = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://hooks.example.com/forja',
  events: ['generation.succeeded', 'batch.finished'],
  description: 'n8n',
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastDelivery: { status: 'failed', at: '2026-11-20T10:00:00.000Z' },
};
const FAILED: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  webhookId: HOOK.id,
  type: 'generation.succeeded',
  status: 'failed',
  attempts: 8,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastAttemptAt: '2026-11-20T10:00:00.000Z',
  lastStatusCode: 500,
  lastError: 'The receiver answered 500.',
  nextAttemptAt: null,
};
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0';
const pending = (id: string, type = 'webhook.test'): WebhookDelivery => ({
  ...FAILED,
  id,
  type,
  status: 'pending',
  attempts: 0,
  lastStatusCode: null,
  lastError: null,
  lastAttemptAt: null,
  nextAttemptAt: '2026-11-20T10:05:00.000Z',
});

/** The settings server with a webhooks API over one endpoint list and its deliveries. */
function hooksServer(initial: Webhook[], overrides: Record<string, MockHandler> = {}) {
  let hooks = [...initial];
  let deliveries: WebhookDelivery[] = [FAILED];
  return settingsServer({
    'GET /api/webhooks': () => ({ body: { items: hooks } }),
    'POST /api/webhooks': ({ body }) => {
      const { url, events, description } = body as Pick<Webhook, 'url' | 'events' | 'description'>;
      const created: CreatedWebhook = {
        ...HOOK,
        id: '00000000-0000-4000-8000-0000000000ff',
        url,
        events,
        description,
        lastDelivery: null,
        secret: SECRET,
      };
      const { secret: _secret, ...listed } = created;
      hooks = [...hooks, listed];
      return { status: 201, body: created };
    },
    [`PATCH /api/webhooks/${HOOK.id}`]: ({ body }) => {
      hooks = hooks.map((h) => (h.id === HOOK.id ? { ...h, ...(body as Partial<Webhook>) } : h));
      return { body: hooks.find((h) => h.id === HOOK.id) };
    },
    [`DELETE /api/webhooks/${HOOK.id}`]: () => {
      hooks = hooks.filter((h) => h.id !== HOOK.id);
      return { status: 204 };
    },
    [`POST /api/webhooks/${HOOK.id}/test`]: () => {
      const queued = pending('00000000-0000-4000-8000-0000000000d2');
      deliveries = [queued, ...deliveries];
      return { status: 202, body: queued };
    },
    [`GET /api/webhooks/${HOOK.id}/deliveries`]: () => ({ body: { items: deliveries } }),
    [`POST /api/webhooks/${HOOK.id}/deliveries/${FAILED.id}/resend`]: () => {
      deliveries = deliveries.map((d) => (d.id === FAILED.id ? pending(FAILED.id, FAILED.type) : d));
      return { status: 202, body: pending(FAILED.id, FAILED.type) };
    },
    ...overrides,
  });
}

async function openTab() {
  const app = renderApp('/settings?tab=webhooks');
  await screen.findByRole('tab', { name: 'Webhooks', selected: true });
  return app;
}

describe('Settings -> Webhooks', () => {
  it('lists an endpoint with its events and last delivery; pauses it; deletes it after the question', async () => {
    const server = hooksServer([HOOK]);
    const { user } = await openTab();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('https://hooks.example.com/forja');
    expect(within(item).getByRole('list', { name: 'Events' })).toHaveTextContent(
      'Generation finishedBatch finished',
    );
    expect(item).toHaveTextContent('Last delivery:Failed');

    const enabled = within(item).getByRole('switch', { name: 'Enabled' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await waitFor(() => expect(server.callsTo('PATCH', `/api/webhooks/${HOOK.id}`)).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('PATCH', `/api/webhooks/${HOOK.id}`)[0])).toEqual({ enabled: false });
    await waitFor(() => expect(within(item).getByRole('switch', { name: 'Enabled' })).not.toBeChecked());

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete endpoint' }),
    );
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('sends a test, shows the deliveries and sends a failed one again', async () => {
    const server = hooksServer([HOOK]);
    const { user } = await openTab();
    await screen.findByRole('list', { name: 'Webhook endpoints' });
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test message queued. Its delivery shows below.')).toBeInTheDocument();

    const deliveries = await screen.findByRole('list', { name: 'Deliveries' });
    await waitFor(() => expect(within(deliveries).getAllByRole('listitem')).toHaveLength(2));
    const [queued, failed] = within(deliveries).getAllByRole('listitem');
    expect(queued).toHaveTextContent('Test message');
    expect(queued).toHaveTextContent('Pending');
    expect(queued).toHaveTextContent('Next try:');
    expect(failed).toHaveTextContent('Generation finished');
    expect(failed).toHaveTextContent('8 tries · The receiver answered HTTP 500.');

    await user.click(within(failed!).getByRole('button', { name: /^Send again/ }));
    await waitFor(() =>
      expect(server.callsTo('POST', `/api/webhooks/${HOOK.id}/deliveries/${FAILED.id}/resend`)).toHaveLength(
        1,
      ),
    );
    // The list is read again and shows it waiting for its new tries.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Deliveries' })).queryAllByText('Failed')).toHaveLength(
        0,
      ),
    );
  });

  it('adds an endpoint after checking the form, and shows the signing secret once', async () => {
    const server = hooksServer([]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the address that receives the webhooks.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/webhooks')).toHaveLength(0);

    await user.type(screen.getByLabelText('Endpoint address'), 'https://example.com/in');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByLabelText('Generation failed'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByLabelText('Signing secret');
    expect(server.bodyOf(server.callsTo('POST', '/api/webhooks')[0])).toEqual({
      url: 'https://example.com/in',
      events: ['generation.failed', 'publication.published'],
      description: '',
    });
    expect(secret).toHaveValue(SECRET);
    expect(screen.getByText('webhook-signature')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    writeText.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Done, I have saved it' }));
    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toHaveTextContent(
      'https://example.com/in',
    );
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('says a refused address at the address field', async () => {
    hooksServer([], {
      'POST /api/webhooks': {
        status: 400,
        body: { code: 'WEBHOOK_URL_REFUSED', message: 'private', details: { reason: 'private' } },
      },
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByLabelText('Endpoint address'), 'https://10.0.0.1/in');
    await user.click(screen.getByLabelText('Batch finished'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const message = 'This address cannot receive webhooks. Use a public https:// address.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint address')).toHaveAccessibleDescription(
      new RegExp(message.slice(0, 30)),
    );
    expect(screen.getByLabelText('Endpoint address')).toHaveFocus();
  });
});
