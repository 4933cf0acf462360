import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  languageForVoice,
  sceneNarrationMaxSeconds,
  sceneSecondsOf,
  sceneVoiceOf,
  type VideoRequest,
  type VideoScene,
} from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import type { SpeechEngine, SpeechWord } from '../../integrations/speech/speech-engine.js';
import type { RenderScene } from '../../integrations/video-render/video-renderer.js';
import type { FilesService } from '../files/files.service.js';
import { download } from './render-files.js';
import { VIDEO_NARRATION_PURPOSE } from './video-files.js';
import type { VideoFileEntry } from './videos.repository.js';

/*
 * A scene's narration in a local render: spoken with the scene's voice within its paid seconds
 * and stored, or, in a revision, the earlier version's WAV when nothing it depends on changed.
 */

/** What narrating needs of the render: who, the speech engine, storage, and the earlier version's narrations. */
export interface NarrationContext {
  userId: string;
  signal: AbortSignal;
  files: FilesService;
  speech: SpeechEngine;
  reuse?: {
    narrations: ReadonlyMap<string, { fileId: string; key: string; durationMs: number; words: SpeechWord[] }>;
  };
}

/** The voice the speech engine is asked for: the product voice, or the chosen language when the voice speaks another. */
export function speechVoice(input: Pick<VideoRequest, 'voice' | 'language'>): string {
  const voiceLanguage = languageForVoice(input.voice);
  return input.language !== 'auto' && input.language !== voiceLanguage ? input.language : input.voice;
}

/** What a narration was made from: the same key is the same WAV, which a revision re-uses. */
export function narrationKey(parts: {
  text: string;
  voice: string;
  language: string;
  maxSeconds: number;
  engine: string;
}): string {
  const { text, voice, language, maxSeconds, engine } = parts;
  return createHash('sha256')
    .update(JSON.stringify([text, voice, language, maxSeconds, engine]))
    .digest('hex');
}

/** One scene's narration: the earlier version's when nothing it depends on changed, else spoken now and stored. */
export async function narrate(
  ctx: NarrationContext,
  input: VideoRequest,
  scene: VideoScene,
  outDir: string,
  keep: (entry: VideoFileEntry, storedNow: boolean) => void,
): Promise<NonNullable<RenderScene['narration']>> {
  const voice = speechVoice({ voice: sceneVoiceOf(scene, input), language: input.language });
  // Bounded by the scene's paid seconds (and its text), enforced while speaking.
  const maxSeconds = sceneNarrationMaxSeconds(sceneSecondsOf(scene, input));
  const key = narrationKey({
    text: scene.voiceOverText,
    voice,
    language: input.language,
    maxSeconds,
    engine: ctx.speech.name,
  });
  const earlier = ctx.reuse?.narrations.get(key);
  if (earlier) {
    await mkdir(outDir, { recursive: true });
    const wavPath = await download(ctx.files, earlier.key, join(outDir, 'speech.wav'));
    keep({ fileId: earlier.fileId, role: 'narration', sceneKey: key, meta: narrationMeta(earlier) }, false);
    return { wavPath, durationMs: earlier.durationMs, words: earlier.words };
  }
  let spoken;
  try {
    spoken = await ctx.speech.synthesize({
      text: scene.voiceOverText,
      voice,
      outDir,
      signal: ctx.signal,
      maxSeconds,
    });
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw new GenerationError('SPEECH_FAILED', { cause: error });
  }
  const file = await ctx.files.store({
    userId: ctx.userId,
    data: await readFile(spoken.wavPath),
    contentType: 'audio/wav',
    purpose: VIDEO_NARRATION_PURPOSE,
    name: 'narration',
  });
  keep({ fileId: file.id, role: 'narration', sceneKey: key, meta: narrationMeta(spoken) }, true);
  return spoken;
}

const narrationMeta = (n: { durationMs: number; words: SpeechWord[] }) => ({
  durationMs: n.durationMs,
  words: n.words,
});
