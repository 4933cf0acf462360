import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MediaItem, SavedImage } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { defaultVideoOptions, type DraftScene } from '../../model/video-draft';
import { withIds } from '../../model/video-scenes';
import { SceneCard } from '../scene-card';

/*
 * The scene card's picture picker and settings, through what a user does: each change lands in
 * the draft scene the step keeps (onSave), so a reload keeps it.
 */

const ITEM: MediaItem = {
  id: '11111111-1111-4111-8111-111111111111',
  origin: 'upload',
  type: 'video',
  name: 'beach.mp4',
  url: '/api/files/beach.mp4',
  posterUrl: '/api/files/beach.jpg',
  contentType: 'video/mp4',
  width: 1080,
  height: 1920,
  durationSeconds: 12,
  sizeBytes: 1_000_000,
  credit: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const baseScene = (over: Partial<DraftScene> = {}): DraftScene => ({
  ...withIds([
    {
      imagePrompt: 'A red fox walking in fresh snow at dawn',
      voiceOverText: 'The fox crosses the field.',
      keywords: ['fox'],
    },
  ])[0]!,
  id: 's1',
  ...over,
});

function renderCard(initial: DraftScene, routes: Record<string, MockHandler> = {}, total = 3) {
  mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/media': { body: { items: [], nextCursor: null } },
    ...routes,
  });
  const saved: DraftScene[] = [];
  function Harness() {
    const [scene, setScene] = useState(initial);
    return (
      <ol>
        <SceneCard
          scene={scene}
          number={1}
          total={total}
          options={defaultVideoOptions()}
          editing={false}
          locked={false}
          canRemove
          showErrors={false}
          onEdit={() => {}}
          onSave={(next) => {
            saved.push(next);
            setScene(next);
          }}
          onCancel={() => {}}
          onRemove={() => {}}
          onMove={() => {}}
        />
      </ol>
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), last: () => saved.at(-1) };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, tab?: string) {
  await user.click(screen.getByRole('button', { name: /Change picture/ }));
  const picker = await screen.findByRole('dialog', { name: 'Picture of scene 1' });
  if (tab) await user.click(within(picker).getByRole('tab', { name: tab }));
  return picker;
}

/** The browser's upload request, answered by the test (fetch cannot report upload progress). */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  url = '';
  body: unknown = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.last = null;
});

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  await user.upload(document.querySelector<HTMLInputElement>('#scene-media-file')!, file);
  await waitFor(() => expect(FakeUpload.last).not.toBeNull());
  return FakeUpload.last!;
}

