import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedImage } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/* The images archive on the dashboard: cards, search, the missing-file placeholder, deleting. */

const image = (n: number, overrides: Partial<SavedImage> = {}): SavedImage => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  fileId: `1000000${n}-0000-4000-8000-000000000000`,
  url: `/files/${n}/image.png`,
  prompt: `A lighthouse number ${n}`,
  style: 'realistic',
  resolution: '1024x1024',
  mood: 'neutral',
  generationId: null,
  demo: false,
  createdAt: '2026-01-0' + n + 'T10:00:00.000Z',
  ...overrides,
});

function server(list: MockHandler) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/credits': { body: freeCredits(50) },
    'GET /api/articles/count': { body: { count: 0 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 2 } },
    'GET /api/video-scripts/count': { body: { count: 0 } },
    'GET /api/videos/count': { body: { count: 0 } },
    'GET /api/images': list,
    'DELETE /api/images/00000001-0000-4000-8000-000000000000': { status: 204 },
  });
}

async function openArchive(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Images archive/ }));
  return screen.findByTestId('images-archive');
}

describe('Images archive', () => {
  afterEach(() => void toast.dismiss());

  it('shows each image with its prompt and date, the kept note, and a placeholder when the file is gone', async () => {
    server({ body: { items: [image(1), image(2, { url: null })], nextCursor: null } });
    const { user } = renderApp('/dashboard');
    const archive = await openArchive(user);
    const cards = await within(archive).findAllByTestId('saved-image');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('A lighthouse number 1');
    expect(within(cards[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    expect(cards[1]).toHaveTextContent('Image unavailable');
    expect(archive).toHaveTextContent('not deleted automatically');
  });

  it('searches by prompt through the server', async () => {
    const fetch = server(({ url }) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q');
      return { body: { items: q ? [] : [image(1)], nextCursor: null } };
    });
    const { user } = renderApp('/dashboard');
    const archive = await openArchive(user);
    await within(archive).findAllByTestId('saved-image');
    await user.type(within(archive).getByRole('searchbox', { name: 'Search by prompt' }), 'forest');
    expect(await within(archive).findByText('No image matches this search.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('q=forest'))).toBe(true);
  });

  it('deletes an image after confirmation; the empty archive links to the image studio', async () => {
    server({ body: { items: [image(1)], nextCursor: null } });
    const { user } = renderApp('/dashboard');
    const archive = await openArchive(user);
    const card = await within(archive).findByTestId('saved-image');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(archive).queryByTestId('saved-image')).not.toBeInTheDocument());
    expect(within(archive).getByRole('link', { name: 'Generate an image' })).toHaveAttribute(
      'href',
      '/generate-image',
    );
  });
});
