import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SavedImage, SavedVideoScript, SavedVoiceOver, VideoRecord } from '@forja/contracts';
import { SavedImageCard } from '@/features/images-archive/components/saved-image-card';
import { VideoScriptCard } from '@/features/video-scripts-archive/components/video-script-card';
import { VideoCard } from '@/features/videos-archive/components/video-card';
import { VoiceOverCard } from '@/features/voice-overs-archive/components/voice-over-card';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';

/*
 * The dashboard's archive cards and the Video Library label what the offline demo generator
 * made (the server's `demo` flag), long after it was made; a model's work carries no label.
 * (The articles archive has its own test: features/articles-archive/components/demo-notice.test.tsx.)
 */

const CREATED = '2026-01-02T10:00:00.000Z';
const image = (demo: boolean): SavedImage => ({
  id: '00000001-0000-4000-8000-000000000000',
  fileId: null,
  url: null,
  prompt: 'A lighthouse at dusk',
  style: 'realistic',
  resolution: '1024x1024',
  mood: 'neutral',
  generationId: null,
  demo,
  createdAt: CREATED,
});
const script = (demo: boolean): SavedVideoScript => ({
  id: '00000002-0000-4000-8000-000000000000',
  idea: 'How bees talk by dancing',
  title: 'The waggle dance',
  script: {
    title: 'The waggle dance',
    hook: 'Bees have a language.',
    introduction: 'Meet the forager.',
    main_content: ['The hive'],
    call_to_action: 'Subscribe',
    estimated_duration: '60 seconds',
    hashtags: ['#bees'],
    visual_notes: ['Macro shots'],
  },
  options: {
    type: 'explainer',
    audience: '',
    keyMessages: '',
    length: '60s',
    tone: 'professional',
    referenceUrl: '',
    visualTheme: '',
  },
  generationId: null,
  demo,
  createdAt: CREATED,
});
const video = (demo: boolean): VideoRecord => ({
  id: '00000003-0000-4000-8000-000000000000',
  title: 'Octopus facts',
  prompt: 'Three facts about octopuses',
  status: 'completed',
  source: 'local',
  fileSource: 'storage',
  url: '/files/3/video.mp4',
  posterUrl: null,
  generationId: null,
  demo,
  projectId: null,
  duration: 15,
  resolution: '720x1280',
  fileSize: 1000,
  scenesCount: 3,
  createdAt: CREATED,
  completedAt: CREATED,
  expiresAt: null,
  error: null,
  version: 1,
  parentVideoId: null,
  revisable: true,
  credits: [],
});
const voiceOver = (demo: boolean): SavedVoiceOver => ({
  id: '00000004-0000-4000-8000-000000000000',
  title: 'Our mountains',
  text: 'The mountains are tall.',
  voice: 'en-US-JennyNeural',
  speed: 1,
  pitch: 0,
  engine: 'espeak-ng (WebAssembly)',
  durationMs: 2000,
  mp3Url: null,
  wavUrl: null,
  generationId: null,
  demo,
  createdAt: CREATED,
});

const CARDS: [string, (demo: boolean) => ReactNode, string][] = [
  ['a saved image', (demo) => <SavedImageCard image={image(demo)} />, 'Made by the offline demo generator'],
  [
    'a saved video script',
    (demo) => <VideoScriptCard script={script(demo)} expanded={false} onToggle={() => {}} />,
    'Made by the offline demo generator',
  ],
  ['a Video Library item', (demo) => <VideoCard video={video(demo)} />, 'Made by the offline demo generator'],
  [
    'a saved voice-over',
    (demo) => <VoiceOverCard voiceOver={voiceOver(demo)} />,
    'Spoken by the offline speech synthesizer',
  ],
];

function renderCard(card: ReactNode, isAdmin = false) {
  mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin }) });
  const router = createMemoryRouter([{ path: '/', element: <div data-testid="card">{card}</div> }]);
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('archive cards and the Video Library label the offline demo generator', () => {
  it.each(CARDS)('%s made by it says so, with a link for administrators', async (_name, card, text) => {
    renderCard(card(true), true);
    const notice = within(screen.getByTestId('card')).getByTestId('demo-generator-notice');
    expect(notice).toHaveTextContent(text);
    expect(await within(notice).findByRole('link', { name: 'Connect a model' })).toHaveAttribute(
      'href',
      '/backend/settings',
    );
  });

  it.each(CARDS)('%s made by a model carries no label', (_name, card) => {
    renderCard(card(false));
    expect(screen.queryByTestId('demo-generator-notice')).not.toBeInTheDocument();
  });
});
