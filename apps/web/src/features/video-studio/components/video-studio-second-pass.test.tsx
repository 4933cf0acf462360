import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { videoRequestSchema, type MusicTrack } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { forgetInFlight } from '@/lib/wizard/in-flight';
import { EventSourceStub } from '@/test/event-source-stub';
import { FakeUploadXhr } from '@/test/fake-upload';
import { renderApp } from '@/test/render-app';
import {
  GENERATION_ID,
  generationRecord,
  requests,
  succeeded,
  wizardServer,
} from '@/test/wizard-test-server';
import { videoDraftStore } from '../model/video-draft';

/* The scenes step's timeline and music, and changing scenes of a finished video (a revision). */

const SCENES = [
  { voiceOverText: 'Octopuses have three hearts.', imagePrompt: 'An octopus in blue water' },
  { voiceOverText: 'Their blood is blue, not red.', imagePrompt: 'Close-up of octopus skin' },
  { voiceOverText: 'Each arm can taste what it touches.', imagePrompt: 'Octopus arm touching a shell' },
];
const VIDEO_ID = '44444444-4444-4444-8444-444444444444';
const track = (n: number, overrides: Partial<MusicTrack> = {}): MusicTrack => ({
  id: `0000000${n}-0000-4000-8000-00000000000${n}`,
  title: `Morning tune ${n}`,
  artist: 'Ana Pop',
  licence: 'CC BY 4.0',
  durationSeconds: 95,
  url: `/files/music/${n}.mp3`,
  sizeBytes: 1_000_000,
  owner: 'library',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const running = () =>
  generationRecord({ kind: 'video', status: 'running', output: null, finishedAt: null, input: {} });

function server(overrides = {}, available = 5000) {
  return wizardServer(
    {
      'kind:videoTitleIdeas': succeeded('videoTitleIdeas', { titles: ['Octopus secrets'] }),
      'kind:videoScenes': succeeded('videoScenes', { scenes: SCENES }),
      'kind:video': { status: 202, body: running() },
      'kind:videoRevision': { status: 202, body: { ...running(), kind: 'videoRevision' } },
      [`GET /api/generations/${GENERATION_ID}`]: { body: running() },
      'GET /api/music': { body: { items: [track(1), track(2, { owner: 'mine', licence: '' })] } },
      ...overrides,
    },
    available,
  );
}

type User = ReturnType<typeof renderApp>['user'];
const forward = (user: User) => user.click(screen.getByTestId('wizard-forward'));

async function toScenes(user: User) {
  await user.type(await screen.findByLabelText('Video idea'), 'Three surprising facts about octopuses');
  await forward(user);
  await screen.findByTestId('wizard-step-title');
  await forward(user);
  await screen.findByTestId('wizard-step-options');
  await forward(user);
  return screen.findByTestId('scene-timeline');
}

const blocks = () => screen.getAllByTestId('timeline-block');
const narrations = () =>
  within(screen.getByRole('list', { name: 'Scenes' }))
    .getAllByTestId('video-scene')
    .map((scene) => SCENES.find((s) => scene.textContent?.includes(s.voiceOverText))?.voiceOverText);

describe('Video studio, second pass', () => {
  beforeEach(() => {
    videoDraftStore.forgetInMemory();
    localStorage.clear();
    forgetInFlight();
    FakeUploadXhr.reset();
    vi.stubGlobal('EventSource', EventSourceStub);
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    EventSourceStub.reset();
    toast.dismiss();
  });

  it('moves and resizes scenes on the timeline with the keyboard, announcing each change', async () => {
    server();
    const { user } = renderApp('/generate-video');
    const timeline = await toScenes(user);
    expect(blocks()).toHaveLength(3);
    expect(within(timeline).getByTestId('timeline-total')).toHaveTextContent('3 scenes, 0:15 in all');
    expect(blocks()[0]).toHaveAccessibleName('Scene 1, 5 seconds');
    expect(blocks()[0]).toHaveAccessibleDescription('The narration, about 1.6 s (estimated), fits in 5 s.');

    blocks()[0]!.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByTestId('timeline-announcement')).toHaveTextContent(
      'Scene 1 moved to position 2 of 3.',
    );
    expect(narrations()).toEqual([
      SCENES[1]!.voiceOverText,
      SCENES[0]!.voiceOverText,
      SCENES[2]!.voiceOverText,
    ]);
    // The moved block keeps the focus, so the keys can go on.
    await waitFor(() => expect(blocks()[1]).toHaveFocus());
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(narrations()).toEqual(SCENES.map((s) => s.voiceOverText));

    await user.keyboard('++');
    expect(screen.getByTestId('timeline-announcement')).toHaveTextContent('Scene 1 now lasts 7 seconds.');
    expect(blocks()[0]).toHaveAccessibleName('Scene 1, 7 seconds');
    expect(screen.getByTestId('timeline-total')).toHaveTextContent('0:17 in all');
    expect(screen.getByTestId('cost-banner')).toHaveTextContent(/3 scenes, 0:17/);
    // Down to the minimum of 5 s and no further.
    await user.keyboard('-----');
    expect(blocks()[0]).toHaveAccessibleName('Scene 1, 5 seconds');

    // The transition after scene 1 cycles.
    const transition = within(timeline).getAllByTestId('timeline-transition')[0]!;
    expect(transition).toHaveAccessibleName('Transition after scene 1: Cross-fade. Change it');
    await user.click(transition);
    expect(transition).toHaveAttribute('data-transition', 'fade-black');
    expect(screen.getByTestId('timeline-announcement')).toHaveTextContent(
      'Transition after scene 1: Fade through black.',
    );
  });

  it('moves a scene by dragging it and changes its seconds by dragging its right edge', async () => {
    server();
    const { user } = renderApp('/generate-video');
    await toScenes(user);
    // jsdom lays nothing out: each block is 80 px wide, 100 px apart.
    blocks().forEach((block, index) => {
      block.getBoundingClientRect = () => ({ left: index * 100, width: 80 }) as DOMRect;
    });
    const pointer = (target: Element, type: string, clientX: number) =>
      fireEvent(target, new MouseEvent(type, { bubbles: true, button: 0, clientX }));

    const first = blocks()[0]!;
    pointer(first, 'pointerdown', 40);
    pointer(first, 'pointermove', 240);
    pointer(first, 'pointerup', 240);
    expect(narrations()).toEqual([
      SCENES[1]!.voiceOverText,
      SCENES[0]!.voiceOverText,
      SCENES[2]!.voiceOverText,
    ]);
    expect(screen.getByTestId('timeline-announcement')).toHaveTextContent(
      'Scene 1 moved to position 2 of 3.',
    );

    // 32 px at 16 px a second: 2 seconds longer; far past the end: the 10 s maximum.
    const edge = within(blocks()[2]!).getByTestId('timeline-resize');
    pointer(edge, 'pointerdown', 80);
    pointer(edge, 'pointermove', 112);
    expect(blocks()[2]).toHaveAccessibleName('Scene 3, 7 seconds');
    pointer(edge, 'pointermove', 900);
    pointer(edge, 'pointerup', 900);
    expect(blocks()[2]).toHaveAccessibleName('Scene 3, 10 seconds');
    // The order did not change.
    expect(narrations()[2]).toBe(SCENES[2]!.voiceOverText);
  });

  it('puts a library track under the narration at the chosen volume, sent with the render', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-video');
    await toScenes(user);
    const picker = await screen.findByTestId('music-picker');
    expect(within(picker).getByRole('radio', { name: 'No music' })).toBeChecked();
    await user.click(await within(picker).findByRole('radio', { name: /Morning tune 1/ }));
    expect(within(picker).getByText('1:35 · CC BY 4.0')).toBeInTheDocument();
    const volume = within(picker).getByRole('slider', { name: 'Music volume: 30%' });
    expect(volume).toHaveAccessibleDescription(/lowered automatically while the voice speaks/);
    fireEvent.change(volume, { target: { value: '55' } });
    expect(within(picker).getByRole('slider', { name: 'Music volume: 55%' })).toHaveValue('55');
    // The user's own tracks can be deleted; the library's cannot.
    expect(within(picker).getByRole('button', { name: 'Delete Morning tune 2' })).toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: 'Delete Morning tune 1' })).not.toBeInTheDocument();

    await forward(user);
    await waitFor(() => expect(requests(fetch, 'POST', '/api/generations').length).toBeGreaterThan(2));
    const start = requests(fetch, 'POST', '/api/generations').find(
      (b) => (b as { kind: string }).kind === 'video',
    ) as { input: { music: unknown } };
    expect(start.input.music).toEqual({ trackId: track(1).id, volume: 55 });
  });

  it('explains a refused music upload and keeps the choice as it was', async () => {
    server();
    FakeUploadXhr.reply = () => ({
      status: 422,
      body: { code: 'MEDIA_REFUSED', message: 'refused', details: { reason: 'no_audio' } },
    });
    const { user } = renderApp('/generate-video');
    await toScenes(user);
    const picker = await screen.findByTestId('music-picker');
    await user.click(within(picker).getByRole('button', { name: 'Upload your own track' }));
    await user.click(within(picker).getByRole('button', { name: 'Upload' }));
    expect(within(picker).getByTestId('music-upload-error')).toHaveTextContent(
      'Please enter a title for the track.',
    );
    await user.type(within(picker).getByLabelText('Title'), 'My song');
    await user.type(within(picker).getByLabelText('Licence'), 'Mine');
    await user.upload(
      within(picker).getByLabelText('Audio file'),
      new File(['not music'], 'song.mp3', { type: 'audio/mpeg' }),
    );
    await user.click(within(picker).getByRole('button', { name: 'Upload' }));
    expect(await within(picker).findByTestId('music-upload-error')).toHaveTextContent(
      'This file has no sound in it.',
    );
    expect(FakeUploadXhr.requests).toHaveLength(1);
    expect(FakeUploadXhr.requests[0]!.url).toBe('/api/music/uploads?title=My+song&artist=&licence=Mine');
    expect(within(picker).getByRole('radio', { name: 'No music' })).toBeChecked();
  });

  it('changes scenes of a finished video: only the changed ones are priced, and it starts a videoRevision', async () => {
    const draft = videoRequestSchema.parse({
      videoTitle: 'Octopus secrets',
      prompt: 'Three surprising facts about octopuses',
      scenes: SCENES.map((s, i) => ({ ...s, id: `s${i + 1}` })),
    });
    // 20 credits: enough for one changed scene, not for rendering all three again.
    const fetch = server(
      { [`GET /api/videos/${VIDEO_ID}/draft`]: { body: { videoId: VIDEO_ID, version: 1, draft } } },
      20,
    );
    const { user, router } = renderApp(`/generate-video?revise=${VIDEO_ID}`);
    await screen.findByTestId('scene-timeline');
    expect(screen.getByTestId('revision-note')).toHaveTextContent(
      'Changing scenes of “Octopus secrets” (version 1).',
    );
    // The parameter is dropped: a reload opens the stored draft.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const banner = screen.getByTestId('cost-banner');
    expect(banner).toHaveTextContent('Changes 0 scenes — 0 credits.');
    expect(screen.getByTestId('cost-note')).toHaveTextContent(
      'Reordering scenes, transitions and music cost nothing.',
    );

    // Moving a scene is free; making scene 2 longer changes it.
    blocks()[0]!.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByTestId('cost-banner')).toHaveTextContent('Changes 0 scenes — 0 credits.');
    blocks()[2]!.focus();
    await user.keyboard('+');
    expect(within(blocks()[2]!).getByTestId('changed-badge')).toHaveTextContent('changed');
    expect(screen.getAllByTestId('changed-badge')).toHaveLength(1);
    expect(screen.getByTestId('cost-banner')).toHaveTextContent(/Changes 1 scene — \d+ credits\./);

    await forward(user);
    await waitFor(() =>
      expect(
        requests(fetch, 'POST', '/api/generations').filter(
          (b) => (b as { kind: string }).kind === 'videoRevision',
        ),
      ).toHaveLength(1),
    );
    const [start] = requests(fetch, 'POST', '/api/generations').filter(
      (b) => (b as { kind: string }).kind === 'videoRevision',
    ) as { input: { videoId: string; scenes: { id: string; seconds?: number }[]; music: unknown } }[];
    expect(start!.input.videoId).toBe(VIDEO_ID);
    expect(start!.input.scenes.map((s) => [s.id, s.seconds])).toEqual([
      ['s2', undefined],
      ['s1', undefined],
      ['s3', 6],
    ]);
    expect(start!.input.music).toBeNull();
    expect(
      requests(fetch, 'POST', '/api/generations').some((b) => (b as { kind: string }).kind === 'video'),
    ).toBe(false);
    await screen.findByTestId('wizard-step-result');

    // Rendered: one scene again, the others reused; the draft now revises the new version.
    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    const output = {
      videoId: '55555555-5555-4555-8555-555555555555',
      fileId: '66666666-6666-4666-8666-666666666666',
      url: '/files/v/octopus-v2.mp4',
      durationSeconds: 16,
      width: 720,
      height: 1280,
      sizeBytes: 1_000_000,
      scenesRendered: 1,
    };
    act(() =>
      EventSourceStub.last().emit(generationRecord({ kind: 'videoRevision', cost: 12, input: {}, output })),
    );
    expect(await screen.findByTestId('scenes-rendered')).toHaveTextContent(
      '1 of 3 scenes was rendered again; the others were reused.',
    );
    expect(screen.getByTestId('cost-banner')).toHaveTextContent('This version costs 12 credits');
    expect(videoDraftStore.get('u1').revision).toMatchObject({ videoId: output.videoId, version: 2 });
  });

  it('keeps the options of a revised video read-only', async () => {
    const draft = videoRequestSchema.parse({
      videoTitle: 'Octopus secrets',
      scenes: SCENES.map((s, i) => ({ ...s, id: `s${i + 1}` })),
    });
    server({ [`GET /api/videos/${VIDEO_ID}/draft`]: { body: { videoId: VIDEO_ID, version: 2, draft } } });
    const { user } = renderApp(`/generate-video?revise=${VIDEO_ID}`);
    await screen.findByTestId('scene-timeline');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('revision-locked')).toHaveTextContent(
      'A new version keeps the video’s idea, title and options.',
    );
    expect(screen.getByTestId('wizard-step-options').querySelector('fieldset:disabled')).not.toBeNull();
    await forward(user);
    expect(await screen.findByTestId('scene-timeline')).toBeInTheDocument();
  });
});
