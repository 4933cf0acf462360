/*
 * How a render compares with another: SSIM (ffmpeg's `ssim` filter, all planes), integrated
 * loudness (`ebur128`), duration and size. Used by the render bench to show that a faster
 * render is the same video.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { probeMedia } from '../../apps/server/src/integrations/media/probe-media.js';

const run = promisify(execFile);

/** ffmpeg prints its filters' summaries on stderr; a null output renders nothing. */
async function analyse(ffmpeg: string, args: string[]): Promise<string> {
  const { stderr } = await run(ffmpeg, ['-hide_banner', '-nostdin', ...args, '-f', 'null', '-'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stderr;
}

/** SSIM of `file`'s picture against `reference`'s, frame by frame in time (1 = identical). */
export async function ssim(ffmpeg: string, file: string, reference: string): Promise<number> {
  const stderr = await analyse(ffmpeg, ['-i', file, '-i', reference, '-lavfi', '[0:v][1:v]ssim']);
  const all = /SSIM .*All:([\d.]+)/.exec(stderr)?.[1];
  if (!all) throw new Error(`ssim printed no result: ${stderr.slice(-300)}`);
  return Number(all);
}

/** Integrated loudness (LUFS) of the file's audio. */
export async function loudness(ffmpeg: string, file: string): Promise<number> {
  const stderr = await analyse(ffmpeg, ['-i', file, '-map', '0:a', '-af', 'ebur128']);
  // The summary comes last; earlier lines are per 100 ms.
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const lufs = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  if (!lufs) throw new Error(`ebur128 printed no integrated loudness: ${stderr.slice(-300)}`);
  return Number(lufs);
}

export interface RenderFacts {
  seconds: number;
  lufs: number;
  megabytes: number;
}

export async function renderFacts(ffmpeg: string, file: string): Promise<RenderFacts> {
  const [info, lufs, { size }] = await Promise.all([
    probeMedia(ffmpeg, file),
    loudness(ffmpeg, file),
    stat(file),
  ]);
  return { seconds: info.durationSeconds, lufs, megabytes: size / 1024 / 1024 };
}