describe('Scene picture picker', () => {
  it('uploads a clip with progress and uses it for the scene', async () => {
    const { user, last } = renderCard(baseScene());
    await openPicker(user, 'Upload');
    expect(
      screen.getByText(/up to 20 MB; MP4, MOV or WebM clips up to 200 MB and 5 minutes/),
    ).toBeInTheDocument();
    const request = await chooseFile(user, new File(['bytes'], 'beach.mp4', { type: 'video/mp4' }));
    expect(request.url).toBe('/api/media/uploads?name=beach.mp4');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    expect(await screen.findByText('Uploading beach.mp4… 50%')).toBeInTheDocument();
    request.respond(201, ITEM);
    await waitFor(() =>
      expect(last()?.media).toEqual({ kind: 'media', mediaId: ITEM.id, startSeconds: 0, fit: 'loop' }),
    );
    expect(last()?.mediaPreview).toMatchObject({
      posterUrl: ITEM.posterUrl,
      type: 'video',
      durationSeconds: 12,
    });
    // The clip's options appear, and the card shows the clip with its length.
    expect(screen.getByTestId('clip-options')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('scene-visual')).toHaveTextContent('Clip 0:12');
  });

  it('says in words why the server refused a file, and keeps the scene as it was', async () => {
    const { user, last } = renderCard(baseScene());
    await openPicker(user, 'Upload');
    const request = await chooseFile(user, new File(['x'], 'anim.webp', { type: 'image/webp' }));
    request.respond(422, { code: 'MEDIA_REFUSED', message: 'x', details: { reason: 'animated' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('anim.webp was not added.');
    expect(alert).toHaveTextContent(/animated/i);
    expect(last()).toBeUndefined();
  });

  it('cancels an upload on request, changing nothing', async () => {
    const { user, last } = renderCard(baseScene());
    await openPicker(user, 'Upload');
    await chooseFile(user, new File(['bytes'], 'long.mov', { type: 'video/quicktime' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(last()).toBeUndefined();
  });

  it('says an administrator sets the stock key when the provider is not configured', async () => {
    const search = vi.fn(() => ({ body: { configured: false, results: [], hasMore: false } }));
    const { user } = renderCard(baseScene(), { 'GET /api/media/stock/search': search });
    await openPicker(user, 'Stock');
    expect(await screen.findByTestId('stock-not-configured')).toHaveTextContent(
      'Pexels is not set up. An administrator sets its key in Generation settings.',
    );
    // An ordinary user gets no link to a page they cannot open.
    expect(screen.queryByRole('link', { name: 'Open Generation settings' })).not.toBeInTheDocument();
    const url = new URL((search.mock.calls[0] as unknown as [{ url: string }])[0].url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      provider: 'pexels',
      type: 'video',
      query: 'fox',
      orientation: 'portrait',
    });
  });

  it('searches stock by the scene’s words (edited into the draft) and picks a result with its credit', async () => {
    const credit = {
      provider: 'pexels',
      author: 'Ana Pop',
      authorUrl: null,
      sourceUrl: 'https://pexels.example/1',
    };
    let picked: unknown = null;
    const { user, last } = renderCard(baseScene(), {
      'GET /api/media/stock/search': {
        body: {
          configured: true,
          hasMore: false,
          results: [
            {
              provider: 'pexels',
              id: '77',
              type: 'video',
              thumbnailUrl: '/api/media/stock/thumb/77',
              width: 1080,
              height: 1920,
              durationSeconds: 9,
              credit,
            },
          ],
        },
      },
      'POST /api/media/stock/pick': ({ body }) => {
        picked = body;
        return { status: 201, body: { ...ITEM, origin: 'stock', durationSeconds: 9, credit } };
      },
    });
    const picker = await openPicker(user, 'Stock');
    await user.type(screen.getByLabelText('Search words'), 'snow{Enter}');
    expect(last()?.keywords).toEqual(['fox', 'snow']);
    await user.click(await screen.findByRole('button', { name: 'Use this item by Ana Pop' }));
    await waitFor(() => expect(last()?.media.kind).toBe('media'));
    expect(picked).toEqual({ provider: 'pexels', type: 'video', id: '77' });
    expect(last()?.mediaPreview?.credit).toBe('Video by Ana Pop on Pexels');
    expect(last()?.keywords).toEqual(['fox', 'snow']);
    expect(within(picker).getByTestId('scene-credit')).toHaveTextContent('Video by Ana Pop on Pexels');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('scene-credit')).toHaveTextContent('Video by Ana Pop on Pexels');
  });

  it('uses an image of the images archive', async () => {
    const image: SavedImage = {
      id: '22222222-2222-4222-8222-222222222222',
      fileId: '33333333-3333-4333-8333-333333333333',
      url: '/api/files/fox.png',
      prompt: 'A fox portrait',
      style: 'photorealistic',
      resolution: 'squared',
      mood: '',
      generationId: null,
      demo: false,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    const { user, last } = renderCard(baseScene(), {
      'GET /api/images': { body: { items: [image], nextCursor: null } },
    });
    await openPicker(user, 'My images');
    await user.click(await screen.findByRole('button', { name: 'Use A fox portrait' }));
    expect(last()?.media).toEqual({ kind: 'archive', imageId: image.id });
    expect(last()?.mediaPreview).toMatchObject({ url: image.url, type: 'image' });
  });

  it('sets a clip’s start and what happens when it is shorter than the scene', async () => {
    const { user, last } = renderCard(
      baseScene({
        media: { kind: 'media', mediaId: ITEM.id, startSeconds: 0, fit: 'loop' },
        mediaPreview: {
          url: ITEM.url,
          posterUrl: ITEM.posterUrl,
          name: ITEM.name,
          type: 'video',
          durationSeconds: 12,
          credit: null,
        },
      }),
    );
    await openPicker(user);
    const start = screen.getByLabelText('Start at (seconds)');
    await user.clear(start);
    await user.type(start, '4');
    expect(last()?.media).toMatchObject({ startSeconds: 4, fit: 'loop' });
    await user.click(screen.getByRole('radio', { name: 'Hold the last frame' }));
    expect(last()?.media).toEqual({ kind: 'media', mediaId: ITEM.id, startSeconds: 4, fit: 'hold' });
    // A start past the clip's end is brought back inside it.
    await user.clear(start);
    await user.type(start, '40');
    expect(last()?.media).toMatchObject({ startSeconds: 11 });
  });
});

describe('Scene settings', () => {
  it('sets the scene’s seconds, voice and transition, and shows its price', async () => {
    const { user, last } = renderCard(baseScene());
    // Default: the video's 5 seconds, generated picture with the classic model: 1.25 × 5 + 3.
    expect(screen.getByTestId('scene-credits')).toHaveTextContent('This scene: 9.25 credits');
    await user.selectOptions(screen.getByLabelText('Length'), '8');
    expect(last()?.seconds).toBe(8);
    expect(screen.getByTestId('scene-credits')).toHaveTextContent('This scene: 13 credits');
    await user.selectOptions(screen.getByLabelText('Voice'), 'ro-RO-AlinaNeural');
    expect(last()?.voice).toBe('ro-RO-AlinaNeural');
    await user.selectOptions(screen.getByLabelText('Transition to the next scene'), 'slide-up');
    expect(last()?.transition).toBe('slide-up');
    await user.selectOptions(screen.getByLabelText('Length'), '');
    expect(last()?.seconds).toBeUndefined();
  });

  it('has no transition on the last scene', () => {
    renderCard(baseScene(), {}, 1);
    expect(screen.getByLabelText('Voice')).toBeInTheDocument();
    expect(screen.queryByLabelText('Transition to the next scene')).not.toBeInTheDocument();
  });
});
