import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import type { ArchivePage } from '@/lib/api/archive-list';
import { StudiosContext, type WebStudio } from '@/lib/studio';
import { mockFetch } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { ArchiveList } from './archive-list';

/* The archives' shared list: the "From a batch" link on the cards a batch made. */

const FROM_BATCH = '11111111-1111-4111-8111-111111111111';
const BATCH = '22222222-2222-4222-8222-222222222222';
const BY_HAND = '33333333-3333-4333-8333-333333333333';

const imageStudio = {
  id: 'image',
  screen: { path: '/generate-image', navLabelKey: 'nav.generateImage', icon: Images, namespaces: [] },
} as unknown as WebStudio;

type Item = { id: string; title: string };

function list(items: Item[]): UseInfiniteQueryResult<InfiniteData<ArchivePage<Item>>> {
  return {
    data: { pages: [{ items, nextCursor: null }], pageParams: [null] },
    isPending: false,
    hasNextPage: false,
  } as unknown as UseInfiniteQueryResult<InfiniteData<ArchivePage<Item>>>;
}

function Archive({ items }: { items: Item[] }) {
  const { t } = useTranslation('images-archive');
  return (
    <ArchiveList
      testId="archive"
      list={list(items)}
      search=""
      onSearch={() => {}}
      searchId="search"
      t={t}
      gridClassName="grid"
      skeleton={{ bars: [], count: 1 }}
      empty={{ icon: Images, to: '/generate-image' }}
      renderItem={(item) => <article data-testid={`card-${item.id}`}>{item.title}</article>}
    />
  );
}

describe('ArchiveList', () => {
  it('asks once for the page which items a batch made and links those cards to their batch', async () => {
    const fetch = mockFetch({
      'GET /api/batches/items': {
        body: { items: [{ itemId: FROM_BATCH, batchId: BATCH, createdAt: '2026-11-27T10:00:00.000Z' }] },
      },
    });
    const queryClient = createTestQueryClient();
    const items = [
      { id: FROM_BATCH, title: 'Made by a batch' },
      { id: BY_HAND, title: 'Made by hand' },
    ];
    const router = createMemoryRouter([{ path: '/', element: <Archive items={items} /> }]);
    render(
      <QueryClientProvider client={queryClient}>
        <StudiosContext value={[imageStudio]}>
          <RouterProvider router={router} />
        </StudiosContext>
      </QueryClientProvider>,
    );

    const link = await screen.findByRole('link', { name: 'From a batch' });
    expect(link).toHaveAttribute('href', `/batches/${BATCH}`);
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: 'From a batch' })).toBe(link);
    expect(within(cards[1]!).queryByRole('link', { name: 'From a batch' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('studio')).toBe('image');
    expect(url.searchParams.get('ids')).toBe(`${FROM_BATCH},${BY_HAND}`);
  });
});
