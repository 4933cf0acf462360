import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { networkFailure, never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import {
  ARTICLE,
  ARTICLE_INPUT,
  GENERATION_ID,
  generationInputs,
  generationRecord,
  IDEA,
  queued,
  resetWizardState,
  TITLES,
  wizardServer,
} from '@/test/wizard-test-server';

const back = () => screen.getByRole('button', { name: 'Back' });
const forward = () => screen.getByTestId('wizard-forward');

async function openWizard() {
  const view = renderApp('/create-article');
  await screen.findByRole('heading', { level: 1, name: 'Create an article' });
  return view;
}

describe('Article wizard: steps and buttons', () => {
  beforeEach(resetWizardState);

  it('shows six steps with descriptions, the first current, Back disabled and Continue disabled without an idea', async () => {
    wizardServer();
    await openWizard();
    const nav = screen.getByRole('navigation', { name: 'Article wizard steps' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(nav).toHaveTextContent('What the article is about');
    expect(nav).toHaveTextContent('An illustration');
    expect(back()).toBeDisabled();
    expect(forward()).toHaveTextContent('Continue');
    expect(forward()).toBeDisabled();
    expect(screen.getByLabelText('Your idea')).toHaveAttribute('rows', '5');
  });

  it('flags a non-empty idea of 10 characters or fewer and does not process it', async () => {
    const fetch = wizardServer();
    const { user } = await openWizard();
    const idea = screen.getByLabelText('Your idea');
    await user.type(idea, '  ten chars  ');
    expect(idea).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Describe your idea in more than 10 characters.')).toBeInTheDocument();
    expect(forward()).toBeEnabled();
    await user.click(forward());
    expect(generationInputs(fetch, 'titleIdeas')).toHaveLength(0);
    await user.type(idea, 'and more');
    expect(idea).not.toHaveAttribute('aria-invalid');
  });

  it('shows a skeleton and "processing" while the titles load, with both buttons disabled', async () => {
    wizardServer({ 'kind:titleIdeas': never });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    expect(await screen.findByText('Processing your idea…')).toBeInTheDocument();
    expect(screen.getByTestId('processing-idea').querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expect(forward()).toBeDisabled();
    expect(back()).toBeDisabled();
  });

  it('goes idea -> titles (first selected) -> options -> generate -> result, with the spec labels', async () => {
    const fetch = wizardServer();
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());

    await screen.findByTestId('wizard-step-title');
    expect(generationInputs(fetch, 'titleIdeas')).toEqual([{ idea: IDEA, language: 'en' }]);
    expect(screen.getByRole('radio', { name: TITLES[0] })).toBeChecked();
    expect(screen.getByRole('radio', { name: TITLES[1] })).not.toBeChecked();
    const [idea] = within(screen.getByRole('navigation', { name: 'Article wizard steps' })).getAllByRole(
      'listitem',
    );
    expect(idea).toHaveAttribute('data-state', 'complete');
    expect(back()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: TITLES[1] }));
    await user.click(forward());

    await screen.findByTestId('wizard-step-options');
    expect(forward()).toHaveTextContent('Generate');
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Professional');
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveTextContent('General public');
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent('About 500 words');
    expect(screen.getByRole('combobox', { name: 'Article language' })).toHaveTextContent('English');
    expect(await screen.findByTestId('cost-note')).toHaveTextContent('costs 2 credits');
    await user.click(forward());

    await screen.findByText('Your article is ready');
    expect(generationInputs(fetch, 'article')).toEqual([
      {
        idea: IDEA,
        title: TITLES[1],
        tone: 'professional',
        wordCount: 500,
        language: 'en',
        audience: 'general',
      },
    ]);
    expect(forward()).toHaveTextContent('Continue');
    expect(forward()).toBeEnabled();
    await user.click(forward());
    expect(await screen.findByTestId('article-content')).toHaveTextContent('Fresh bread sells itself.');
    expect(screen.getByTestId('article-title')).toHaveTextContent(TITLES[1]);
    await user.click(forward());
    await screen.findByTestId('wizard-step-image');
    expect(forward()).toHaveTextContent('Finish');
  });

  it('asks for a title when none was suggested', async () => {
    wizardServer({
      'kind:titleIdeas': { status: 502, body: { code: 'NO_TITLES', message: 'none' } },
    });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    const title = await screen.findByLabelText('Article title');
    await user.click(forward());
    expect(screen.getByText('Please enter a title for the article.')).toBeInTheDocument();
    await user.type(title, 'My own title');
    await user.click(forward());
    expect(await screen.findByTestId('wizard-step-options')).toBeInTheDocument();
  });

  it('keeps Back and forward disabled on step 4 while generating', async () => {
    wizardServer({ 'kind:article': never });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    expect(await screen.findByText('Writing your article…')).toBeInTheDocument();
    expect(screen.getByText('Generation has just started.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Article generation progress' })).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(forward()).toBeDisabled();
  });

  it('shows the error view with a retry, and the forward button stays disabled without content', async () => {
    // The article is queued (202); the first generation fails on the server, the second works.
    const SECOND = '44444444-4444-4444-8444-444444444444';
    let fail = true;
    const fetch = wizardServer({
      'kind:article': () => queued(fail ? GENERATION_ID : SECOND),
      [`GET /api/generations/${GENERATION_ID}`]: {
        body: generationRecord({
          status: 'failed',
          output: null,
          error: { code: 'TIMEOUT', message: 'too slow' },
        }),
      },
      [`GET /api/generations/${SECOND}`]: {
        body: generationRecord({
          id: SECOND,
          output: { html: '<p>Second try works.</p>', metaDescription: '', tags: [] },
        }),
      },
    });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    const alert = await screen.findByText('The article could not be generated');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The operation took too long and was stopped.');
    expect(forward()).toBeDisabled();
    expect(back()).toBeEnabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again (2 credits)' }));
    expect(await screen.findByText('Your article is ready')).toBeInTheDocument();
    expect(generationInputs(fetch, 'article')).toHaveLength(2);
  });

  it('with too few credits shows the toast with a plans link and starts nothing', async () => {
    const fetch = wizardServer({}, 1);
    const { user, router } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(screen.getByText(/This needs 2 credits and you have 1 available/)).toBeInTheDocument();
    expect(generationInputs(fetch, 'article')).toHaveLength(0);
    expect(screen.getByTestId('wizard-step-options')).toBeInTheDocument();
    // A plain click: sonner's pointer handlers need pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('returns to the options when the server refuses for credits (402)', async () => {
    wizardServer({
      'kind:article': {
        status: 402,
        body: { code: 'INSUFFICIENT_CREDITS', message: 'no', details: { required: 2, available: 0 } },
      },
    });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    expect(await screen.findByText(/This needs 2 credits and you have 0 available/)).toBeInTheDocument();
    expect(await screen.findByTestId('wizard-step-options')).toBeInTheDocument();
  });
  it('follows the article on the server when its answer was lost, instead of blaming the connection', async () => {
    const row = generationRecord({ input: ARTICLE_INPUT, output: ARTICLE });
    const fetch = wizardServer({
      'kind:article': networkFailure,
      'GET /api/generations': { body: { items: [{ ...row, input: undefined, output: undefined }] } },
      [`GET /api/generations/${GENERATION_ID}`]: { body: row },
    });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    expect(await screen.findByText('Your article is ready', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/Could not connect/)).not.toBeInTheDocument();
    expect(generationInputs(fetch, 'article')).toHaveLength(1);
  });

  it('says the connection failed when the server never got the request (nothing to follow)', async () => {
    wizardServer({
      'kind:article': networkFailure,
      'GET /api/generations': networkFailure,
    });
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Your idea'), IDEA);
    await user.click(forward());
    await screen.findByTestId('wizard-step-title');
    await user.click(forward());
    await screen.findByTestId('wizard-step-options');
    await user.click(forward());
    expect(
      await screen.findByText('The article could not be generated', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
