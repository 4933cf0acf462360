import { readFile, rm, writeFile } from 'node:fs/promises';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import { join } from 'node:path';
import {
  languageForVoice,
  sceneNarrationMaxSeconds,
  type GenerationStage,
  type VideoRequest,
} from '@forja/contracts';
import { GenerationError, type GenerationProvider } from '../../integrations/generation/index.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { RenderScene, VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import type { FilesService } from '../files/files.service.js';
import { GENERATED_IMAGE_PURPOSE } from '../files/generated-image.js';
import { SCENE_IMAGE_PREVIEW_PURPOSE, VIDEO_FILE_PURPOSE } from './video-files.js';
import { makeSceneImage, readSceneImage } from './scene-images.js';

/*
 * The local render (docs/product/video-studio.md): every scene's image (a previewed one is
 * reused), the narration when the video has audio, then ffmpeg, then the MP4 into storage.
 * The stages and percents are real; the signal (cancel) stops the provider calls, the
 * speech engine and ffmpeg; the scratch folder is removed whatever happens.
 */

export { VIDEO_FILE_PURPOSE };

export interface LocalRenderContext {
  userId: string;
  signal: AbortSignal;
  report(stage: GenerationStage, percent?: number | null): Promise<void>;
  /** The image family's provider (the admin's choice for images). */
  imageProvider: GenerationProvider;
  linkHosts: readonly string[];
  files: FilesService;
  speech: SpeechEngine;
  renderer: VideoRenderer;
}

/** A finished render: the stored MP4 and what is known about it. */
export interface RenderedVideo {
  fileId: string;
  url: string;
  posterFileId?: string | null;
  durationSeconds: number;
  width: number;
  height: number;
  sizeBytes: number;
  /** JSON2Video's project and link (kept in case the copy is lost). */
  projectId?: string | null;
  providerUrl?: string | null;
  expiresAt?: Date | null;
}

/** Where each stage sits on the 0–100 bar: images take the most, then encoding. */
const SPAN = { images: [0, 45], voice: [45, 60], subtitles: [60, 62], encoding: [62, 95] } as const;
const at = (span: readonly [number, number], fraction: number) =>
  Math.round(span[0] + (span[1] - span[0]) * Math.min(1, Math.max(0, fraction)));

/** The voice the speech engine is asked for: the product voice, or the chosen language when the voice speaks another. */
export function speechVoice(input: Pick<VideoRequest, 'voice' | 'language'>): string {
  const voiceLanguage = languageForVoice(input.voice);
  return input.language !== 'auto' && input.language !== voiceLanguage ? input.language : input.voice;
}

async function posterCopy(
  ctx: LocalRenderContext,
  image: { data: Buffer; contentType: string },
): Promise<string> {
  const copy = await ctx.files.store({
    userId: ctx.userId,
    data: image.data,
    contentType: image.contentType,
    purpose: GENERATED_IMAGE_PURPOSE,
    name: 'poster',
  });
  return copy.id;
}

export async function renderLocally(input: VideoRequest, ctx: LocalRenderContext): Promise<RenderedVideo> {
  const { signal, report } = ctx;
  const workDir = await makeScratchDir('video');
  try {
    const total = input.scenes.length;
    const scenes: RenderScene[] = [];
    let posterFileId = '';
    for (const [i, scene] of input.scenes.entries()) {
      signal.throwIfAborted();
      await report({ name: 'images', current: i + 1, total }, at(SPAN.images, i / total));
      const reused = scene.imageFileId
        ? await readSceneImage(ctx.files, ctx.userId, scene.imageFileId)
        : null;
      let image = reused && scene.imageFileId ? { ...reused, fileId: scene.imageFileId } : null;
      if (!image) {
        const made = await makeSceneImage(
          { imagePrompt: scene.imagePrompt, imageStyle: input.imageStyle, resolution: input.resolution },
          { ...ctx, provider: ctx.imageProvider },
        );
        image = { ...(await ctx.files.readOwned(ctx.userId, made.fileId)), fileId: made.fileId };
      }
      // A previewed image is never kept itself, nor shared by two videos: the poster, which the
      // video keeps and deletes with it, is a copy of its own. Any other reused image (one saved
      // in the images archive) is shared, and goes with its last owner (db/discard-files.ts).
      if (i === 0)
        posterFileId =
          reused?.purpose === SCENE_IMAGE_PREVIEW_PURPOSE ? await posterCopy(ctx, image) : image.fileId;
      const imagePath = join(workDir, `scene-${i}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`);
      await writeFile(imagePath, image.data);
      scenes.push({
        visual: { kind: 'image', path: imagePath, id: image.fileId },
        seconds: input.secondsPerScene,
      });
    }

    if (input.withAudio) {
      const voice = speechVoice(input);
      for (const [i, scene] of input.scenes.entries()) {
        signal.throwIfAborted();
        await report({ name: 'voice', current: i + 1, total }, at(SPAN.voice, i / total));
        const outDir = join(workDir, `voice-${i}`);
        try {
          // Bounded by the scene's paid seconds (and its text), enforced while speaking.
          const maxSeconds = sceneNarrationMaxSeconds(input.secondsPerScene);
          const spoken = await ctx.speech.synthesize({
            text: scene.voiceOverText,
            voice,
            outDir,
            signal,
            maxSeconds,
          });
          scenes[i]!.narration = spoken;
        } catch (error) {
          if (signal.aborted) throw error;
          throw new GenerationError('SPEECH_FAILED', { cause: error });
        }
      }
    }

    // Subtitles are timed from the narration's words; the renderer burns them in while encoding.
    await report({ name: 'subtitles' }, at(SPAN.subtitles, 0));
    await report({ name: 'encoding' }, at(SPAN.encoding, 0));
    const outPath = join(workDir, 'video.mp4');
    let rendered;
    try {
      rendered = await ctx.renderer.render({
        scenes,
        preset: input.resolution,
        subtitles: {
          style: input.subtitleStyle,
          position: input.subtitlePosition,
          font: input.subtitleFont,
        },
        workDir,
        outPath,
        signal,
        onProgress: (percent) => {
          report({ name: 'encoding' }, at(SPAN.encoding, percent / 100)).catch(() => undefined);
        },
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new GenerationError('RENDER_FAILED', { cause: error });
    }

    signal.throwIfAborted();
    await report({ name: 'storing' }, 96);
    const file = await ctx.files.store({
      userId: ctx.userId,
      data: await readFile(outPath),
      contentType: 'video/mp4',
      purpose: VIDEO_FILE_PURPOSE,
      name: input.videoTitle,
    });
    return {
      fileId: file.id,
      url: file.url,
      posterFileId,
      durationSeconds: rendered.durationMs / 1000,
      width: rendered.width,
      height: rendered.height,
      sizeBytes: file.sizeBytes,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
