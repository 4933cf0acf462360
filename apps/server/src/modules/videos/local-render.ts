import { readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  sceneSecondsOf,
  type GenerationStage,
  type MediaCredit,
  type VideoRequest,
  type VideoScene,
} from '@forja/contracts';
import { GenerationError, type GenerationProvider } from '../../integrations/generation/index.js';
import type { SpeechEngine, SpeechWord } from '../../integrations/speech/speech-engine.js';
import type {
  RenderedSegment,
  RenderScene,
  SceneVisual,
  VideoRenderer,
} from '../../integrations/video-render/video-renderer.js';
import type { FilesService } from '../files/files.service.js';
import { GENERATED_IMAGE_PURPOSE } from '../files/generated-image.js';
import type { DraftSources, SceneSource } from './scene-sources.js';
import { SCENE_IMAGE_PREVIEW_PURPOSE, VIDEO_FILE_PURPOSE, VIDEO_SEGMENT_PURPOSE } from './video-files.js';
import type { VideoFileEntry } from './videos.repository.js';
import { makeSceneImage, readSceneImage } from './scene-images.js';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import { download, extensionOf } from './render-files.js';
import { narrate } from './scene-narration.js';

/*
 * The local render (docs/product/video-studio.md): every scene's visual (a generated image, a
 * previewed one reused; an archive image; a media library still or clip), the narration when
 * the video has audio (each scene its own seconds and voice), the music, then ffmpeg, then the
 * MP4 into storage. The segments ffmpeg encoded and the narrations are stored too, so that a
 * revision (change one scene) re-uses what it did not change. The stages and percents are
 * real; the signal (cancel) stops the provider calls, the speech engine and ffmpeg; the scratch
 * folder is removed whatever happens.
 */

export { VIDEO_FILE_PURPOSE };
export { narrationKey, speechVoice } from './scene-narration.js';

/** What an earlier version of the video left to re-use, by key. */
export interface ReusableParts {
  segments: ReadonlyMap<string, { fileId: string; key: string; ext: string }>;
  narrations: ReadonlyMap<string, { fileId: string; key: string; durationMs: number; words: SpeechWord[] }>;
}

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
  /** The draft's archive images, media and music, checked (scene-sources.ts). */
  sources: DraftSources;
  /** A revision: the parts of the version it revises. */
  reuse?: ReusableParts;
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
  /** The draft as rendered: each generated scene names the image it showed (a revision re-uses it). */
  draft?: VideoRequest;
  /** Files the video keeps besides its MP4 and poster (video_files). */
  files?: VideoFileEntry[];
  /** Of those, the ones this render stored (kept, i.e. saved, with the video). */
  stored?: string[];
  credits?: MediaCredit[];
  /** Scenes whose body was encoded this time (the others' segments were re-used). */
  scenesRendered?: number;
}

/** Where each stage sits on the 0–100 bar: images take the most, then encoding. */
const SPAN = { images: [0, 45], voice: [45, 60], subtitles: [60, 62], encoding: [62, 92] } as const;
const at = (span: readonly [number, number], fraction: number) =>
  Math.round(span[0] + (span[1] - span[0]) * Math.min(1, Math.max(0, fraction)));

/** A generated scene's picture: the previewed or earlier one when it is still there, else drawn now. */
async function generatedImage(
  ctx: LocalRenderContext,
  input: VideoRequest,
  scene: VideoScene,
): Promise<{ data: Buffer; contentType: string; fileId: string; stored: boolean }> {
  const reused = scene.imageFileId ? await readSceneImage(ctx.files, ctx.userId, scene.imageFileId) : null;
  if (reused && scene.imageFileId) {
    // A preview is never kept itself: the video keeps a copy of its own (and names it in its draft).
    if (reused.purpose !== SCENE_IMAGE_PREVIEW_PURPOSE)
      return { ...reused, fileId: scene.imageFileId, stored: false };
    const copy = await ctx.files.store({
      userId: ctx.userId,
      data: reused.data,
      contentType: reused.contentType,
      purpose: GENERATED_IMAGE_PURPOSE,
      name: 'scene',
    });
    return { ...reused, fileId: copy.id, stored: true };
  }
  const made = await makeSceneImage(
    { imagePrompt: scene.imagePrompt, imageStyle: input.imageStyle, resolution: input.resolution },
    { ...ctx, provider: ctx.imageProvider },
  );
  return { ...(await ctx.files.readOwned(ctx.userId, made.fileId)), fileId: made.fileId, stored: true };
}

