import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { VoiceOverOutput } from '@forja/contracts';
import { i18n } from '@/lib/i18n';
import { EventSourceStub } from '@/test/event-source-stub';
import { renderApp } from '@/test/render-app';
import { GENERATION_ID, generationRecord, USER_ID, wizardServer } from '@/test/wizard-test-server';
import { voiceOverDraftStore } from '../model/voice-over-draft';

/* The voice-over studio's last step: what it says about the audio and how its downloads are named. */

const TEXT = 'Munții noștri sunt frumoși vara.\nȚara are munți înalți.';
const OUTPUT: VoiceOverOutput = {
  engine: 'espeak-ng',
  durationMs: 2500,
  sentences: 2,
  words: [
    { text: 'Munții', startMs: 0, endMs: 400 },
    { text: 'noștri', startMs: 400, endMs: 900 },
  ],
  wav: { fileId: '88888888-8888-4888-8888-888888888888', url: '/files/vo/a.wav' },
  mp3: { fileId: '99999999-9999-4999-8999-999999999999', url: '/files/vo/a.mp3' },
};

function showResult(title = '') {
  voiceOverDraftStore.update(USER_ID, {
    step: 4,
    text: TEXT,
    voice: 'ro-RO-EmilNeural',
    title,
    generationId: GENERATION_ID,
  });
  wizardServer({
    [`GET /api/generations/${GENERATION_ID}`]: {
      body: generationRecord({ kind: 'voiceOver', cost: 1, input: { text: TEXT }, output: OUTPUT }),
    },
    'GET /files/vo/a.wav': { status: 404 },
  });
  return renderApp('/generate-audio');
}

const downloadName = (format: string) => screen.getByTestId(`download-${format}`).getAttribute('download');

describe('Voice-over result', () => {
  beforeEach(() => {
    voiceOverDraftStore.forgetInMemory();
    vi.stubGlobal('EventSource', EventSourceStub);
    // jsdom has no object URLs; the subtitles are offered as one.
    URL.createObjectURL = () => 'blob:subtitles';
  });
  afterEach(() => {
    EventSourceStub.reset();
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
  });

  it('names every download after the voice-over, from its first words while it has no title', async () => {
    const { user } = showResult();
    await screen.findByTestId('voice-over-player');
    expect(['mp3', 'wav', 'srt', 'vtt'].map(downloadName)).toEqual([
      'muntii-nostri-sunt-frumosi-vara-tara-are-munti-inalti.mp3',
      'muntii-nostri-sunt-frumosi-vara-tara-are-munti-inalti.wav',
      'muntii-nostri-sunt-frumosi-vara-tara-are-munti-inalti.srt',
      'muntii-nostri-sunt-frumosi-vara-tara-are-munti-inalti.vtt',
    ]);
    // A title, once typed, names them as the archive will.
    await user.type(screen.getByLabelText('Title in the archive'), 'Vara în Carpați');
    expect(downloadName('mp3')).toBe('vara-in-carpati.mp3');
    expect(downloadName('srt')).toBe('vara-in-carpati.srt');
  });

  it('writes the length with the reader decimal separator', async () => {
    await act(() => i18n.changeLanguage('ro'));
    showResult();
    await screen.findByTestId('voice-over-player');
    expect(screen.getByText(/^2,5 s · 2 /)).toBeInTheDocument();
    expect(screen.queryByText(/2\.5 s/)).not.toBeInTheDocument();
  });
});
