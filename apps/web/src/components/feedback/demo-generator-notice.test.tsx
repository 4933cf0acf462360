import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSession } from '@/lib/session';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { DemoGeneratorNotice } from './demo-generator-notice';

/** Shows who is signed in once the session is read, so a test can tell "no link yet" from "no link". */
function SignedIn() {
  const { status, user } = useSession();
  return status === 'loading' ? null : <span>{user ? `signed in as ${user.email}` : 'signed out'}</span>;
}

function renderNotice(props: Parameters<typeof DemoGeneratorNotice>[0], isAdmin = false) {
  mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin }) });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <DemoGeneratorNotice {...props} />
          <SignedIn />
        </>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('DemoGeneratorNotice', () => {
  it('tells an ordinary user plainly that the offline demo generator made it, without operator links', async () => {
    renderNotice({ demo: true });
    await screen.findByText('signed in as ana@example.com');
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator — not a real model.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers administrators a link to connect a model in Generation settings', async () => {
    renderNotice({ demo: true }, true);
    expect(await screen.findByRole('link', { name: 'Connect a model' })).toHaveAttribute(
      'href',
      '/backend/settings',
    );
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator — not a real model. Connect a model',
    );
  });

  it('says a voice-over was spoken by the offline synthesizer', async () => {
    renderNotice({ demo: true, speech: true });
    await screen.findByText('signed in as ana@example.com');
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Spoken by the offline speech synthesizer — not an AI voice.',
    );
  });

  it.each([false, null, undefined])('says nothing for a model’s result (demo: %s)', async (demo) => {
    renderNotice({ demo }, true);
    await screen.findByText('signed in as ana@example.com');
    expect(screen.queryByTestId('demo-generator-notice')).not.toBeInTheDocument();
  });
});
