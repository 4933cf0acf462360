import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const message = (m: Partial<ContactMessage>): ContactMessage => ({
  id: 'm',
  name: 'Ana Pop',
  email: 'ana@example.com',
  message: 'Hello',
  language: 'en',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledByName: null,
  ...m,
});

function inbox() {
  const items = [
    message({
      id: 'a',
      name: 'Newest Visitor',
      message: 'Second question',
      createdAt: '2026-11-21T09:00:00.000Z',
    }),
    message({ id: 'b', name: 'Older Visitor', message: 'First question', language: 'ro' }),
  ];
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true, name: 'Admin' }),
    'GET /api/admin/contact-messages': () => ({
      body: { items, openCount: items.filter((i) => !i.handledAt).length },
    }),
    'PATCH /api/admin/contact-messages/a': ({ body }) => {
      const handled = (body as { handled: boolean }).handled;
      items[0] = {
        ...items[0]!,
        handledAt: handled ? '2026-11-21T10:00:00.000Z' : null,
        handledByName: handled ? 'Admin' : null,
      };
      return { status: 204 };
    },
  });
  return { fetch };
}

describe('ContactMessagesPage', () => {
  it('lists the messages newest first with a reply link, and marks one handled', async () => {
    const { fetch } = inbox();
    const { user } = renderApp('/backend/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('contact-message');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Newest Visitor',
      'Older Visitor',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 open messages');

    await user.click(within(items[0]!).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 open message'));
    const patch = fetch.mock.calls.find(([url]) => String(url).includes('/api/admin/contact-messages/a'));
    expect(patch?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ handled: true });
    expect(await screen.findByText(/Handled by Admin/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(screen.getAllByTestId('contact-message')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(screen.getByTestId('contact-message')).getByRole('heading')).toHaveTextContent(
      'Older Visitor',
    );
  });

  it('says so when there are no messages yet', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
      'GET /api/admin/contact-messages': { body: { items: [], openCount: 0 } },
    });
    renderApp('/backend/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });
});
