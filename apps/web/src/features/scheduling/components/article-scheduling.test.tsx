import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ARCHIVE_PROFILE } from '@/test/archive-test-server';
import { renderApp } from '@/test/render-app';
import {
  ARTICLE,
  GENERATION_ID,
  IDEA,
  resetWizardState,
  storeDraft,
  TITLES,
  wizardServer,
} from '@/test/wizard-test-server';

describe("The article wizard's Schedule", () => {
  beforeEach(resetWizardState);

  it('waits for the article to be saved, then opens the dialog with the saved article', async () => {
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
    });
    wizardServer({
      'GET /api/profile': { body: ARCHIVE_PROFILE },
      'GET /api/connections': {
        body: {
          connections: [
            {
              platform: 'wordpress',
              connected: true,
              display: { siteUrl: 'https://blog.example.com', username: 'ana' },
              connectedAt: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    const { user } = renderApp('/create-article');
    await screen.findByTestId('article-content');
    const schedule = await screen.findByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();
    expect(schedule).toHaveAccessibleDescription(
      'Save the article to schedule it: a schedule publishes the saved version.',
    );

    await user.click(screen.getByTestId('save-article'));
    await expect.poll(() => schedule.hasAttribute('disabled')).toBe(false);
    await user.click(schedule);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on WordPress' });
    expect(await within(dialog).findByLabelText('Post title')).toHaveValue(TITLES[0]);
    expect(within(dialog).getByLabelText('Tags')).toHaveValue(ARTICLE.tags.join(', '));
  });
});
