import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { archiveServer, makeArticle } from '@/test/archive-test-server';

describe('archive cards and the offline demo generator', () => {
  it('labels an article the offline demo generator wrote, and only that one', async () => {
    const demo = makeArticle({ title: 'Composting at home', generatedBy: 'builtin', demo: true });
    const real = makeArticle({ title: 'Electric bikes', generatedBy: 'openai' });
    archiveServer([demo, real]);
    renderApp('/dashboard');
    const demoCard = (await screen.findByText('Composting at home')).closest('article')!;
    const realCard = screen.getByText('Electric bikes').closest('article')!;
    expect(within(demoCard).getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator — not a real model.',
    );
    expect(within(realCard).queryByTestId('demo-generator-notice')).not.toBeInTheDocument();
    // An ordinary user is not offered the settings link.
    expect(within(demoCard).queryByRole('link', { name: 'Connect a model' })).not.toBeInTheDocument();
  });

  it('offers administrators a link to connect a model', async () => {
    archiveServer([makeArticle({ title: 'Composting at home', generatedBy: 'builtin', demo: true })], {
      'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
    });
    renderApp('/dashboard');
    const card = (await screen.findByText('Composting at home')).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Connect a model' })).toHaveAttribute(
      'href',
      '/backend/settings',
    );
  });
});
