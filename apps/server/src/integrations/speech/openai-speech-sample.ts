import type { UrlGuard } from '../../lib/url-guard.js';
import { GenerationError } from '../generation/errors.js';
import { postBytes } from './post-bytes.js';
import { decodeWav, durationMs, encodeWav } from './wav.js';

/*
 * One sentence from an OpenAI-compatible speech server (`POST /audio/speech`), for the
 * settings page to play: the admin hears the model and voice they typed before saving them.
 * Asked for as WAV, the format the speech engine reads, and written again as plain mono
 * 16-bit WAV, which every browser plays whatever chunks or streaming sizes the server wrote.
 */

export const SPEECH_SAMPLE_TEXT = 'Hello from Forja. This is how your narration will sound.';
/** What the engine picks for a female studio voice when no voice is set (OpenAI's names; Kokoro maps them). */
export const SPEECH_SAMPLE_DEFAULT_VOICE = 'nova';

const SAMPLE_TIMEOUT_MS = 60_000;
const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;

export interface SpeechSampleRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  voice: string;
  guard: UrlGuard;
}

export async function speakSample(req: SpeechSampleRequest): Promise<{ wav: Buffer; durationMs: number }> {
  const { body } = await postBytes({
    url: `${req.baseUrl.replace(/\/+$/, '')}/audio/speech`,
    headers: {
      'content-type': 'application/json',
      accept: 'audio/wav',
      ...(req.apiKey ? { authorization: `Bearer ${req.apiKey}` } : {}),
    },
    body: Buffer.from(
      JSON.stringify({
        model: req.model,
        input: SPEECH_SAMPLE_TEXT,
        voice: req.voice || SPEECH_SAMPLE_DEFAULT_VOICE,
        response_format: 'wav',
      }),
    ),
    timeoutMs: SAMPLE_TIMEOUT_MS,
    guard: req.guard,
    maxBytes: SAMPLE_MAX_BYTES,
  });
  let audio;
  try {
    audio = decodeWav(body);
  } catch (error) {
    // A page or an error text sent as a 200 is worth showing; other audio formats are not.
    const start = body.toString('latin1', 0, 300);
    throw new GenerationError('SPEECH_FAILED', {
      message: 'The speech service did not answer with WAV audio.',
      details: {
        reason: error instanceof Error ? error.message : 'bad audio',
        ...(/^[\t\n\r\x20-\x7e]+$/.test(start) ? { body: start } : {}),
      },
    });
  }
  if (audio.samples.length === 0)
    throw new GenerationError('EMPTY_RESPONSE', { details: { reason: 'no audio samples' } });
  return { wav: encodeWav(audio), durationMs: durationMs(audio) };
}
