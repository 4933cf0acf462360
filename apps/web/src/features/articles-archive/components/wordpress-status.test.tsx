import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { archiveServer, makeArticle, PUBLISHED_AT, PUBLISHED_POST_URL } from '@/test/archive-test-server';

const card = (title: string) => screen.getByRole('article', { name: title });
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('Saved article published on WordPress', () => {
  // Sonner keeps toasts between tests and replays them to the next Toaster.
  afterEach(() => void toast.dismiss());

  it('shows when it was published with a link to the post, and offers to update it', async () => {
    const publishedAt = '2025-03-05T14:20:00.000Z';
    archiveServer([
      makeArticle({
        title: 'Live one',
        wordpress: { postUrl: 'https://blog.example.com/live-one/', publishedAt, status: 'publish' },
      }),
      makeArticle({ title: 'Never sent' }),
      makeArticle({ title: 'No address', wordpress: { postUrl: null, publishedAt, status: 'publish' } }),
    ]);
    renderApp('/dashboard');
    const live = await screen.findByRole('article', { name: 'Live one' });

    const status = within(live).getByTestId('wordpress-status');
    expect(status).toHaveTextContent(`Published on WordPress · ${shortDate(publishedAt)}`);
    expect(within(status).getByText(shortDate(publishedAt))).toHaveAttribute('datetime', publishedAt);
    const link = within(status).getByRole('link', { name: 'Open post' });
    expect(link).toHaveAttribute('href', 'https://blog.example.com/live-one/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(live).getByRole('button', { name: 'Update on WordPress' })).toBeEnabled();

    expect(within(card('Never sent')).queryByTestId('wordpress-status')).not.toBeInTheDocument();
    expect(within(card('Never sent')).queryByRole('link', { name: 'Open post' })).not.toBeInTheDocument();
    expect(within(card('Never sent')).getByRole('button', { name: 'Publish to WordPress' })).toBeEnabled();

    // Published, but the site gave no address to open.
    expect(within(card('No address')).getByTestId('wordpress-status')).toHaveTextContent(
      'Published on WordPress',
    );
    expect(within(card('No address')).queryByRole('link', { name: 'Open post' })).not.toBeInTheDocument();
  });

  it('says whether the post is a draft, live or something else on the site', async () => {
    const publishedAt = '2025-03-05T14:20:00.000Z';
    const date = shortDate(publishedAt);
    const cases = [
      ['Drafted', 'draft', `Draft on WordPress · ${date}`],
      ['Live', 'publish', `Published on WordPress · ${date}`],
      ['Waiting', 'pending', `Pending review on WordPress · ${date}`],
      ['Hidden', 'private', `Private on WordPress · ${date}`],
      ['Later', 'future', `Scheduled on WordPress · sent ${date}`],
      // A status of a plugin's, or none known (sent before the status was kept): said generically.
      ['Custom', 'archived-by-plugin', `Sent to WordPress · ${date}`],
      ['Unknown', null, `Sent to WordPress · ${date}`],
      ['Tricky', 'constructor', `Sent to WordPress · ${date}`],
    ] as const;
    archiveServer(
      cases.map(([title, status]) =>
        makeArticle({ title, wordpress: { postUrl: 'https://blog.example.com/p/', publishedAt, status } }),
      ),
    );
    renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Drafted' });
    for (const [title, , label] of cases) {
      const status = within(card(title)).getByTestId('wordpress-status');
      expect(status, title).toHaveTextContent(label);
      expect(within(status).getByRole('link', { name: 'Open post' })).toBeInTheDocument();
      expect(within(card(title)).getByRole('button', { name: 'Update on WordPress' })).toBeEnabled();
    }
    expect(within(card('Drafted')).getByTestId('wordpress-status')).not.toHaveTextContent('Published');
  });

  it('updates the card after a successful publish without reading the list again', async () => {
    const article = makeArticle({ title: 'Fresh one' });
    const server = archiveServer([article, makeArticle({ title: 'Bystander' })]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Fresh one' });
    expect(within(card('Fresh one')).queryByTestId('wordpress-status')).not.toBeInTheDocument();

    await user.click(within(card('Fresh one')).getByRole('button', { name: 'Publish to WordPress' }));
    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();

    // The new post is a draft on the site, and the card says so.
    const status = await within(card('Fresh one')).findByTestId('wordpress-status');
    expect(status).toHaveTextContent(`Draft on WordPress · ${shortDate(PUBLISHED_AT)}`);
    expect(within(status).getByRole('link', { name: 'Open post' })).toHaveAttribute(
      'href',
      PUBLISHED_POST_URL,
    );
    expect(within(card('Fresh one')).getByRole('button', { name: 'Update on WordPress' })).toBeEnabled();
    expect(within(card('Bystander')).queryByTestId('wordpress-status')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/articles')).toHaveLength(1);
    expect(server.callsTo('POST', `/api/articles/${article.id}/publish`)).toHaveLength(1);
  });

  it('shows the publish state in Romanian and Spanish', async () => {
    const publishedAt = '2025-03-05T14:20:00.000Z';
    for (const [language, labels, open, update] of [
      [
        'ro',
        { publish: 'Publicat pe WordPress', draft: 'Ciornă pe WordPress', other: 'Trimis pe WordPress' },
        'Deschide articolul',
        'Actualizează pe WordPress',
      ],
      [
        'es',
        { publish: 'Publicado en WordPress', draft: 'Borrador en WordPress', other: 'Enviado a WordPress' },
        'Abrir la entrada',
        'Actualizar en WordPress',
      ],
    ] as const) {
      const articles = (['publish', 'draft', 'other'] as const).map((status) =>
        makeArticle({
          title: `Post ${language} ${status}`,
          wordpress: { postUrl: 'https://blog.example.com/p/', publishedAt, status },
        }),
      );
      await i18n.changeLanguage(language);
      archiveServer(articles, { 'GET /api/auth/get-session': signedInAs({ language }) });
      const { unmount } = renderApp('/dashboard');
      await screen.findByRole('article', { name: `Post ${language} publish` });
      for (const [status, label] of Object.entries(labels)) {
        const found = card(`Post ${language} ${status}`);
        expect(within(found).getByTestId('wordpress-status')).toHaveTextContent(label);
        expect(within(found).getByRole('link', { name: open })).toBeInTheDocument();
        expect(within(found).getByRole('button', { name: update })).toBeInTheDocument();
      }
      unmount();
    }
  });
});
