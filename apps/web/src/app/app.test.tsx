import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from './providers';
import { App } from './app';
import { createTestQueryClient } from '@/test/render-app';
import { mockFetch, networkFailure, never, signedOut } from '@/test/mock-fetch';

const HEALTH = {
  status: 'ok',
  version: '1.0.0',
  environment: 'test',
  database: 'ok',
  jobs: 'ok',
  mail: 'outbox',
  videoRenderer: 'ffmpeg 5.1.9 (system)',
};

function renderRoot() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <App />
    </AppProviders>,
  );
}

describe('App start-up', () => {
  it('shows the loading screen while /api/health answers', async () => {
    mockFetch({ 'GET /api/health': never });
    renderRoot();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows the initialisation error with the message, retry, environment and version', async () => {
    mockFetch({ 'GET /api/health': networkFailure });
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'Initialisation error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not connect to the server.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Environment (vitest's mode) and version (vitest.config define) both read "test" here.
    expect(screen.getAllByText('test', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText(/Web build/)).toBeInTheDocument();
  });

  it('treats a 503 from /api/health as a start-up failure', async () => {
    mockFetch({
      'GET /api/health': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'db down' } },
    });
    renderRoot();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
  });

  it('opens the app once the server is healthy', async () => {
    mockFetch({
      'GET /api/health': { body: HEALTH },
      'GET /api/auth/get-session': signedOut,
      'GET /api/plans': { body: [] },
      'GET /api/site-config': { body: { analyticsScript: null, marketingScript: null, socialLinks: [] } },
    });
    renderRoot();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Articles, images, voice-overs and short videos, made with AI',
    );
  });
});
