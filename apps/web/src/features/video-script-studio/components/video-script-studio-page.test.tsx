import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { VideoScript } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';
import { GENERATION_ID, generationRecord, requests, wizardServer } from '@/test/wizard-test-server';
import { scriptDraftStore } from '../model/script-draft';

/* The video script studio (docs/product/video-script-studio.md): idea, options, result, scenes, saving. */

const IDEA = 'How bees talk to each other by dancing';
const SCRIPT: VideoScript = {
  title: 'The waggle dance',
  hook: 'Bees have a language.',
  introduction: 'Meet the forager.',
  main_content: ['Scene about the hive', 'Scene about the dance', 'Scene about the flowers'],
  call_to_action: 'Subscribe',
  estimated_duration: '60 seconds',
  hashtags: ['#bees', '#nature', '#science', '#dance', '#insects', '#hive', '#honey'],
  visual_notes: ['Macro shots'],
};

function server(overrides = {}) {
  return wizardServer({
    'kind:videoScript': {
      body: generationRecord({
        kind: 'videoScript',
        cost: 2,
        input: { idea: IDEA },
        output: { script: SCRIPT },
      }),
    },
    'POST /api/video-scripts': { status: 201, body: { id: 'script-1' } },
    ...overrides,
  });
}

async function toResult(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Video idea'), IDEA);
  await user.click(screen.getByTestId('wizard-forward'));
  await screen.findByTestId('wizard-step-options');
  await user.click(screen.getByTestId('wizard-forward'));
  await screen.findByTestId('script-view');
}

describe('Video script studio', () => {
  beforeEach(() => scriptDraftStore.forgetInMemory());
  afterEach(() => void toast.dismiss());

  it('needs an idea longer than 10 characters; an example fills it in', async () => {
    server();
    const { user } = renderApp('/generate-video-script');
    await user.type(await screen.findByLabelText('Video idea'), 'too short');
    await user.click(screen.getByTestId('wizard-forward'));
    expect(screen.getByText('The idea must be longer than 10 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Examples' }));
    await user.click(screen.getByRole('button', { name: /pour-over coffee/ }));
    expect(screen.getByLabelText('Video idea')).toHaveValue(
      'How to brew the perfect cup of pour-over coffee at home in five simple steps',
    );
  });

  it('refuses a reference address that is not YouTube and starts nothing', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-video-script');
    await user.type(await screen.findByLabelText('Video idea'), IDEA);
    await user.click(screen.getByTestId('wizard-forward'));
    await user.type(await screen.findByLabelText('Reference YouTube video'), 'https://example.com/v');
    await user.click(screen.getByTestId('wizard-forward'));
    expect(screen.getByText(/Enter a YouTube address/)).toBeInTheDocument();
    expect(requests(fetch, 'POST', '/api/generations')).toHaveLength(0);
  });

  it('shows the formatted script, edits and reorders scenes, and saves the edited script once', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-video-script');
    await toResult(user);
    expect(screen.getByText('The waggle dance')).toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator',
    );
    expect(requests(fetch, 'POST', '/api/generations')).toHaveLength(1);

    const first = screen.getByLabelText('Scene 1');
    await user.clear(first);
    await user.type(first, 'My own opening');
    await user.click(screen.getByRole('button', { name: 'Move scene 1 down' }));
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[2]!);
    await user.click(screen.getByRole('button', { name: 'Add a scene' }));
    await user.type(screen.getByLabelText('Scene 3'), 'A closing shot');

    await user.click(screen.getByTestId('save-script'));
    await waitFor(() => expect(screen.getByTestId('save-script')).toHaveTextContent('Script saved'));
    expect(screen.getByTestId('save-script')).toBeDisabled();
    expect(requests(fetch, 'POST', '/api/video-scripts')).toEqual([
      expect.objectContaining({
        idea: IDEA,
        generationId: GENERATION_ID,
        script: expect.objectContaining({
          main_content: ['Scene about the dance', 'My own opening', 'A closing shot'],
        }),
      }),
    ]);
  });

  it('a failed save says so and can be tried again', async () => {
    let fail = true;
    server({
      'POST /api/video-scripts': () =>
        fail
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
          : { status: 201, body: { id: 's1' } },
    });
    const { user } = renderApp('/generate-video-script');
    await toResult(user);
    await user.click(screen.getByTestId('save-script'));
    expect(await screen.findByText(/The script could not be saved/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByTestId('save-script'));
    await waitFor(() => expect(screen.getByTestId('save-script')).toHaveTextContent('Script saved'));
  });

  it('a failed generation ends on the result step with its error and Retry', async () => {
    server({
      'kind:videoScript': { status: 502, body: { code: 'WEBHOOK_SERVER_ERROR', message: 'down' } },
    });
    const { user } = renderApp('/generate-video-script');
    await user.type(await screen.findByLabelText('Video idea'), IDEA);
    await user.click(screen.getByTestId('wizard-forward'));
    await user.click(await screen.findByTestId('wizard-forward'));
    expect(await screen.findByText('The script could not be written')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-result')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
