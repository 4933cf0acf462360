import { z } from 'zod';
import { VOICE_TRAITS, type Voice } from '@forja/contracts';
import type { UrlGuard } from '../../lib/url-guard.js';
import { GenerationError } from '../generation/errors.js';
import type { TimedAudio } from './audio-join.js';
import { estimateWordTimings } from './estimated-word-timings.js';
import { multipartBody, postBytes } from './post-bytes.js';
import type { SpeechEngine, SpeechRequest, SpeechResult, SpeechVoice, SpeechWord } from './speech-engine.js';
import { synthesizeInParts, type PartRequest } from './synthesize-in-parts.js';
import { decodeWav, encodeWav, type PcmAudio } from './wav.js';

/*
 * Any OpenAI-compatible speech server: `POST /audio/speech` speaks a sentence as WAV, and the
 * same server's `POST /audio/transcriptions` (verbose_json, word timestamps) says when each
 * word is heard in that audio, so timings are measured by the server, not estimated.
 * The API has no pitch: a pitch asked for is not applied.
 *
 * Servers that only speak (Kokoro-FastAPI, openedai-speech) have no transcriptions: a 404, 405
 * or 501 there, or a reply without word timings, makes the engine estimate each sentence's
 * word timings from its audio instead (estimated-word-timings.ts), and it does not ask that
 * server again while it lives (one generation). Any other failure of the server is an error.
 *
 * `input` is plain text (markup removed before, plain-speech-text.ts). The server's synthesis
 * cannot be stopped half-way, so the cap holds this way: a reply is at most MAX_AUDIO_BYTES,
 * its audio is cut to the room left before it is transcribed, and no further sentence is
 * asked for once the cap is reached (synthesize-in-parts.ts).
 */

export interface OpenAiSpeechSettings {
  baseUrl: string;
  apiKey: string;
  /** Speech model, e.g. 'tts-1' or 'kokoro'. */
  model: string;
  /** The voice for every product voice when set; else each product voice's gender picks one. */
  voice: string;
  /** The transcription model that gives word timestamps, e.g. 'whisper-1'. */
  transcriptionModel: string;
  guard: UrlGuard;
}

/** The voices of OpenAI's speech API; other servers accept their own names through `voice`. */
const OPENAI_VOICES: { id: string; gender: 'male' | 'female' }[] = [
  { id: 'alloy', gender: 'female' },
  { id: 'echo', gender: 'male' },
  { id: 'fable', gender: 'male' },
  { id: 'onyx', gender: 'male' },
  { id: 'nova', gender: 'female' },
  { id: 'shimmer', gender: 'female' },
];

const SPEECH_TIMEOUT_MS = 90_000;
const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

