import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GenerationFamily, GenerationStatus } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { GenerationUnavailableAlert } from './generation-unavailable-alert';

const STATUS: GenerationStatus = {
  article: { provider: 'webhook', ready: false },
  image: { provider: 'builtin', ready: true },
  video: { provider: 'openai', ready: false },
  videoScript: { provider: 'webhook', ready: true },
};

function renderAlert(family: GenerationFamily, isAdmin = false) {
  mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin }),
    'GET /api/generation/status': { body: STATUS },
  });
  const router = createMemoryRouter([{ path: '/', element: <GenerationUnavailableAlert family={family} /> }]);
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('GenerationUnavailableAlert', () => {
  it('shows the missing-webhook alert to a user, telling them to contact the administrator', async () => {
    renderAlert('article');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The webhook for this generator is not configured');
    expect(alert).toHaveTextContent('Contact the administrator or check the settings.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links administrators to the settings', async () => {
    renderAlert('video', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('This generator is not set up yet');
    expect(await screen.findByRole('link', { name: 'Open generation settings' })).toHaveAttribute(
      'href',
      '/backend/settings',
    );
  });

  it('shows nothing when the kind is ready', async () => {
    const { container } = renderAlert('image');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
