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

/** A draft on step 5 with a generated article, as the wizard stores it. */
function storeResultDraft(extra: Record<string, unknown> = {}) {
  storeDraft({
    step: 5,
    idea: IDEA,
    title: TITLES[0],
    suggestedTitles: TITLES,
    titlesForIdea: IDEA,
    generatedContent: ARTICLE.html,
    metaDescription: ARTICLE.metaDescription,
    tags: ARTICLE.tags,
    generationId: GENERATION_ID,
    article: { status: 'succeeded', startedAt: null, error: null },
    ...extra,
  });
}

async function openResult() {
  const view = renderApp('/create-article');
  await screen.findByTestId('article-content');
  return view;
}

const saveButton = () => screen.getByTestId('save-article');

describe('Article wizard: the result step', () => {
  beforeEach(resetWizardState);

  it('saves once for quick repeated clicks, then says it is saved', async () => {
    storeResultDraft();
    const fetch = wizardServer();
    const { user } = await openResult();
    expect(await screen.findByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator',
    );
    expect(saveButton()).toHaveTextContent('Save to library');
    await user.click(saveButton());
    fireEvent.click(saveButton());
    expect(saveButton()).toBeDisabled();
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved to library'));
    expect(saveButton()).toBeDisabled();
    const saves = requests(fetch, 'POST', '/api/articles');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      title: TITLES[0],
      tone: 'professional',
      wordCount: 500,
      language: 'en',
      audience: 'general',
      metaDescription: ARTICLE.metaDescription,
      tags: ARTICLE.tags,
      generationId: GENERATION_ID,
    });
  });

  it('saves what was edited in the editor, and edits after a save update the saved article', async () => {
    storeResultDraft();
    const fetch = wizardServer();
    const { user } = await openResult();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Article content' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    editor.innerHTML = '<h2>Why it matters</h2><p>Edited by hand.</p><div>A new line</div>';
    fireEvent.input(editor);
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved to library'));
    expect(requests(fetch, 'POST', '/api/articles')[0]).toMatchObject({
      content: '<h2>Why it matters</h2><p>Edited by hand.</p><p>A new line</p>',
    });

    editor.innerHTML = '<p>Changed again.</p>';
    fireEvent.input(editor);
    expect(saveButton()).toHaveTextContent('Save changes');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved to library'));
    expect(requests(fetch, 'PATCH', `/api/articles/${SAVED_ID}`)).toEqual([
      { content: '<p>Changed again.</p>' },
    ]);
  });

  it('retries a failed save automatically and succeeds', async () => {
    storeResultDraft();
    let attempts = 0;
    const fetch = wizardServer({
      'POST /api/articles': () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
          : { status: 201, body: { id: SAVED_ID, imageFileId: null, title: TITLES[0] } },
    });
    const { user } = await openResult();
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveTextContent('Saved to library'), { timeout: 4000 });
    expect(requests(fetch, 'POST', '/api/articles')).toHaveLength(2);
  });

  it('shows an error toast when the save cannot succeed', async () => {
    storeResultDraft();
    const fetch = wizardServer({
      'POST /api/articles': { status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } },
    });
    const { user } = await openResult();
    await user.click(saveButton());
    expect(await screen.findByText('The article could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Please log in again.')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save to library');
    expect(saveButton()).toBeEnabled();
    expect(requests(fetch, 'POST', '/api/articles')).toHaveLength(1);
  });

  it('without a WordPress connection disables publishing and links to the connections settings', async () => {
    storeResultDraft();
    wizardServer();
    await openResult();
    const card = screen.getByTestId('wordpress-publish');
    expect(await within(card).findByText('WordPress is not connected')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to Settings → Connections' })).toHaveAttribute(
      'href',
      '/settings?tab=connections',
    );
    expect(within(card).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(within(card).getByLabelText('Post title')).toBeDisabled();
    expect(within(card).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('with a connection shows the badge and publishes the form as a draft by default', async () => {
    storeResultDraft();
    const fetch = wizardServer({
      'GET /api/connections': {
        body: {
          connections: [
            {
              platform: 'wordpress',
              connected: true,
              display: {
                siteUrl: 'https://blog.example.com',
                username: 'ana',
                displayName: 'Ana',
                userId: 1,
              },
              connectedAt: '2025-03-01T10:00:00.000Z',
            },
          ],
        },
      },
      'POST /api/wordpress/publish': {
        body: {
          postId: 42,
          postUrl: 'https://blog.example.com/?p=42',
          status: 'draft',
          featuredMediaId: null,
        },
      },
    });
    const { user } = await openResult();
    const card = screen.getByTestId('wordpress-publish');
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(within(card).getByLabelText('Excerpt')).toHaveValue(ARTICLE.metaDescription);
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    await user.type(within(card).getByLabelText('Categories'), 'Food, Local');
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published successfully! Post ID: 42')).toBeInTheDocument();
    expect(requests(fetch, 'POST', '/api/wordpress/publish')).toEqual([
      {
        title: TITLES[0],
        content: ARTICLE.html,
        excerpt: ARTICLE.metaDescription,
        status: 'draft',
        categories: 'Food, Local',
        tags: 'bakery, marketing',
      },
    ]);
  });
});
