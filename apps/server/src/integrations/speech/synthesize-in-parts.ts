import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { joinParts, type TimedAudio } from './audio-join.js';
import { splitSentences } from './sentence-split.js';
import type { SpeechRequest, SpeechResult } from './speech-engine.js';
import { durationMs, encodeWav } from './wav.js';

/*
 * What every engine shares: the text is spoken sentence by sentence (progress, bounded calls),
 * the parts are joined without clicks and written as one WAV. An engine only says how to speak
 * one sentence.
 */

export interface PartRequest {
  text: string;
  voice: string;
  speed: number;
  pitch: number;
  signal?: AbortSignal | undefined;
}

export type SpeakPart = (part: PartRequest) => Promise<TimedAudio>;

export class NothingToSpeakError extends Error {
  constructor() {
    super('The text has no words to speak.');
  }
}

export async function synthesizeInParts(
  request: SpeechRequest,
  speakPart: SpeakPart,
  options: { pauseMs: number },
): Promise<SpeechResult> {
  const sentences = splitSentences(request.text);
  if (sentences.length === 0) throw new NothingToSpeakError();
  const parts: TimedAudio[] = [];
  for (const [index, text] of sentences.entries()) {
    request.signal?.throwIfAborted();
    parts.push(
      await speakPart({
        text,
        voice: request.voice,
        speed: request.speed ?? 1,
        pitch: request.pitch ?? 0,
        signal: request.signal,
      }),
    );
    request.onProgress?.(index + 1, sentences.length);
  }
  const joined = joinParts(parts, { pauseMs: options.pauseMs });
  await mkdir(request.outDir, { recursive: true });
  const wavPath = path.join(request.outDir, 'speech.wav');
  await writeFile(wavPath, encodeWav(joined));
  return { wavPath, durationMs: durationMs(joined), words: joined.words };
}
