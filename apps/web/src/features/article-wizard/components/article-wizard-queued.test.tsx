import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { articleStudio } from '../studio';
import { EventSourceStub } from '@/test/event-source-stub';
import {
  ARTICLE,
  GENERATION_ID,
  generationInputs,
  generationRecord,
  IDEA,
  requests,
  resetWizardState,
  storeDraft,
  TITLES,
  wizardServer,
} from '@/test/wizard-test-server';

/* Step 4 with the article as a queued generation: live progress, reload, cancel, failure. */

const running = (overrides = {}) =>
  generationRecord({ status: 'running', output: null, finishedAt: null, ...overrides });

const onStep4 = {
  step: 4,
  idea: IDEA,
  title: TITLES[0],
  suggestedTitles: TITLES,
  titlesForIdea: IDEA,
  pendingGenerationId: GENERATION_ID,
  article: { status: 'running', startedAt: Date.now(), error: null },
};

const stream = async () => {
  await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
  return EventSourceStub.last();
};

/*
 * The wizard's screen, loaded as its route loads it, before the first test: compiling it (the
 * studio, its steps and their scheduling and publishing extras) is the file's first cost, and
 * on a busy machine it took the first test's wait for the form.
 */
beforeAll(() => articleStudio.screen.load());

describe('Article wizard: the queued article', () => {
  beforeEach(() => {
    resetWizardState();
    vi.stubGlobal('EventSource', EventSourceStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    EventSourceStub.reset();
  });

  it('shows the stage and the real percent while the article is written, then the article', async () => {
    wizardServer({ [`GET /api/generations/${GENERATION_ID}`]: { body: running() } });
    const { user } = renderApp('/create-article');
    await user.type(await screen.findByLabelText('Your idea'), IDEA);
    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByTestId('wizard-step-title');
    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByTestId('wizard-step-options');
    await user.click(screen.getByTestId('wizard-forward'));

    const events = await stream();
    expect(events.url).toBe(`/api/generations/${GENERATION_ID}/events`);
    act(() => events.emit(running({ stage: { name: 'writing', current: 2, total: 5 }, percent: 40 })));
    const bar = await screen.findByRole('progressbar', { name: 'Article generation progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '40%'));
    expect(screen.getByTestId('generation-progress')).toHaveTextContent('Writing: 2 of 5');
    expect(screen.getByTestId('wizard-forward')).toBeDisabled();

    act(() => events.emit(generationRecord()));
    expect(await screen.findByText('Your article is ready')).toBeInTheDocument();
  });

  it('after a reload follows the same generation (no second start) and says when the server restarted it', async () => {
    storeDraft(onStep4);
    const fetch = wizardServer({
      [`GET /api/generations/${GENERATION_ID}`]: { body: running({ restarted: true, percent: 70 }) },
    });
    renderApp('/create-article');
    expect(await screen.findByTestId('generation-restarted')).toHaveTextContent('The server restarted');
    act(() => EventSourceStub.last().emit(generationRecord()));
    expect(await screen.findByText('Your article is ready')).toBeInTheDocument();
    expect(generationInputs(fetch, 'article')).toHaveLength(0);
  });

  it('can be cancelled (asked first): back to the options, nothing charged', async () => {
    storeDraft(onStep4);
    const fetch = wizardServer({
      [`GET /api/generations/${GENERATION_ID}`]: { body: running() },
      [`POST /api/generations/${GENERATION_ID}/cancel`]: {
        body: generationRecord({ status: 'cancelled', output: null }),
      },
    });
    const { user } = renderApp('/create-article');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('credits held for it are returned');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the generation' }));
    expect(await screen.findByTestId('wizard-step-options')).toBeInTheDocument();
    expect(
      await screen.findByText('The generation was cancelled. No credits were used.'),
    ).toBeInTheDocument();
    expect(requests(fetch, 'POST', `/api/generations/${GENERATION_ID}/cancel`)).toHaveLength(1);
  });

  it('shows a failure translated, says it cost nothing, and retries', async () => {
    storeDraft(onStep4);
    const fetch = wizardServer({
      [`GET /api/generations/${GENERATION_ID}`]: {
        body: generationRecord({
          status: 'failed',
          output: null,
          error: { code: 'INTERRUPTED', message: 'x' },
        }),
      },
    });
    const { user } = renderApp('/create-article');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server stopped during the generation');
    expect(alert).toHaveTextContent('No credits were used.');
    await user.click(screen.getByRole('button', { name: 'Try again (2 credits)' }));
    await waitFor(() => expect(generationInputs(fetch, 'article')).toHaveLength(1));
    expect(generationInputs(fetch, 'article')[0]).toMatchObject({ idea: IDEA, title: TITLES[0] });
  });
});

describe('Article wizard: editing and versions', () => {
  beforeEach(resetWizardState);

  it('lets the chosen title be edited on step 2', async () => {
    const fetch = wizardServer();
    const { user } = renderApp('/create-article');
    await user.type(await screen.findByLabelText('Your idea'), IDEA);
    await user.click(screen.getByTestId('wizard-forward'));
    const title = await screen.findByLabelText('Article title');
    expect(title).toHaveValue(TITLES[0]);
    await user.clear(title);
    await user.type(title, 'My own bakery headline');
    expect(screen.getByRole('radio', { name: TITLES[0] })).not.toBeChecked();
    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByTestId('wizard-step-options');
    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByText('Your article is ready');
    expect(generationInputs(fetch, 'article')[0]).toMatchObject({ title: 'My own bakery headline' });
  });

  const onResult = {
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
  };

  it('saves an edited title and meta description with the article', async () => {
    storeDraft(onResult);
    const fetch = wizardServer();
    const { user } = renderApp('/create-article');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'A better title');
    const meta = screen.getByLabelText('Meta description');
    await user.clear(meta);
    await user.type(meta, 'A sharper summary.');
    await user.click(screen.getByTestId('save-article'));
    await waitFor(() => expect(screen.getByTestId('save-article')).toHaveTextContent('Saved to library'));
    expect(requests(fetch, 'POST', '/api/articles')[0]).toMatchObject({
      title: 'A better title',
      metaDescription: 'A sharper summary.',
    });
  });

  it('asks before a new version replaces an edited article', async () => {
    storeDraft({ ...onResult, step: 4, edited: true });
    const fetch = wizardServer();
    const { user } = renderApp('/create-article');
    await user.click(await screen.findByRole('button', { name: 'Generate a new version (2 credits)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You edited this article.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep this version' }));
    expect(generationInputs(fetch, 'article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Generate a new version (2 credits)' }));
    await user.click(await screen.findByRole('button', { name: 'Generate a new version' }));
    await waitFor(() => expect(generationInputs(fetch, 'article')).toHaveLength(1));
  });

  it('keeps earlier versions reachable on step 5', async () => {
    const EARLIER = '66666666-6666-4666-8666-666666666666';
    storeDraft({
      ...onResult,
      versions: [
        { generationId: EARLIER, createdAt: '2025-03-01T10:00:00.000Z', savedArticleId: null },
        { generationId: GENERATION_ID, createdAt: '2025-03-01T10:05:00.000Z', savedArticleId: null },
      ],
    });
    wizardServer({
      [`GET /api/generations/${EARLIER}`]: {
        body: generationRecord({
          id: EARLIER,
          output: { html: '<p>The first version.</p>', metaDescription: 'First.', tags: [] },
        }),
      },
    });
    const { user } = renderApp('/create-article');
    const select = await screen.findByRole('combobox', { name: 'Version' });
    expect(select).toHaveTextContent('Version 2');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /Version 1/ }));
    expect(await screen.findByText('The first version.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Version 1');
  });
});
