import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isQuarterTurn, orientationFilters, type ImageHeader } from './image-header.js';
import { spawnTied } from './tied-child.js';

/*
 * The ffmpeg runs that turn an accepted upload into what is stored: a picture re-encoded
 * upright (its EXIF orientation applied, its long side capped, its metadata, GPS included,
 * dropped) as JPEG, or PNG when it may be transparent, so the renderer only ever meets JPEG
 * and PNG; and a clip's first frame as its poster. ffmpeg gets argument arrays, never a
 * shell, and dies with this process (tied-child.ts).
 */

/** The long side of a stored picture: larger ones are scaled down (the renderer's frames are smaller). */
export const STORED_IMAGE_MAX_SIDE = 4096;

const FFMPEG_TIMEOUT_MS = 120_000;

/**
 * Uploads run these one or two at a time per process: a burst of uploads queues here instead
 * of starting an ffmpeg each at once on a two-core machine (renders have their own limit).
 */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line; `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Runs ffmpeg; resolves with whether it exited 0 (its last lines of stderr otherwise, for the log). */
function runFfmpeg(ffmpegPath: string, args: string[]): Promise<{ ok: boolean; stderr: string }> {
  return inTurn(() => spawnFfmpeg(ffmpegPath, args));
}

function spawnFfmpeg(ffmpegPath: string, args: string[]): Promise<{ ok: boolean; stderr: string }> {
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(FFMPEG_TIMEOUT_MS);
    const child = spawnTied(ffmpegPath, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      signal,
      niceness: 5,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.stdout.resume();
    child.on('error', (error) => resolve({ ok: false, stderr: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, stderr }));
  });
}

async function nonEmpty(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  return !!info && info.size > 0;
}

export interface NormalisedImage {
  path: string;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** The size the picture is stored at: upright, its long side at most STORED_IMAGE_MAX_SIDE. */
export function storedImageSize(header: ImageHeader): { width: number; height: number } {
  const quarter = isQuarterTurn(header.orientation);
  const width = quarter ? header.height : header.width;
  const height = quarter ? header.width : header.height;
  const scale = Math.min(1, STORED_IMAGE_MAX_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Re-encodes the picture upright; null when ffmpeg cannot decode it (damaged). */
export async function normaliseImage(
  ffmpegPath: string,
  input: string,
  header: ImageHeader,
  outDir: string,
): Promise<NormalisedImage | null> {
  const { width, height } = storedImageSize(header);
  const png = header.alpha;
  const output = path.join(outDir, png ? 'picture.png' : 'picture.jpg');
  const filters = [...orientationFilters(header.orientation), `scale=${width}:${height}:flags=lanczos`];
  const { ok } = await runFfmpeg(ffmpegPath, [
    // The orientation is applied here from the EXIF tag: ffmpeg itself must not turn it too.
    '-noautorotate',
    '-i',
    input,
    '-map_metadata',
    '-1',
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    ...(png ? ['-c:v', 'png', '-pix_fmt', 'rgba'] : ['-c:v', 'mjpeg', '-q:v', '2', '-pix_fmt', 'yuvj444p']),
    '-f',
    'image2',
    '-y',
    output,
  ]);
  if (!ok || !(await nonEmpty(output))) return null;
  return { path: output, contentType: png ? 'image/png' : 'image/jpeg', width, height };
}

/** The clip's first frame as a JPEG (its long side capped); null when no frame decodes. */
export async function clipPoster(ffmpegPath: string, input: string, outDir: string): Promise<string | null> {
  const output = path.join(outDir, 'poster.jpg');
  const max = STORED_IMAGE_MAX_SIDE;
  const { ok } = await runFfmpeg(ffmpegPath, [
    '-i',
    input,
    '-map_metadata',
    '-1',
    '-vf',
    `scale='min(${max},iw)':'min(${max},ih)':force_original_aspect_ratio=decrease`,
    '-frames:v',
    '1',
    '-an',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    '-pix_fmt',
    'yuvj420p',
    '-f',
    'image2',
    '-y',
    output,
  ]);
  return ok && (await nonEmpty(output)) ? output : null;
}
