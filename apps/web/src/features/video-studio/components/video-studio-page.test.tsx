import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { VideoOutput } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { forgetInFlight } from '@/lib/wizard/in-flight';
import { EventSourceStub } from '@/test/event-source-stub';
import { signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import {
  GENERATION_ID,
  generationRecord,
  requests,
  succeeded,
  wizardServer,
} from '@/test/wizard-test-server';
import { videoDraftStore } from '../model/video-draft';

/* The video studio (docs/product/video-studio-web.md): idea, title, options, scenes, render. */

const IDEA = 'Three surprising facts about octopuses';
const TITLES = ['Octopus secrets', 'Eight arms, three hearts'];
const SCENES = [
  { voiceOverText: 'Octopuses have three hearts.', imagePrompt: 'An octopus in blue water' },
  { voiceOverText: 'Their blood is blue, not red.', imagePrompt: 'Close-up of octopus skin' },
  { voiceOverText: 'Each arm can taste what it touches.', imagePrompt: 'Octopus arm touching a shell' },
];
const OUTPUT: VideoOutput = {
  videoId: '55555555-5555-4555-8555-555555555555',
  fileId: '66666666-6666-4666-8666-666666666666',
  url: '/files/v/octopus.mp4',
  durationSeconds: 15,
  width: 720,
  height: 1280,
  sizeBytes: 1_572_864,
};
const render = (overrides = {}) =>
  generationRecord({ kind: 'video', cost: 28, input: {}, output: OUTPUT, ...overrides });
const running = (overrides = {}) =>
  render({ status: 'running', output: null, finishedAt: null, ...overrides });

function server(overrides = {}, available = 50) {
  return wizardServer(
    {
      'kind:videoTitleIdeas': succeeded(
        'videoTitleIdeas',
        { titles: TITLES },
        '77777777-7777-4777-8777-777777777777',
      ),
      'kind:videoScenes': succeeded('videoScenes', { scenes: SCENES }),
      'kind:video': { status: 202, body: running({ status: 'queued', stage: { name: 'queued' } }) },
      [`GET /api/generations/${GENERATION_ID}`]: { body: running() },
      'GET /api/generations/77777777-7777-4777-8777-777777777777': {
        body: generationRecord({ kind: 'videoTitleIdeas', output: { titles: TITLES } }),
      },
      ...overrides,
    },
    available,
  );
}

type User = ReturnType<typeof renderApp>['user'];
const forward = (user: User) => user.click(screen.getByTestId('wizard-forward'));

async function toOptions(user: User) {
  await user.type(await screen.findByLabelText('Video idea'), IDEA);
  await forward(user);
  await screen.findByTestId('wizard-step-title');
  await forward(user);
  await screen.findByTestId('wizard-step-options');
}

describe('Video studio', () => {
  beforeEach(() => {
    videoDraftStore.forgetInMemory();
    localStorage.clear();
    forgetInFlight();
    vi.stubGlobal('EventSource', EventSourceStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    EventSourceStub.reset();
    toast.dismiss();
  });

  it('asks for more than 10 characters, then offers the suggested titles', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-video');
    const idea = await screen.findByLabelText('Video idea');
    await user.type(idea, 'Octopus');
    expect(screen.getByText('Please enter at least 10 characters.')).toBeInTheDocument();
    expect(idea).toHaveAttribute('aria-invalid', 'true');
    await forward(user);
    expect(requests(fetch, 'POST', '/api/generations')).toHaveLength(0);
    await user.type(idea, ' facts, three of them');
    await forward(user);
    const step = await screen.findByTestId('wizard-step-title');
    expect(within(step).getByRole('radio', { name: TITLES[0] })).toBeChecked();
    await user.click(within(step).getByRole('radio', { name: TITLES[1] }));
    expect(screen.getByLabelText('Title (you can change it)')).toHaveValue(TITLES[1]);
    // The raw reply is for administrators only.
    expect(screen.queryByTestId('raw-reply')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title (you can change it)'));
    await forward(user);
    expect(screen.getByText('Please enter a title for the video.')).toBeInTheDocument();
  });

  it('shows administrators the raw reply of the title ideas', async () => {
    server({ 'GET /api/auth/get-session': signedInAs({ isAdmin: true }) });
    const { user } = renderApp('/generate-video');
    await user.type(await screen.findByLabelText('Video idea'), IDEA);
    await forward(user);
    const raw = await screen.findByTestId('raw-reply');
    expect(raw).toHaveTextContent('Raw reply from builtin');
    expect(raw).toHaveTextContent('Eight arms, three hearts');
  });

  it('picks a style with the arrow keys, updates the cost live, and the voice sets the language', async () => {
    server();
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    const carousel = screen.getByTestId('style-carousel');
    expect(within(carousel).getAllByRole('radio')).toHaveLength(5);
    expect(within(carousel).getByRole('radio', { name: 'Photorealistic' })).toBeChecked();
    within(carousel).getByRole('radio', { name: 'Photorealistic' }).focus();
    for (let i = 0; i < 5; i++) await user.keyboard('{ArrowRight}');
    // The sixth style is on the second slide.
    expect(await within(carousel).findByRole('radio', { name: 'Cyberpunk' })).toBeChecked();
    expect(carousel).toHaveTextContent('Slide 2 of 3');

    expect(screen.getByTestId('cost-banner')).toHaveTextContent(
      'Estimated cost: 28 credits (3 scenes × 5 s).',
    );
    await user.click(screen.getByRole('combobox', { name: 'Scenes' }));
    await user.click(await screen.findByRole('option', { name: '4 scenes' }));
    await user.click(screen.getByRole('combobox', { name: 'Image model' }));
    await user.click(await screen.findByRole('option', { name: /Flux Pro/ }));
    // ceil(1.25 × 4 × 5 + 3 × 4) + 3 × 4
    expect(screen.getByTestId('cost-banner')).toHaveTextContent('Estimated cost: 49 credits');
    expect(screen.getByTestId('cost-banner')).toHaveAttribute('data-state', 'enough');

    expect(screen.getByTestId('video-language')).toHaveTextContent('English');
    await user.click(screen.getByRole('combobox', { name: 'Voice' }));
    await user.click(await screen.findByRole('option', { name: 'Alina · Romanian' }));
    expect(screen.getByTestId('video-language')).toHaveTextContent('Romanian');
  }, 40_000);

  it('edits one scene at a time: Cancel discards, Save applies 10 to 500 characters, scenes reorder', async () => {
    server();
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    await forward(user);
    const list = await screen.findByRole('list', { name: 'Scenes' });
    let scenes = within(list).getAllByTestId('video-scene');
    expect(scenes).toHaveLength(3);

    // Cancel discards; Save applies; the texts need 10 to 500 characters.
    await user.click(within(scenes[0]!).getByRole('button', { name: /Edit/ }));
    const narration = within(scenes[0]!).getByLabelText('Narration');
    await user.clear(narration);
    await user.type(narration, 'Short');
    await user.click(within(scenes[0]!).getByTestId('scene-cancel'));
    expect(scenes[0]).toHaveTextContent(SCENES[0]!.voiceOverText);
    await user.click(within(scenes[0]!).getByRole('button', { name: /Edit/ }));
    await user.clear(within(scenes[0]!).getByLabelText('Narration'));
    await user.type(within(scenes[0]!).getByLabelText('Narration'), 'Short');
    await user.click(within(scenes[0]!).getByTestId('scene-save'));
    expect(within(scenes[0]!).getAllByText(/between 10 and 500 characters/).length).toBeGreaterThan(0);
    await user.type(within(scenes[0]!).getByLabelText('Narration'), ': octopuses have three hearts');
    await user.click(within(scenes[0]!).getByTestId('scene-save'));
    expect(scenes[0]).toHaveTextContent('Short: octopuses have three hearts');

    // Reorder: the last scene moves up.
    await user.click(screen.getByRole('button', { name: 'Move scene 3 up' }));
    scenes = within(list).getAllByTestId('video-scene');
    expect(scenes[1]).toHaveTextContent(SCENES[2]!.voiceOverText);
    // At the minimum of 3 scenes none can be removed.
    expect(screen.getByRole('button', { name: 'Remove scene 1' })).toBeDisabled();

    expect(screen.getByTestId('cost-banner')).toHaveTextContent('costs 28 credits');
  });

  it('renders the scenes as edited, with real stages, and shows the video saved in the library', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    await forward(user);
    await screen.findByTestId('wizard-step-scenes');
    await user.click(screen.getByRole('button', { name: 'Move scene 3 up' }));
    await forward(user);
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    const [start] = requests(fetch, 'POST', '/api/generations').filter(
      (b) => (b as { kind: string }).kind === 'video',
    ) as { input: { scenes: { voiceOverText: string }[]; videoTitle: string } }[];
    expect(start!.input.videoTitle).toBe(TITLES[0]);
    expect(start!.input.scenes.map((s) => s.voiceOverText)).toEqual([
      SCENES[0]!.voiceOverText,
      SCENES[2]!.voiceOverText,
      SCENES[1]!.voiceOverText,
    ]);

    act(() =>
      EventSourceStub.last().emit(running({ stage: { name: 'images', current: 2, total: 3 }, percent: 40 })),
    );
    const progress = await screen.findByTestId('generation-progress');
    expect(progress).toHaveTextContent('Making the scene images: 2 of 3');
    expect(progress).toHaveTextContent('40%');
    act(() => EventSourceStub.last().emit(running({ stage: { name: 'encoding' }, percent: 85 })));
    await waitFor(() =>
      expect(screen.getByTestId('generation-progress')).toHaveTextContent('Encoding the video'),
    );

    // The render took 72 s: the finished video says so.
    act(() =>
      EventSourceStub.last().emit(
        render({ startedAt: '2026-11-26T10:00:00.000Z', finishedAt: '2026-11-26T10:01:12.000Z' }),
      ),
    );
    const result = await screen.findByTestId('rendered-video');
    expect(result.querySelector('video')).toHaveAttribute('src', OUTPUT.url);
    expect(screen.getByTestId('rendered-facts')).toHaveTextContent(
      '0:15 · 720×1280 · 1.50 MB · Rendered in 1 min 12 sec',
    );
    expect(screen.getByTestId('paid-length')).toHaveTextContent('0:15 long, as paid for: 3 scenes × 5 s.');
    expect(screen.getByTestId('saved-note')).toHaveTextContent('Saved to your Video Library automatically.');
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator',
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'octopus-secrets.mp4');
  });

  it('shows the length that was paid for: 3 scenes of 10 s are a 30 s video', async () => {
    server({ [`GET /api/generations/${GENERATION_ID}`]: { body: running() } });
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    await user.click(screen.getByRole('combobox', { name: 'Seconds per scene' }));
    await user.click(await screen.findByRole('option', { name: '10 seconds' }));
    // ceil(1.25 × 3 × 10 + 3 × 3): the 47 credits of the issue.
    expect(screen.getByTestId('cost-banner')).toHaveTextContent(
      'Estimated cost: 47 credits (3 scenes × 10 s).',
    );
    await forward(user);
    await screen.findByTestId('wizard-step-scenes');
    await forward(user);
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    act(() => EventSourceStub.last().emit(render({ cost: 47, output: { ...OUTPUT, durationSeconds: 30 } })));
    await screen.findByTestId('rendered-video');
    expect(screen.getByTestId('rendered-facts')).toHaveTextContent('0:30');
    expect(screen.getByTestId('paid-length')).toHaveTextContent('0:30 long, as paid for: 3 scenes × 10 s.');
  });

  it('with too few credits the banner is red and the render cannot start', async () => {
    const fetch = server({}, 10);
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    expect(screen.getByTestId('cost-banner')).toHaveAttribute('data-state', 'short');
    await forward(user);
    await screen.findByTestId('wizard-step-scenes');
    const banner = await screen.findByTestId('cost-banner');
    expect(banner).toHaveAttribute('data-state', 'short');
    expect(banner).toHaveTextContent('You need 18 more credits to render it.');
    expect(screen.getByTestId('wizard-forward')).toBeDisabled();
    expect(
      requests(fetch, 'POST', '/api/generations').filter((b) => (b as { kind: string }).kind === 'video'),
    ).toHaveLength(0);
  });

  it('a failed render says no credits were used and offers Try again', async () => {
    const failed = render({ status: 'failed', output: null, error: { code: 'RENDER_FAILED', message: 'x' } });
    const fetch = server({ [`GET /api/generations/${GENERATION_ID}`]: { body: failed } });
    const { user } = renderApp('/generate-video');
    await toOptions(user);
    await forward(user);
    await screen.findByTestId('wizard-step-scenes');
    await forward(user);
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    act(() => EventSourceStub.last().emit(failed));
    expect(await screen.findByText('The video could not be rendered')).toBeInTheDocument();
    expect(screen.getByText(/No credits were used/)).toBeInTheDocument();
    // Try again waits out the 2 s debounce against duplicate starts.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        requests(fetch, 'POST', '/api/generations').filter((b) => (b as { kind: string }).kind === 'video'),
      ).toHaveLength(2),
    );
  }, 40_000);
});
