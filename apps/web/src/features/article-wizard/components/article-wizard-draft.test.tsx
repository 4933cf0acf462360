import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { draftStorageKey, flushDrafts, forgetDraftsInMemory } from '../model/draft-store';
import {
  ARTICLE,
  FILE_ID,
  GENERATION_ID,
  generationInputs,
  generationRecord,
  IDEA,
  requests,
  resetWizardState,
  SAVED_ID,
  storeDraft,
  succeeded,
  TITLES,
  USER_ID,
  wizardServer,
} from '@/test/wizard-test-server';

const withArticle = {
  idea: IDEA,
  title: TITLES[0],
  suggestedTitles: TITLES,
  titlesForIdea: IDEA,
  generatedContent: ARTICLE.html,
  metaDescription: ARTICLE.metaDescription,
  tags: ARTICLE.tags,
  generationId: GENERATION_ID,
  article: { status: 'succeeded', startedAt: null, error: null },
};

const record = generationRecord;

const IMAGE_GENERATION_ID = '55555555-5555-4555-8555-555555555555';
const IMAGE = succeeded(
  'image',
  { fileId: FILE_ID, url: '/files/image.png', contentType: 'image/png', sizeBytes: 1234 },
  IMAGE_GENERATION_ID,
);

describe('Article wizard: the draft', () => {
  beforeEach(resetWizardState);

  it('survives a reload: the step and what was chosen come back', async () => {
    wizardServer();
    const first = renderApp('/create-article');
    await first.user.type(await screen.findByLabelText('Your idea'), IDEA);
    await first.user.click(screen.getByTestId('wizard-forward'));
    await first.user.click(await screen.findByRole('radio', { name: TITLES[1] }));
    first.unmount();
    flushDrafts();
    forgetDraftsInMemory();

    renderApp('/create-article');
    expect(await screen.findByRole('radio', { name: TITLES[1] })).toBeChecked();
    expect(screen.getByTestId('wizard-step-title')).toBeInTheDocument();
  });

  it('brings a generated article back from its generation when the text was not stored', async () => {
    storeDraft({ ...withArticle, step: 5, generatedContent: '' });
    const fetch = wizardServer({ [`GET /api/generations/${GENERATION_ID}`]: { body: record() } });
    renderApp('/create-article');
    expect(await screen.findByText('Fresh bread sells itself.')).toBeInTheDocument();
    expect(requests(fetch, 'GET', `/api/generations/${GENERATION_ID}`)).toHaveLength(1);
  });

  it('says so when the generation to restore is gone', async () => {
    storeDraft({ ...withArticle, step: 5, generatedContent: '' });
    wizardServer({
      [`GET /api/generations/${GENERATION_ID}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'gone' },
      },
    });
    renderApp('/create-article');
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again (2 credits)' })).toBeInTheDocument();
  });

  it('finds the article that was being generated when the page was closed', async () => {
    storeDraft({
      ...withArticle,
      step: 4,
      generatedContent: '',
      generationId: null,
      article: { status: 'running', startedAt: Date.now() - 5000, error: null },
    });
    wizardServer({
      'GET /api/generations': { body: { items: [{ ...record(), input: undefined, output: undefined }] } },
      [`GET /api/generations/${GENERATION_ID}`]: { body: record() },
    });
    const { user } = renderApp('/create-article');
    expect(await screen.findByText('Your article is ready')).toBeInTheDocument();
    await user.click(screen.getByTestId('wizard-forward'));
    expect(await screen.findByText('Fresh bread sells itself.')).toBeInTheDocument();
  });

  it('finish starts again on step 1 with an empty draft (asking first: the article is not saved)', async () => {
    storeDraft({ ...withArticle, step: 6, imagePrompt: 'A bakery at dawn', imagePromptFor: GENERATION_ID });
    wizardServer();
    const { user } = renderApp('/create-article');
    await screen.findByTestId('wizard-step-image');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(await screen.findByRole('button', { name: 'Finish without saving' }));
    expect(await screen.findByLabelText('Your idea')).toHaveValue('');
    expect(localStorage.getItem(draftStorageKey(USER_ID))).toBeNull();
  });
});

describe('Article wizard: the image step', () => {
  beforeEach(resetWizardState);

  it('suggests a prompt, generates the image and makes it the image of the saved article', async () => {
    storeDraft({ ...withArticle, step: 6 });
    const fetch = wizardServer({
      'kind:imagePrompt': succeeded('imagePrompt', { prompt: 'A warm bakery at dawn' }),
      'kind:image': IMAGE,
    });
    const { user } = renderApp('/create-article');
    const prompt = await screen.findByLabelText('Image description');
    await waitFor(() => expect(prompt).toHaveValue('A warm bakery at dawn'));
    expect(generationInputs(fetch, 'imagePrompt')).toEqual([{ title: TITLES[0], content: ARTICLE.html }]);
    expect(screen.getByTestId('cost-note')).toHaveTextContent('costs 5 credits');
    await user.clear(prompt);
    await user.type(prompt, 'Croissants on a marble table');
    await user.click(screen.getByRole('button', { name: 'Generate image' }));

    const image = await screen.findByTestId('generated-image');
    expect(image).toHaveAttribute('src', '/files/image.png');
    expect(screen.getByText('Croissants on a marble table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    expect(generationInputs(fetch, 'image')).toEqual([
      {
        prompt: 'Croissants on a marble table',
        resolution: '1024x1024',
        style: 'realistic',
        mood: 'neutral',
      },
    ]);
    // Not saved yet: the article is saved with its image.
    expect(await screen.findByText('The image is now the image of your saved article.')).toBeInTheDocument();
    expect(requests(fetch, 'POST', '/api/articles')[0]).toMatchObject({
      imageFileId: FILE_ID,
      imagePrompt: 'Croissants on a marble table',
      generationId: GENERATION_ID,
    });

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByRole('button', { name: 'Generate image' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image description')).toHaveValue('Croissants on a marble table');
  });

  it('patches an article that is already saved', async () => {
    storeDraft({
      ...withArticle,
      step: 6,
      imagePrompt: 'A bakery at dawn',
      imagePromptFor: GENERATION_ID,
      savedArticleId: SAVED_ID,
      savedTitle: TITLES[0],
      savedContent: ARTICLE.html,
    });
    const fetch = wizardServer({ 'kind:image': IMAGE });
    const { user } = renderApp('/create-article');
    await user.click(await screen.findByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('The image is now the image of your saved article.')).toBeInTheDocument();
    expect(requests(fetch, 'PATCH', `/api/articles/${SAVED_ID}`)).toEqual([
      { imageFileId: FILE_ID, imagePrompt: 'A bakery at dawn' },
    ]);
    expect(requests(fetch, 'POST', '/api/articles')).toHaveLength(0);
  });

  it('replaces the view with an error alert when the image fails, and can go back to the form', async () => {
    storeDraft({ ...withArticle, step: 6, imagePrompt: 'A bakery at dawn', imagePromptFor: GENERATION_ID });
    wizardServer({
      'kind:image': { status: 502, body: { code: 'NO_IMAGE_URL', message: 'none' } },
    });
    const { user } = renderApp('/create-article');
    await user.click(await screen.findByRole('button', { name: 'Generate image' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The image could not be generated')).toBeInTheDocument();
    expect(screen.queryByLabelText('Image description')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the options' }));
    expect(await screen.findByLabelText('Image description')).toHaveValue('A bakery at dawn');
  });
});
