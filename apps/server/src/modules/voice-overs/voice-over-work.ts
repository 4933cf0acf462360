import { readFile, rm } from 'node:fs/promises';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import path from 'node:path';
import { speechMaxSeconds, type GenerationInput, type VoiceOverOutput } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { encodeMp3 } from '../../integrations/media/encode-mp3.js';
import type { MediaToolsChoice } from '../../integrations/media/find-ffmpeg.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import { NothingToSpeakError } from '../../integrations/speech/synthesize-in-parts.js';
import { VOICE_OVER_AUDIO_PURPOSE } from './voice-over-audio.js';
import { callProvider, type KindContext, type KindWorks } from '../generation/kind-work.js';

/*
 * The voiceOver kind's work: the text spoken sentence by sentence by the speech engine the
 * administrator chose (progress: sentences done of total), encoded as MP3 beside the WAV, and
 * both stored as unsaved files (the archive keeps them; the cleanup job takes the rest after
 * an hour). The word timings come from the engine. The audio is bounded by what was paid
 * for: the text's cap at the chosen speed (speechMaxSeconds), enforced while speaking.
 */

/** Speaking is most of the work; encoding and storing the rest. */
const SPEAKING_SHARE = 90;

/** What the voiceOver kind speaks with: the engine the settings pick, and which ffmpeg encodes. */
export interface VoiceOverTools {
  speech: () => Promise<SpeechEngine>;
  mediaTools: MediaToolsChoice;
}

export async function runVoiceOver(
  input: GenerationInput<'voiceOver'>,
  ctx: KindContext,
  tools: VoiceOverTools,
): Promise<VoiceOverOutput> {
  const engine = await tools.speech();
  const dir = await makeScratchDir('voice-over');
  try {
    let sentences = 1;
    let progress: Promise<void> = ctx.report({ name: 'speaking' }, 0);
    const result = await engine
      .synthesize({
        text: input.text,
        voice: input.voice,
        speed: input.speed,
        pitch: input.pitch,
        outDir: dir,
        signal: ctx.signal,
        maxSeconds: speechMaxSeconds(input.text, input.speed),
        onProgress: (done, total) => {
          sentences = total;
          const percent = Math.round((done / total) * SPEAKING_SHARE);
          progress = progress.then(() => ctx.report({ name: 'speaking', current: done, total }, percent));
        },
      })
      .catch((error: unknown) => {
        if (error instanceof NothingToSpeakError)
          throw new GenerationError('NO_CONTENT', { message: error.message });
        if (error instanceof Error && error.message.startsWith('Unknown voice'))
          throw new GenerationError('PROVIDER_ERROR', { message: 'The speech engine has no such voice.' });
        throw error;
      });
    await progress;
    await ctx.report({ name: 'encoding' }, SPEAKING_SHARE + 2);
    const mp3Path = path.join(dir, 'speech.mp3');
    await encodeMp3(result.wavPath, mp3Path, { mediaTools: tools.mediaTools, signal: ctx.signal });
    await ctx.report({ name: 'storing' }, SPEAKING_SHARE + 6);
    const store = async (file: string, contentType: string) => {
      const stored = await ctx.files.store({
        userId: ctx.userId,
        data: await readFile(file),
        contentType,
        purpose: VOICE_OVER_AUDIO_PURPOSE,
        name: 'voice-over',
      });
      return { fileId: stored.id, url: stored.url };
    };
    return {
      engine: engine.name,
      durationMs: result.durationMs,
      sentences,
      words: result.words,
      wav: await store(result.wavPath, 'audio/wav'),
      mp3: await store(mp3Path, 'audio/mpeg'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The voice-over studio's kind. */
export function voiceOverKinds(tools: VoiceOverTools): KindWorks {
  return {
    voiceOver: { run: (input, ctx) => callProvider(() => runVoiceOver(input, ctx, tools)) },
  };
}
