import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Media for the renderer's real-ffmpeg tests, made with ffmpeg's own sources (lavfi), and the
 * checks they run on what the renderer made: frames decoded and counted, pixels, audio samples.
 */

const run = promisify(execFile);
const BUFFER = { maxBuffer: 64 * 1024 * 1024 };

export async function ffmpegRun(ffmpeg: string, args: string[]): Promise<void> {
  await run(ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', ...args, '-y']);
}

/** One still from a lavfi source (e.g. 'color=c=red:s=320x240'). */
export async function makeStill(ffmpeg: string, file: string, source: string): Promise<string> {
  await ffmpegRun(ffmpeg, ['-f', 'lavfi', '-i', source, '-frames:v', '1', file]);
  return file;
}

/**
 * An H.264 clip from a lavfi source (with its own audio, which the renderer must ignore),
 * optionally stored rotated (a phone's portrait clip: landscape pixels and a rotation tag, which
 * only a stream copy writes).
 */
export async function makeClip(
  ffmpeg: string,
  file: string,
  source: string,
  rotate?: number,
): Promise<string> {
  const encoded = rotate === undefined ? file : `${file}.unrotated.mp4`;
  await ffmpegRun(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    source,
    '-f',
    'lavfi',
    '-i',
    'sine=f=1000',
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    encoded,
  ]);
  if (rotate !== undefined) {
    await ffmpegRun(ffmpeg, ['-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, file]);
  }
  return file;
}

/** A mono WAV from an aevalsrc/sine expression source. */
export async function makeWav(ffmpeg: string, file: string, source: string): Promise<string> {
  await ffmpegRun(ffmpeg, ['-f', 'lavfi', '-i', source, '-ac', '1', '-ar', '22050', file]);
  return file;
}

/**
 * Decodes the whole file (video and audio) and counts its video frames; `errors` is whatever
 * ffmpeg complained about (timestamps, corrupt packets), empty for a clean file.
 */
export async function decodeAll(ffmpeg: string, file: string): Promise<{ frames: number; errors: string }> {
  const { stdout, stderr } = await run(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-i',
      file,
      '-map',
      '0:v',
      '-map',
      '0:a?',
      '-f',
      'framecrc',
      '-',
    ],
    BUFFER,
  );
  const frames = stdout.split('\n').filter((line) => /^0,/.test(line)).length;
  return { frames, errors: stderr.trim() };
}

/** Frame `index` (from 0) as RGB bytes, and a reader of one pixel's [r, g, b]. */
export async function frameAt(
  ffmpeg: string,
  file: string,
  index: number,
  width: number,
): Promise<{ data: Buffer; pixel: (x: number, y: number) => [number, number, number] }> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${index})`,
      '-vsync',
      '0',
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { ...BUFFER, encoding: 'buffer' },
  );
  return {
    data: stdout,
    pixel: (x, y) => {
      const at = 3 * (y * width + x);
      return [stdout[at]!, stdout[at + 1]!, stdout[at + 2]!];
    },
  };
}

/** Mean absolute difference of two frames' bytes (0 identical, ~100 unrelated pictures). */
export function frameDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - (b[i] ?? 0));
  return sum / a.length;
}

/** The file's audio as mono float samples at `rate`, after `filters` (e.g. a band of it). */
export async function audioSamples(
  ffmpeg: string,
  file: string,
  filters: string,
  rate: number,
): Promise<Float32Array> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-i',
      file,
      '-map',
      '0:a',
      '-af',
      filters,
      '-ac',
      '1',
      '-ar',
      String(rate),
      '-f',
      'f32le',
      '-',
    ],
    { ...BUFFER, encoding: 'buffer' },
  );
  // A fresh copy: a Buffer may sit at an offset a Float32Array cannot start at.
  const bytes = new Uint8Array(stdout.subarray(0, stdout.length - (stdout.length % 4)));
  return new Float32Array(bytes.buffer);
}

/** RMS level in dBFS of samples [from, to) seconds. */
export function levelDb(samples: Float32Array, rate: number, from: number, to: number): number {
  const start = Math.floor(from * rate);
  const end = Math.min(samples.length, Math.floor(to * rate));
  let sum = 0;
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
  return 10 * Math.log10(sum / Math.max(1, end - start) + 1e-12);
}

/** A source clip's frame at `seconds`, scaled and cropped to fill width×height as the renderer does, as RGB. */
export async function sourceFrame(
  ffmpeg: string,
  file: string,
  seconds: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      seconds.toFixed(3),
      '-i',
      file,
      '-vf',
      `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { ...BUFFER, encoding: 'buffer' },
  );
  return stdout;
}