const transcriptionSchema = z.object({
  text: z.string().optional(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
});

/** The answers of a server that has no transcription endpoint. */
const NO_ENDPOINT_STATUSES = new Set([404, 405, 501]);

/** The audio cut to at most `maxMs`. */
function fitTo(audio: PcmAudio, maxMs: number): PcmAudio {
  const max = Math.max(0, Math.floor((maxMs / 1000) * audio.sampleRate));
  return audio.samples.length > max ? { ...audio, samples: audio.samples.subarray(0, max) } : audio;
}

export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai-compatible';
  /** Set once the server showed it cannot time words: it is not asked again. */
  private noTranscriptions = false;

  constructor(private readonly settings: OpenAiSpeechSettings) {}

  voices(): Promise<SpeechVoice[]> {
    // The API speaks every language with each voice; they are listed under 'multi'.
    const ids = new Set([
      ...(this.settings.voice ? [this.settings.voice] : []),
      ...OPENAI_VOICES.map((v) => v.id),
    ]);
    return Promise.resolve(
      [...ids].map((id) => {
        const gender = OPENAI_VOICES.find((v) => v.id === id)?.gender;
        return { id, label: id, language: 'multi', ...(gender ? { gender } : {}) };
      }),
    );
  }

  resolveVoice(voice: string): string {
    const traits = VOICE_TRAITS[voice as Voice] as (typeof VOICE_TRAITS)[Voice] | undefined;
    if (!traits) return voice;
    if (this.settings.voice) return this.settings.voice;
    return traits.gender === 'female' ? 'nova' : 'onyx';
  }

  async synthesize(request: SpeechRequest): Promise<SpeechResult> {
    const voice = this.resolveVoice(request.voice);
    const timing = { estimated: false };
    const result = await synthesizeInParts({ ...request, voice }, (part) => this.speakPart(part, timing), {
      pauseMs: 150,
    });
    return timing.estimated ? { ...result, timedByEstimate: true } : result;
  }

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private authHeaders(): Record<string, string> {
    return this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {};
  }

  private async speakPart(part: PartRequest, timing: { estimated: boolean }): Promise<TimedAudio> {
    const { body } = await postBytes({
      url: this.url('/audio/speech'),
      headers: { 'content-type': 'application/json', accept: 'audio/wav', ...this.authHeaders() },
      body: Buffer.from(
        JSON.stringify({
          model: this.settings.model,
          input: part.text,
          voice: part.voice,
          response_format: 'wav',
          speed: Math.min(4, Math.max(0.25, part.speed)),
        }),
      ),
      timeoutMs: SPEECH_TIMEOUT_MS,
      signal: part.signal,
      guard: this.settings.guard,
      maxBytes: MAX_AUDIO_BYTES,
    });
    let spoken;
    try {
      spoken = decodeWav(body);
    } catch (error) {
      throw new GenerationError('PROVIDER_ERROR', {
        message: 'The speech service did not answer with WAV audio.',
        details: { reason: error instanceof Error ? error.message : 'bad audio' },
      });
    }
    const audio = fitTo(spoken, part.maxMs);
    const measured = this.noTranscriptions ? null : await this.transcribe(encodeWav(audio), part.signal);
    if (measured) return { ...audio, words: measured };
    // Estimated on the whole sentence: the joiner drops the words a cut leaves unheard.
    timing.estimated = true;
    return { ...audio, words: estimateWordTimings(part.text, spoken) };
  }

  /**
   * Word timings of the audio, from the server's transcription with word timestamps; null when
   * the server gives none (no endpoint, or a reply without word timings).
   */
  private async transcribe(wav: Buffer, signal: AbortSignal | undefined): Promise<SpeechWord[] | null> {
    const form = multipartBody(
      [
        ['model', this.settings.transcriptionModel || 'whisper-1'],
        ['response_format', 'verbose_json'],
        ['timestamp_granularities[]', 'word'],
      ],
      { field: 'file', filename: 'speech.wav', contentType: 'audio/wav', data: wav },
    );
    let body;
    try {
      ({ body } = await postBytes({
        url: this.url('/audio/transcriptions'),
        headers: { 'content-type': form.contentType, accept: 'application/json', ...this.authHeaders() },
        body: form.body,
        timeoutMs: SPEECH_TIMEOUT_MS,
        signal,
        guard: this.settings.guard,
        maxBytes: 5 * 1024 * 1024,
      }));
    } catch (error) {
      const status = error instanceof GenerationError ? error.details?.status : undefined;
      if (typeof status !== 'number' || !NO_ENDPOINT_STATUSES.has(status)) throw error;
      this.noTranscriptions = true;
      return null;
    }
    let parsed;
    try {
      parsed = transcriptionSchema.parse(JSON.parse(body.toString('utf8')));
    } catch {
      throw new GenerationError('INVALID_JSON', {
        message: 'The transcription reply has no word timestamps.',
        details: { body: body.toString('utf8').slice(0, 300) },
      });
    }
    // No word list, or an empty one for audio in which words were heard: this server does not
    // time words (an empty list for a sentence it heard nothing in is this sentence only).
    if (!parsed.words || (parsed.words.length === 0 && parsed.text?.trim())) {
      this.noTranscriptions = true;
      return null;
    }
    if (parsed.words.length === 0) return null;
    return parsed.words
      .map((w) => ({
        text: w.word.trim(),
        startMs: Math.round(w.start * 1000),
        endMs: Math.round(w.end * 1000),
      }))
      .filter((w) => w.text !== '');
  }
}
