import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderSecondsPerVideoSecond } from '../../lib/metrics.js';
import { findFfmpeg, type FfmpegTool, type MediaToolsChoice } from '../media/find-ffmpeg.js';
import { buildAssembleArgs, concatList } from './assemble-graph.js';
import { subtitleChunks, writeSegmentAss } from './ass-writer.js';
import { FRAME_RATE, frameSize } from './presets.js';
import { createRenderQueue } from './render-queue.js';
import { runFfmpeg, type FfmpegRunResult } from './run-ffmpeg.js';
import { buildTimeline, timedWords } from './scene-timeline.js';
import { buildSegmentArgs } from './segment-graph.js';
import { planSegments, segmentKey } from './segment-plan.js';
import { FONTS_DIR } from './subtitle-fonts.js';
import type { RenderedSegment, RenderRequest, RenderResult, VideoRenderer } from './video-renderer.js';

/**
 * The offline renderer. A video is encoded in segments (segment-plan.ts): each scene's body and
 * each transition by its own ffmpeg run, all with the same encoder settings, then joined without
 * re-encoding and given its sound by one last run (assemble-graph.ts). A segment whose key the
 * request offers in `reuse` (an earlier render of the same pixels) is copied instead of encoded,
 * so changing one scene re-encodes that scene and its transitions only. Renders are queued, one
 * at a time by default, so two requests never fight over a small machine's cores.
 */

/** Share of the progress bar the joining run takes (the segments take the rest, by frames). */
const ASSEMBLE_SHARE = 0.05;

/**
 * Copies an earlier render's segment into this render's folder, so the result holds every piece
 * it names. False when there is none, or its file is gone: the segment is encoded instead.
 */
async function reuseSegment(earlier: string | undefined, file: string): Promise<boolean> {
  if (!earlier) return false;
  try {
    if (path.resolve(earlier) === path.resolve(file)) await stat(file);
    else await copyFile(earlier, file);
    return true;
  } catch {
    return false;
  }
}

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
  concurrency: number;
  running: number;
  waiting: number;
}

export interface LocalRenderer extends VideoRenderer {
  status(): RendererStatus;
}

/** How health and admin settings name the renderer (every transition is drawn with either ffmpeg). */
export function describeRenderer(tool: FfmpegTool): string {
  return `ffmpeg ${tool.version} (${tool.source})`;
}

export async function createLocalRenderer(options: LocalRendererOptions): Promise<LocalRenderer> {
  const tool = await findFfmpeg(options.mediaTools);
  const concurrency = options.concurrency ?? 1;
  const queue = createRenderQueue(concurrency);
  const name = describeRenderer(tool);

  async function renderNow(request: RenderRequest): Promise<RenderResult> {
    const timeline = buildTimeline(request.scenes);
    const frame = frameSize(request.preset, request.maxLongSide);
    const plan = planSegments(timeline);
    const chunks = request.subtitles
      ? subtitleChunks(timedWords(timeline), { ...request.subtitles, frame })
      : [];
    const segmentsDir = path.join(request.workDir, 'segments');
    await mkdir(segmentsDir, { recursive: true });

    const runs: FfmpegRunResult[] = [];
    const segments: RenderedSegment[] = [];
    let framesDone = 0;
    const report = (frames: number) =>
      request.onProgress?.(Math.floor((100 * (1 - ASSEMBLE_SHARE) * frames) / timeline.frames));
    const started = performance.now();
    try {
      for (const [order, segment] of plan.entries()) {
        request.signal?.throwIfAborted();
        const window = {
          start: segment.startFrame / FRAME_RATE,
          end: (segment.startFrame + segment.frames) / FRAME_RATE,
        };
        const ass =
          request.subtitles && chunks.length > 0
            ? writeSegmentAss(chunks, { ...request.subtitles, frame }, window)
            : null;
        const key = segmentKey(segment, { encoder: tool.version, frame, subtitles: ass });
        const fileName = `${String(order).padStart(3, '0')}-${segment.kind}-${key.slice(0, 16)}`;
        const file = path.join(segmentsDir, `${fileName}.mp4`);
        const reused = await reuseSegment(request.reuse?.get(key), file);
        if (!reused) {
          let subtitlesPath: string | null = null;
          if (ass) {
            subtitlesPath = path.join(segmentsDir, `${fileName}.ass`);
            await writeFile(subtitlesPath, ass, 'utf8');
          }
          const before = framesDone;
          runs.push(
            await runFfmpeg(
              tool.path,
              buildSegmentArgs({ segment, frame, subtitlesPath, fontsDir: FONTS_DIR, outPath: file }),
              {
                totalSeconds: segment.frames / FRAME_RATE,
                signal: request.signal,
                onProgress: (percent) => report(before + (segment.frames * percent) / 100),
              },
            ),
          );
        }
        framesDone += segment.frames;
        report(framesDone);
        segments.push({
          key,
          path: file,
          sceneIndex: segment.sceneIndex,
          kind: segment.kind,
          reused,
        });
      }

      const listPath = path.join(segmentsDir, 'segments.txt');
      await writeFile(listPath, concatList(segments.map((s) => s.path)), 'utf8');
      runs.push(
        await runFfmpeg(
          tool.path,
          buildAssembleArgs({ timeline, listPath, music: request.music ?? null, outPath: request.outPath }),
          {
            totalSeconds: timeline.total,
            signal: request.signal,
            onProgress: (percent) =>
              request.onProgress?.(Math.floor(100 * (1 - ASSEMBLE_SHARE) + ASSEMBLE_SHARE * percent)),
          },
        ),
      );
      // The ffmpeg runs alone (not the wait in the queue): how fast this machine renders a whole
      // video (a revision that re-used segments would say it is faster than it is).
      if (timeline.total > 0 && segments.every((s) => !s.reused)) {
        renderSecondsPerVideoSecond.observe((performance.now() - started) / 1000 / timeline.total);
      }
      const { size } = await stat(request.outPath);
      const peaks = runs.map((r) => r.peakMemoryBytes).filter((v): v is number => v !== null);
      const cpu = runs.map((r) => r.cpuSeconds).filter((v): v is number => v !== null);
      return {
        durationMs: Math.round(timeline.total * 1000),
        width: frame.width,
        height: frame.height,
        bytes: size,
        peakMemoryBytes: peaks.length > 0 ? Math.max(...peaks) : null,
        cpuSeconds: cpu.length > 0 ? cpu.reduce((a, b) => a + b, 0) : null,
        segments,
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
      concurrency,
      ...queue.load(),
    }),
  };
}
