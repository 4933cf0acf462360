import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderSecondsPerVideoSecond } from '../../lib/metrics.js';
import { findFfmpeg, type FfmpegTool, type MediaToolsChoice } from '../media/find-ffmpeg.js';
import { writeAss } from './ass-writer.js';
import { buildRenderArgs } from './filter-graph.js';
import { frameSize } from './presets.js';
import { createRenderQueue } from './render-queue.js';
import { runFfmpeg } from './run-ffmpeg.js';
import { buildTimeline, timedWords } from './scene-timeline.js';
import { FONTS_DIR } from './subtitle-fonts.js';
import type { RenderRequest, RenderResult, VideoRenderer } from './video-renderer.js';

/**
 * The offline renderer: one ffmpeg run per video (see filter-graph.ts), renders queued one
 * at a time by default so two requests never fight over a small machine's cores.
 */

export interface LocalRendererOptions {
  /** Which ffmpeg: the system's when present (auto), or force one (config.mediaTools). */
  mediaTools: MediaToolsChoice;
  /** Renders at once; the rest wait in order. */
  concurrency?: number;
}

export interface RendererStatus {
  kind: 'local';
  /** e.g. 'ffmpeg 5.1.9-0+deb12u1 (system)'. */
  name: string;
  source: FfmpegTool['source'];
  version: string;
  transitions: 'xfade' | 'fade';
  concurrency: number;
  running: number;
  waiting: number;
}

export interface LocalRenderer extends VideoRenderer {
  status(): RendererStatus;
}

/** How health and admin settings name the renderer. */
export function describeRenderer(tool: FfmpegTool): string {
  const transitions = tool.hasXfade ? '' : ', fade transitions';
  return `ffmpeg ${tool.version} (${tool.source}${transitions})`;
}

export async function createLocalRenderer(options: LocalRendererOptions): Promise<LocalRenderer> {
  const tool = await findFfmpeg(options.mediaTools);
  const concurrency = options.concurrency ?? 1;
  const queue = createRenderQueue(concurrency);
  const name = describeRenderer(tool);

  async function renderNow(request: RenderRequest): Promise<RenderResult> {
    const timeline = buildTimeline(request.scenes);
    const frame = frameSize(request.preset, request.maxLongSide);
    let subtitlesPath: string | null = null;
    const words = timedWords(timeline);
    if (request.subtitles && words.length > 0) {
      subtitlesPath = path.join(request.workDir, 'subtitles.ass');
      await writeFile(subtitlesPath, writeAss(words, { ...request.subtitles, frame }), 'utf8');
    }
    const args = buildRenderArgs({
      timeline,
      frame,
      subtitlesPath,
      fontsDir: FONTS_DIR,
      hasXfade: tool.hasXfade,
      outPath: request.outPath,
    });
    try {
      const started = performance.now();
      const run = await runFfmpeg(tool.path, args, {
        totalSeconds: timeline.total,
        signal: request.signal,
        onProgress: request.onProgress,
      });
      // The ffmpeg run alone (not the wait in the queue): how fast this machine renders.
      if (timeline.total > 0) {
        renderSecondsPerVideoSecond.observe((performance.now() - started) / 1000 / timeline.total);
      }
      const { size } = await stat(request.outPath);
      return {
        durationMs: Math.round(timeline.total * 1000),
        width: frame.width,
        height: frame.height,
        bytes: size,
        peakMemoryBytes: run.peakMemoryBytes,
        cpuSeconds: run.cpuSeconds,
        segments: [],
      };
    } catch (error) {
      // A half-written file must never be taken for a video.
      await rm(request.outPath, { force: true });
      throw error;
    }
  }

  return {
    name,
    render: (request) => queue.run(() => renderNow(request), request.signal),
    status: () => ({
      kind: 'local',
      name,
      source: tool.source,
      version: tool.version,
      transitions: tool.hasXfade ? 'xfade' : 'fade',
      concurrency,
      ...queue.load(),
    }),
  };
}
