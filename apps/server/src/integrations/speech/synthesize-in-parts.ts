import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { speechMaxSeconds } from '@forja/contracts';
import { AudioJoiner, type TimedAudio } from './audio-join.js';
import { plainSpeechText } from './plain-speech-text.js';
import { splitSentences } from './sentence-split.js';
import type { SpeechRequest, SpeechResult } from './speech-engine.js';
import { pcmBytes, wavHeader } from './wav.js';

/*
 * What every engine shares: the text made plain (plain-speech-text.ts), spoken sentence by
 * sentence (progress, bounded calls), the parts joined without clicks and written to one WAV
 * as they come (memory holds one sentence's audio, whatever the text's length). An engine
 * only says how to speak one sentence.
 *
 * The audio is bounded while it is made: the cap is the tighter of the caller's `maxSeconds`
 * and the text's own (speechMaxSeconds: its length at the slowest speaking rate allowed).
 * Each sentence is asked for at most the room left (`maxMs`; espeak-ng stops there), a part
 * that still runs over is cut, and no sentence is spoken once the cap is reached.
 */

export interface PartRequest {
  text: string;
  voice: string;
  speed: number;
  pitch: number;
  /** The most audio this part may have: the engine stops speaking there (or its audio is cut). */
  maxMs: number;
  signal?: AbortSignal | undefined;
}

export type SpeakPart = (part: PartRequest) => Promise<TimedAudio>;

export class NothingToSpeakError extends Error {
  constructor() {
    super('The text has no words to speak.');
  }
}

/** The cap of a request, in ms: the caller's, never looser than the text's own. */
export function speechCapMs(request: Pick<SpeechRequest, 'maxSeconds' | 'speed'>, plainText: string): number {
  const own = speechMaxSeconds(plainText, request.speed ?? 1);
  return Math.max(0, Math.min(own, request.maxSeconds ?? own)) * 1000;
}

export async function synthesizeInParts(
  request: SpeechRequest,
  speakPart: SpeakPart,
  options: { pauseMs: number },
): Promise<SpeechResult> {
  const text = plainSpeechText(request.text);
  const sentences = splitSentences(text);
  if (sentences.length === 0) throw new NothingToSpeakError();
  await mkdir(request.outDir, { recursive: true });
  const wavPath = path.join(request.outDir, 'speech.wav');
  const file = await open(wavPath, 'w');
  try {
    // The header is written again at the end, when the length is known.
    let position = 44;
    await file.write(wavHeader(0, 0), 0, 44, 0);
    const joiner = new AudioJoiner(
      async (samples) => {
        const bytes = pcmBytes(samples);
        await file.write(bytes, 0, bytes.length, position);
        position += bytes.length;
      },
      { pauseMs: options.pauseMs, maxMs: speechCapMs(request, text) },
    );
    for (const [index, sentence] of sentences.entries()) {
      request.signal?.throwIfAborted();
      const maxMs = joiner.roomMs();
      if (joiner.isFull || maxMs < 1) break;
      await joiner.add(
        await speakPart({
          text: sentence,
          voice: request.voice,
          speed: request.speed ?? 1,
          pitch: request.pitch ?? 0,
          maxMs,
          signal: request.signal,
        }),
      );
      request.onProgress?.(index + 1, sentences.length);
    }
    await file.write(wavHeader(joiner.sampleRate ?? 22050, joiner.sampleCount), 0, 44, 0);
    return {
      wavPath,
      durationMs: joiner.durationMs,
      words: joiner.words,
      truncated: joiner.isFull || joiner.roomMs() < 1,
    };
  } finally {
    await file.close();
  }
}
