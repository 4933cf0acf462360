import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockReply } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { archiveServer, makeArticle } from '@/test/archive-test-server';

// jsdom lacks it; sonner captures the pointer when a toast (or its action) is pressed.
Element.prototype.setPointerCapture ??= () => {};

const card = (title: string) => screen.getByRole('article', { name: title });

function gate() {
  let release: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => (release = resolve));
  return { reply: () => reply, release };
}

describe('Saved article actions', () => {
  // Sonner keeps toasts between tests and replays them to the next Toaster.
  afterEach(() => void toast.dismiss());

  it('asks before deleting; Cancel keeps the article, confirming deletes it and updates the counter', async () => {
    const keep = makeArticle({ title: 'Keep me' });
    const drop = makeArticle({ title: 'Drop me' });
    const server = archiveServer([keep, drop]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Drop me' });
    await waitFor(() => expect(screen.getByTestId('articles-created')).toHaveTextContent('2'));

    await user.click(within(card('Drop me')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this article?',
    });
    expect(dialog).toHaveTextContent('“Drop me” will be removed from your archive for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', `/api/articles/${drop.id}`)).toHaveLength(0);
    expect(card('Drop me')).toBeInTheDocument();

    await user.click(within(card('Drop me')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Drop me' })).not.toBeInTheDocument();
    expect(card('Keep me')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('articles-created')).toHaveTextContent('1'));
    expect(server.callsTo('DELETE', `/api/articles/${drop.id}`)).toHaveLength(1);
  });

  it('keeps the article and says so when the delete fails', async () => {
    const article = makeArticle({ title: 'Sticky' });
    archiveServer([article], {
      [`DELETE /api/articles/${article.id}`]: {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
      },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Sticky' });
    await user.click(within(card('Sticky')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete article' }),
    );
    expect(
      await screen.findByText('Could not delete the article. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The service is temporarily unavailable/)).toBeInTheDocument();
    expect(card('Sticky')).toBeInTheDocument();
  });

  it('publishes to WordPress: spinner and disabled while publishing, then the post id and a link', async () => {
    const article = makeArticle({ title: 'Ready to ship' });
    const publish = gate();
    const server = archiveServer([article], { [`POST /api/articles/${article.id}/publish`]: publish.reply });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Ready to ship' });
    await user.click(within(card('Ready to ship')).getByRole('button', { name: 'Publish to WordPress' }));

    const busy = within(card('Ready to ship')).getByRole('button', { name: 'Publishing…' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('[data-slot="spinner"]')).not.toBeNull();
    publish.release({
      body: { postId: 321, postUrl: 'https://blog.example.com/?p=321', status: 'draft', featuredMediaId: 7 },
    });

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(screen.getByText(/Post ID: 321\./)).toHaveTextContent('Saved on your site as a draft.');
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      'https://blog.example.com/?p=321',
    );
    expect(within(card('Ready to ship')).getByRole('button', { name: 'Publish to WordPress' })).toBeEnabled();
    expect(server.callsTo('POST', `/api/articles/${article.id}/publish`)).toHaveLength(1);
  });

  it('without a WordPress connection says so and offers the way to Settings', async () => {
    const article = makeArticle({ title: 'Nowhere to go' });
    archiveServer([article], {
      [`POST /api/articles/${article.id}/publish`]: {
        status: 409,
        body: { code: 'WORDPRESS_NOT_CONNECTED', message: 'WordPress is not connected.' },
      },
      'GET /api/profile': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      'GET /api/connections': { body: { connections: [] } },
    });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Nowhere to go' });
    await user.click(within(card('Nowhere to go')).getByRole('button', { name: 'Publish to WordPress' }));

    expect(await screen.findByText('WordPress is not connected')).toBeInTheDocument();
    expect(
      screen.getByText('Connect your WordPress site in Settings → Connections, then publish again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=connections');
  });

  it('shows why publishing failed in the user language', async () => {
    const article = makeArticle({ title: 'Wrong password' });
    archiveServer([article], {
      [`POST /api/articles/${article.id}/publish`]: {
        status: 502,
        body: { code: 'WORDPRESS_UNAUTHORIZED', message: 'Unauthorized' },
      },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Wrong password' });
    await user.click(within(card('Wrong password')).getByRole('button', { name: 'Publish to WordPress' }));
    expect(await screen.findByText('Publishing failed')).toBeInTheDocument();
    expect(
      screen.getByText('WordPress refused the login: the username or the application password is wrong.'),
    ).toBeInTheDocument();
  });
});
