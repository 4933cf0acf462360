import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import {
  ARTICLE,
  GENERATION_ID,
  IDEA,
  requests,
  resetWizardState,
  SAVED_ID,
  storeDraft,
  TITLES,
  wizardServer,
} from '@/test/wizard-test-server';

/* The archive's "Open in editor": /create-article?article=<id> puts a library article on step 5. */

const SAVED = {
  id: SAVED_ID,
  title: 'Edited and saved title',
  preview: 'Saved by hand',
  tone: 'friendly',
  wordCount: 800,
  language: 'ro',
  audience: 'marketers',
  metaDescription: 'The saved description',
  tags: ['saved'],
  fromMetadata: false,
  imageFileId: null,
  imageUrl: null,
  imagePrompt: null,
  generationId: GENERATION_ID,
  generatedBy: 'builtin',
  createdAt: '2025-03-01T10:00:00.000Z',
  wordpress: null,
  content: '<h2>Saved by hand</h2><p>The library version.</p>',
};
const articleRoute = { [`GET /api/articles/${SAVED_ID}`]: { body: SAVED } };
const OPEN_URL = `/create-article?article=${SAVED_ID}`;

describe('Article wizard: opening a saved article', () => {
  beforeEach(resetWizardState);

  it('shows the library version on the result step, cleans the address, and saves changes back to it', async () => {
    const fetch = wizardServer(articleRoute);
    const { user, router } = renderApp(OPEN_URL);
    expect(await screen.findByTestId('article-title')).toHaveTextContent('Edited and saved title');
    expect(screen.getByTestId('article-content')).toHaveTextContent('The library version.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download HTML' })).toBeEnabled();
    const save = screen.getByTestId('save-article');
    expect(save).toHaveTextContent('Saved to library');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Article content' });
    editor.innerHTML = '<p>Changed in the editor.</p>';
    fireEvent.input(editor);
    await user.click(save);
    await waitFor(() => expect(save).toHaveTextContent('Saved to library'));
    expect(requests(fetch, 'PATCH', `/api/articles/${SAVED_ID}`)).toEqual([
      { content: '<p>Changed in the editor.</p>' },
    ]);
    expect(requests(fetch, 'POST', '/api/articles')).toHaveLength(0);
  });

  it('asks before replacing an unsaved article, and keeps it when told to', async () => {
    storeDraft({
      step: 5,
      idea: IDEA,
      title: TITLES[0],
      generatedContent: ARTICLE.html,
      metaDescription: ARTICLE.metaDescription,
      generationId: GENERATION_ID,
      article: { status: 'succeeded', startedAt: null, error: null },
    });
    wizardServer(articleRoute);
    const first = renderApp(OPEN_URL);
    const dialog = await screen.findByRole('alertdialog', { name: 'Open the saved article?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    expect(screen.getByTestId('article-title')).toHaveTextContent(TITLES[0]);
    first.unmount();

    // Asked again (from the archive), this time confirmed.
    const { user } = renderApp(OPEN_URL);
    const again = await screen.findByRole('alertdialog', { name: 'Open the saved article?' });
    await user.click(within(again).getByRole('button', { name: 'Open the saved article' }));
    await waitFor(() =>
      expect(screen.getByTestId('article-title')).toHaveTextContent('Edited and saved title'),
    );
  });

  it('says so when the article is not in the library (404), and keeps the draft', async () => {
    storeDraft({ step: 1, idea: IDEA });
    wizardServer({ [`GET /api/articles/${SAVED_ID}`]: { status: 404, body: { code: 'NOT_FOUND' } } });
    renderApp(OPEN_URL);
    expect(await screen.findByText('This article is no longer in your library.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Your idea')).toHaveValue(IDEA);
  });
});