/** A scene's visual from the user's archive or media library, copied into the scratch folder. */
async function sourcedVisual(
  ctx: LocalRenderContext,
  scene: VideoScene,
  source: SceneSource,
  path: string,
): Promise<SceneVisual> {
  if (source.kind === 'archive') {
    await download(ctx.files, source.key, `${path}.${extensionOf(source.contentType)}`);
    return { kind: 'image', path: `${path}.${extensionOf(source.contentType)}`, id: source.fileId };
  }
  const file = `${path}.${extensionOf(source.item.contentType)}`;
  await download(ctx.files, source.key, file);
  if (source.item.type === 'image') return { kind: 'image', path: file, id: source.fileId };
  const media = scene.media.kind === 'media' ? scene.media : { startSeconds: 0, fit: 'loop' as const };
  return {
    kind: 'clip',
    path: file,
    id: source.fileId,
    startSeconds: media.startSeconds,
    fit: media.fit,
    durationSeconds: source.item.durationSeconds ?? 0,
  };
}

export async function renderLocally(input: VideoRequest, ctx: LocalRenderContext): Promise<RenderedVideo> {
  const { signal, report, sources } = ctx;
  const workDir = await makeScratchDir('video');
  const entries: VideoFileEntry[] = [];
  const stored: string[] = [];
  const keep = (entry: VideoFileEntry, storedNow: boolean) => {
    entries.push(entry);
    if (storedNow) stored.push(entry.fileId);
  };
  try {
    const total = input.scenes.length;
    const scenes: RenderScene[] = [];
    const drafted: VideoScene[] = [];
    let posterFileId: string | null = null;
    for (const [i, scene] of input.scenes.entries()) {
      signal.throwIfAborted();
      await report({ name: 'images', current: i + 1, total }, at(SPAN.images, i / total));
      const source = sources.scenes[i] ?? null;
      let visual: SceneVisual;
      if (source) {
        visual = await sourcedVisual(ctx, scene, source, join(workDir, `scene-${i}`));
        keep({ fileId: source.fileId, role: 'scene-media', sceneKey: scene.id }, false);
        drafted.push(scene);
      } else {
        const image = await generatedImage(ctx, input, scene);
        const path = join(workDir, `scene-${i}.${extensionOf(image.contentType)}`);
        await writeFile(path, image.data);
        visual = { kind: 'image', path, id: image.fileId };
        keep({ fileId: image.fileId, role: 'scene-media', sceneKey: scene.id }, image.stored);
        drafted.push({ ...scene, imageFileId: image.fileId });
      }
      // The first scene's still is the poster (a clip has none of its own here).
      if (i === 0 && visual.kind === 'image') posterFileId = visual.id;
      scenes.push({
        visual,
        seconds: sceneSecondsOf(scene, input),
        transition: scene.transition,
      });
    }

    if (input.withAudio) {
      for (const [i, scene] of input.scenes.entries()) {
        signal.throwIfAborted();
        await report({ name: 'voice', current: i + 1, total }, at(SPAN.voice, i / total));
        scenes[i]!.narration = await narrate(ctx, input, scene, join(workDir, `voice-${i}`), keep);
      }
    }

    let music = null;
    if (sources.music && input.music) {
      const path = join(workDir, `music.${extensionOf(sources.music.contentType)}`);
      await download(ctx.files, sources.music.key, path);
      music = { path, volume: input.music.volume };
      keep({ fileId: sources.music.fileId, role: 'music' }, false);
    }

    const reuse = new Map<string, string>();
    if (ctx.reuse) {
      for (const [key, segment] of ctx.reuse.segments) {
        reuse.set(
          key,
          await download(ctx.files, segment.key, join(workDir, `reuse-${reuse.size}${segment.ext}`)),
        );
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
        music,
        ...(ctx.reuse ? { reuse } : {}),
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
    await report({ name: 'storing' }, 93);
    await keepSegments(ctx, rendered.segments, input.scenes, keep);
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
      draft: { ...input, scenes: drafted },
      files: entries,
      stored,
      credits: sources.credits,
      scenesRendered: rendered.segments.filter((s) => s.kind === 'scene' && !s.reused).length,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The segments the video was assembled from: the re-used ones are the earlier version's files, the others stored now. */
async function keepSegments(
  ctx: LocalRenderContext,
  segments: readonly RenderedSegment[],
  scenes: readonly VideoScene[],
  keep: (entry: VideoFileEntry, storedNow: boolean) => void,
): Promise<void> {
  for (const segment of segments) {
    const meta = {
      ext: extname(segment.path),
      kind: segment.kind,
      scene: scenes[segment.sceneIndex]?.id ?? null,
    };
    const earlier = segment.reused ? ctx.reuse?.segments.get(segment.key) : undefined;
    if (earlier) {
      keep({ fileId: earlier.fileId, role: 'segment', sceneKey: segment.key, meta }, false);
      continue;
    }
    const file = await ctx.files.store({
      userId: ctx.userId,
      data: await readFile(segment.path),
      contentType: meta.ext === '.mp4' ? 'video/mp4' : 'application/octet-stream',
      purpose: VIDEO_SEGMENT_PURPOSE,
      name: 'segment',
    });
    keep({ fileId: file.id, role: 'segment', sceneKey: segment.key, meta }, true);
  }
}
