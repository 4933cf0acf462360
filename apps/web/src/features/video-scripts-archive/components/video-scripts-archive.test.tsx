import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedVideoScript } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/* The video scripts archive on the dashboard: a preview, the full script on a click, deleting. */

const SCRIPT: SavedVideoScript = {
  id: '00000001-0000-4000-8000-000000000000',
  idea: 'How bees talk to each other by dancing',
  title: 'The waggle dance',
  script: {
    title: 'The waggle dance',
    hook: 'Bees have a language.',
    introduction: 'Meet the forager.',
    main_content: ['Scene about the hive'],
    call_to_action: 'Subscribe',
    estimated_duration: '60 seconds',
    hashtags: ['#bees'],
    visual_notes: ['Macro shots'],
  },
  options: {
    type: 'explainer',
    audience: '',
    keyMessages: '',
    length: '60s',
    tone: 'professional',
    referenceUrl: '',
    visualTheme: '',
  },
  generationId: null,
  demo: false,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
};

function server() {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/credits': { body: freeCredits(50) },
    'GET /api/articles/count': { body: { count: 0 } },
    'GET /api/articles': { body: { items: [], nextCursor: null } },
    'GET /api/images/count': { body: { count: 0 } },
    'GET /api/video-scripts/count': { body: { count: 1 } },
    'GET /api/videos/count': { body: { count: 0 } },
    'GET /api/video-scripts': { body: { items: [SCRIPT], nextCursor: null } },
    [`DELETE /api/video-scripts/${SCRIPT.id}`]: { status: 204 },
  });
}

describe('Video scripts archive', () => {
  afterEach(() => void toast.dismiss());

  it('shows the idea and relative time; a click opens the formatted script and closes it again', async () => {
    server();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Video scripts archive/ }));
    const card = await screen.findByTestId('saved-script');
    expect(card).toHaveTextContent('3 hours ago');
    const toggle = within(card).getByRole('button', { name: /How bees talk/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByTestId('script-view')).toHaveTextContent('Scene about the hive');
    await user.click(toggle);
    expect(within(card).queryByTestId('script-view')).not.toBeInTheDocument();
  });

  it('deletes a script after confirmation and the counter follows', async () => {
    server();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Video scripts archive/ }));
    const card = await screen.findByTestId('saved-script');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('saved-script')).not.toBeInTheDocument());
    expect(screen.getByText('No saved scripts')).toBeInTheDocument();
  });
});
