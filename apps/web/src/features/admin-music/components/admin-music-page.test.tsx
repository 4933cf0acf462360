import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MusicTrack } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { FakeUploadXhr } from '@/test/fake-upload';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/* Back office → Music library: the tracks offered to everyone, uploaded and deleted by administrators. */

const TRACK: MusicTrack = {
  id: '00000001-0000-4000-8000-000000000001',
  title: 'Sunrise',
  artist: 'Ana Pop',
  licence: 'CC BY 4.0',
  durationSeconds: 125,
  url: '/files/music/sunrise.mp3',
  sizeBytes: 2_097_152,
  owner: 'library',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function adminServer(list: MockHandler, routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
    'GET /api/admin/music': list,
    ...routes,
  });
}

describe('Back office music library', () => {
  beforeEach(() => {
    FakeUploadXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('is in the back office navigation and says when there are no tracks', async () => {
    adminServer({ body: { items: [] } });
    renderApp('/backend/music');
    expect(await screen.findByRole('heading', { level: 1, name: 'Music library' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Music library' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('admin-music-empty')).toHaveTextContent('No tracks yet');
  });

  it('uploads a track with its licence and lists it', async () => {
    let items: MusicTrack[] = [];
    adminServer(() => ({ body: { items } }));
    FakeUploadXhr.reply = () => {
      items = [TRACK];
      return { status: 201, body: TRACK };
    };
    const { user } = renderApp('/backend/music');
    const form = await screen.findByTestId('music-upload');
    await user.type(within(form).getByLabelText('Title'), 'Sunrise');
    await user.type(within(form).getByLabelText('Artist'), 'Ana Pop');
    await user.type(within(form).getByLabelText('Licence'), 'CC BY 4.0');
    await user.upload(
      within(form).getByLabelText('Audio file'),
      new File(['ID3'], 'sunrise.mp3', { type: 'audio/mpeg' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const list = await screen.findByTestId('admin-music-list');
    expect(FakeUploadXhr.requests[0]!.url).toBe(
      '/api/admin/music/uploads?title=Sunrise&artist=Ana+Pop&licence=CC+BY+4.0',
    );
    const item = within(list).getByTestId('admin-music-track');
    expect(item).toHaveTextContent('Sunrise — Ana Pop');
    expect(item).toHaveTextContent('2:05 · 2.00 MB · CC BY 4.0');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('explains a refused upload', async () => {
    adminServer({ body: { items: [] } });
    FakeUploadXhr.reply = () => ({
      status: 422,
      body: { code: 'MEDIA_REFUSED', message: 'refused', details: { reason: 'unsupported' } },
    });
    const { user } = renderApp('/backend/music');
    const form = await screen.findByTestId('music-upload');
    await user.type(within(form).getByLabelText('Title'), 'Notes');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByTestId('music-upload-error')).toHaveTextContent('Please choose an audio file.');
    await user.upload(
      within(form).getByLabelText('Audio file'),
      new File(['hello'], 'notes.mp3', { type: 'audio/mpeg' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByTestId('music-upload-error')).toHaveTextContent(
      'This file is not a supported picture, clip or track.',
    );
  });

  it('deletes a track after asking', async () => {
    let items = [TRACK];
    const fetch = adminServer(() => ({ body: { items } }), {
      [`DELETE /api/admin/music/${TRACK.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/backend/music');
    const item = await screen.findByTestId('admin-music-track');
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Sunrise” is removed from the music library.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('admin-music-empty')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url).includes(TRACK.id) && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });
});
