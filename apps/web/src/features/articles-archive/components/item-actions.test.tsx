import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Megaphone, Sparkles } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import { StudiosContext, type WebStudio } from '@/lib/studio';
import { makeArticle } from '@/test/archive-test-server';
import { createTestQueryClient } from '@/test/render-app';
import { ArticleCard } from './article-card';

/*
 * A studio adds an entry to other archives' items (the social posts studio: "Make a post from
 * this" on saved articles). No studio contributes one yet, so a test declaration does.
 */
i18n.addResourceBundle('en', 'test-posts', { fromItem: 'Make a post from this', other: 'Not here' });

const TEST_STUDIO: WebStudio = {
  id: 'image',
  screen: {
    path: '/test-posts',
    load: () => Promise.resolve({ Component: () => null }),
    namespaces: [],
    navLabelKey: 'nav.test',
    icon: Megaphone,
  },
  itemActions: [
    { on: ['article', 'videoScript', 'video'], labelKey: 'test-posts:fromItem', icon: Megaphone },
    { on: ['voiceOver'], labelKey: 'test-posts:other', icon: Sparkles },
  ],
  archive: () => Promise.reject(new Error('no archive here')),
};

function renderArticleCard(studios: readonly WebStudio[]) {
  const article = makeArticle({ title: 'Bees and their dances' });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <StudiosContext value={studios}>
          <ArticleCard article={article} expanded={false} onToggle={() => {}} />
        </StudiosContext>
      ),
    },
    { path: '/test-posts', element: <p>Posts wizard</p> },
  ]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { article, router, card: screen.getByRole('article', { name: 'Bees and their dances' }) };
}

describe('Item actions from other studios', () => {
  it('shows a studio’s action on a saved article, linking to its wizard with the article', async () => {
    const { article, router, card } = renderArticleCard([TEST_STUDIO]);
    const link = within(card).getByRole('link', { name: 'Make a post from this' });
    expect(link).toHaveAttribute('href', `/test-posts?from=article:${article.id}`);
    // Only the actions meant for articles.
    expect(within(card).queryByRole('link', { name: 'Not here' })).not.toBeInTheDocument();

    await userEvent.setup().click(link);
    expect(await screen.findByText('Posts wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test-posts');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(`article:${article.id}`);
  });

  it('adds nothing when no studio contributes an action', () => {
    const { card } = renderArticleCard([{ ...TEST_STUDIO, itemActions: undefined }]);
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open in editor']);
  });
});
