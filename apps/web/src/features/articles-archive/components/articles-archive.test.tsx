import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import { never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { archiveServer, makeArticle } from '@/test/archive-test-server';

const archive = () => screen.findByTestId('articles-archive');
const card = (title: string) => screen.getByRole('article', { name: title });

describe('Saved articles archive', () => {
  // Sonner keeps toasts between tests and replays them to the next Toaster.
  afterEach(() => void toast.dismiss());

  it('lists the articles in the order the server gives (newest first), each named by its title', async () => {
    const newer = makeArticle({ title: 'Newer post', preview: 'The newest text.' });
    const older = makeArticle({ title: 'Older post', createdAt: '2025-01-01T10:00:00.000Z' });
    archiveServer([newer, older]);
    renderApp('/dashboard');
    const list = await archive();
    await within(list).findByRole('article', { name: 'Newer post' });
    const titles = within(list)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading', { level: 4 }).textContent);
    expect(titles).toEqual(['Newer post', 'Older post']);
    expect(card('Newer post')).toHaveTextContent('The newest text.');
    expect(card('Newer post')).toHaveTextContent('500 words');
    expect(card('Newer post')).toHaveTextContent('Professional');
    // Each card opens its article in the editor, where it can be edited, copied and downloaded.
    expect(within(card('Newer post')).getByRole('link', { name: 'Open in editor' })).toHaveAttribute(
      'href',
      `/create-article?article=${newer.id}`,
    );
  });

  it('shows skeletons while the list loads', async () => {
    archiveServer([], { 'GET /api/articles': never });
    renderApp('/dashboard');
    const list = await archive();
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(within(list).getByRole('status')).toHaveTextContent('Loading articles…');
  });

  it('shows the empty state with a link to the article wizard', async () => {
    archiveServer([]);
    renderApp('/dashboard');
    const list = await archive();
    expect(await within(list).findByText('No saved articles yet')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Write an article' })).toHaveAttribute(
      'href',
      '/create-article',
    );
  });

  it('says the list could not be loaded, and Retry loads it', async () => {
    let fail = true;
    const server = archiveServer([makeArticle({ title: 'Back again' })]);
    const list = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (fail && path === '/api/articles') return new Response(null, { status: 500 });
      return list(input, init);
    });
    const { user } = renderApp('/dashboard');
    const alert = await within(await archive()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load articles. Please try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });

  it('expands one card at a time with its full content, read when it opens', async () => {
    const first = makeArticle({ title: 'First', content: '<h2>Intro</h2><p>All of the first article.</p>' });
    const second = makeArticle({
      title: 'Second',
      content: '<p>All of the <strong>second</strong> one.</p>',
    });
    const server = archiveServer([first, second]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'First' });
    expect(server.callsTo('GET', `/api/articles/${first.id}`)).toHaveLength(0);

    const firstToggle = within(card('First')).getByRole('button', { name: 'First' });
    expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(firstToggle);
    expect(await within(card('First')).findByRole('heading', { name: 'Intro' })).toBeInTheDocument();
    expect(card('First')).toHaveTextContent('All of the first article.');
    expect(card('First')).not.toHaveTextContent('Preview of First.');
    expect(firstToggle).toHaveAttribute('aria-expanded', 'true');

    // A click anywhere in the other card's header opens it and closes the first.
    await user.click(within(card('Second')).getByText('Preview of Second.'));
    expect(await within(card('Second')).findByText('second')).toBeInTheDocument();
    expect(card('First')).not.toHaveTextContent('All of the first article.');
    expect(card('First')).toHaveTextContent('Preview of First.');

    await user.click(within(card('Second')).getByRole('button', { name: 'Second' }));
    expect(card('Second')).not.toHaveTextContent('All of the second one.');
    expect(card('Second')).toHaveTextContent('Preview of Second.');
  });

  it('loads the next page with Load more until there is none', async () => {
    const articles = Array.from({ length: 12 }, (_, i) => makeArticle({ title: `Post ${i + 1}` }));
    const server = archiveServer(articles);
    const { user } = renderApp('/dashboard');
    const list = await archive();
    await within(list).findByRole('article', { name: 'Post 1' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);

    await user.click(within(list).getByRole('button', { name: 'Load more articles' }));
    expect(await within(list).findByRole('article', { name: 'Post 12' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(within(list).queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
    const cursors = server
      .callsTo('GET', '/api/articles')
      .map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('cursor'));
    expect(cursors).toEqual([null, '10']);
  });

  it('shows the generated-from-metadata notice with the meta description and tags', async () => {
    archiveServer([
      makeArticle({
        title: 'About the museum',
        fromMetadata: true,
        metaDescription: 'A short guide to the museum.',
        tags: ['history', 'art'],
      }),
      makeArticle({ title: 'Plain one', tags: ['misc'] }),
    ]);
    renderApp('/dashboard');
    const notice = await within(await screen.findByRole('article', { name: 'About the museum' })).findByRole(
      'note',
    );
    expect(notice).toHaveTextContent('Generated from metadata');
    expect(notice).toHaveTextContent('Meta description: A short guide to the museum.');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['history', 'art']);
    expect(within(card('Plain one')).queryByRole('note')).not.toBeInTheDocument();
  });

  it('sits in a dashboard section that is open at first and can be closed', async () => {
    archiveServer([makeArticle({ title: 'Kept' })]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Kept' });
    const section = screen.getByRole('button', { name: /Saved articles/ });
    expect(section).toHaveAttribute('aria-expanded', 'true');
    await user.click(section);
    await waitFor(() => expect(screen.queryByTestId('articles-archive')).not.toBeInTheDocument());
    expect(section).toHaveAttribute('aria-expanded', 'false');
  });
});
