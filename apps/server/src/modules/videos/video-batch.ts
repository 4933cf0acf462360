import {
  TITLE_MAX_LENGTH,
  VIDEO_SCENES_MIN,
  videoOutputSchema,
  videoRequestSchema,
  videoScenesOutputSchema,
  videoScenesRequestSchema,
  videoTitleIdeasOutputSchema,
  videoTitleIdeasRequestSchema,
  type GenerationErrorCode,
  type GenerationRecord,
  type GenerationStart,
  type videoBatch,
  type VideoRequest,
  type VideoRequestBody,
} from '@forja/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { generationErrorStatus } from '../generation/generation-errors.js';
import type { BatchPrepareContext, StudioBatchWork } from '../batches/studio-batch-work.js';
import type { Services } from '../server-module.js';
import { narrationsByScene, videoSrt } from './video-batch-subtitles.js';

/*
 * The video studio as a batch row (docs/product/batches.md): the first title idea when the
 * row has none, the scenes written for it, then the render of those scenes with every picture
 * generated, as the wizard would send it. The render itself makes the library item; the zip
 * gets the MP4 and its subtitles.
 */

type VideoBatchRequest = z.output<typeof videoBatch.request>;

const stepFailed = (code: GenerationErrorCode, message: string) =>
  new AppError(generationErrorStatus(code), code, message);

/** A free step's output, or the row fails with the step's own error code. */
export function stepOutput<S extends z.ZodType>(schema: S, record: GenerationRecord): z.output<S> {
  if (record.status !== 'succeeded') {
    const code = (record.error?.code ?? 'PROVIDER_ERROR') as GenerationErrorCode;
    throw stepFailed(code, record.error?.message ?? `The ${record.kind} step did not finish.`);
  }
  const output = schema.safeParse(record.output);
  if (!output.success) throw stepFailed('PROVIDER_ERROR', `The ${record.kind} step answered nothing usable.`);
  return output.data;
}

async function firstTitle(row: VideoBatchRequest, ctx: BatchPrepareContext): Promise<string> {
  if (row.title) return row.title;
  const ideas = stepOutput(
    videoTitleIdeasOutputSchema,
    await ctx.run({
      kind: 'videoTitleIdeas',
      input: videoTitleIdeasRequestSchema.parse({ idea: row.idea, brand: row.brand }),
    }),
  );
  const title = ideas.titles.map((t) => t.trim()).find(Boolean);
  if (!title) throw stepFailed('NO_TITLES', 'No title idea came back for this idea.');
  return title.slice(0, TITLE_MAX_LENGTH).trim();
}

/**
 * The render's draft: the row's options and the written scenes (never more than the row asked
 * for). Every start is its kind's parsed input (defaults filled), as the generations route
 * would pass it on: the generation service does not parse what it is given.
 */
export async function prepareVideo(
  row: VideoBatchRequest,
  ctx: BatchPrepareContext,
): Promise<GenerationStart & { kind: 'video' }> {
  const videoTitle = await firstTitle(row, ctx);
  const written = stepOutput(
    videoScenesOutputSchema,
    await ctx.run({
      kind: 'videoScenes',
      input: videoScenesRequestSchema.parse({
        videoTitle,
        comment: row.idea,
        imageStyle: row.style,
        resolution: row.format,
        numberOfScenes: row.scenes,
        secondsPerScene: row.seconds,
        voice: row.voice,
        language: row.language,
        brand: row.brand,
      }),
    }),
  );
  // Fewer scenes than asked render (and cost) less; more would cost more than the preview said.
  // Fewer than a video takes fail the row (the render would refuse them).
  const scenes = written.scenes.slice(0, row.scenes);
  if (scenes.length < VIDEO_SCENES_MIN)
    throw stepFailed('NO_SCENES', `${scenes.length} scenes came back; a video needs ${VIDEO_SCENES_MIN}.`);
  const input: VideoRequest = videoRequestSchema.parse({
    prompt: row.idea,
    videoTitle,
    imageStyle: row.style,
    resolution: row.format,
    numberOfScenes: row.scenes,
    secondsPerScene: row.seconds,
    voice: row.voice,
    language: row.language,
    subtitleStyle: row.subtitleStyle,
    subtitlePosition: row.subtitlePosition,
    withAudio: true,
    scenes: scenes.map((scene, i) => ({
      id: `s${i + 1}`,
      imagePrompt: scene.imagePrompt,
      voiceOverText: scene.voiceOverText,
      keywords: scene.keywords,
    })),
  } satisfies VideoRequestBody);
  return { kind: 'video', input };
}

export function createVideoBatch(s: Services): StudioBatchWork {
  /** The row's video, checked to be the user's own completed one. */
  async function videoOf(userId: string, generation: GenerationRecord) {
    const output = videoOutputSchema.safeParse(generation.output);
    if (!output.success) throw notFound('Video');
    const stored = await s.videos.storedFile(userId, output.data.videoId);
    if (!stored) throw notFound('Video');
    return { videoId: output.data.videoId, stored };
  }

  /** The speech engine's name, which the narrations were stored under; null when none is set up. */
  async function speechEngineName(): Promise<string | null> {
    try {
      return (await s.providerResolver.speechEngine()).engine.name;
    } catch {
      return null;
    }
  }

  return {
    studio: 'video',
    savedOnSuccess: true,
    prepare: (request, ctx) => prepareVideo(request as VideoBatchRequest, ctx),

    // The render made the library item: saving is finding it (the same one every time).
    async save(userId, generation) {
      return (await videoOf(userId, generation)).videoId;
    },

    async files(userId, generation) {
      const { videoId, stored } = await videoOf(userId, generation);
      const draft = videoRequestSchema.parse(generation.input);
      const { narrations } = await s.videos.reusableParts(userId, videoId);
      const srt = videoSrt(draft, narrationsByScene(draft, narrations, await speechEngineName()));
      return [
        {
          name: 'video.mp4',
          body: async () => {
            const file = await s.files.storage.read(stored.key);
            if (!file) throw notFound('File');
            return file.stream;
          },
        },
        { name: 'video.srt', body: srt },
      ];
    },
  };
}
