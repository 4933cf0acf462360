import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The renderer's loudness meter: ffmpeg's `ebur128` (EBU R128, what LOUDNORM aims at) over a
 * file's first audio stream, read from the summary it prints at the end. Works with either
 * ffmpeg (no ffprobe needed). For tests, the benchmark and checks of a stored video.
 */

const run = promisify(execFile);

export interface Loudness {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** Loudness range, LU. */
  range: number;
}

export async function measureLoudness(ffmpegPath: string, file: string): Promise<Loudness> {
  const { stderr } = await run(
    ffmpegPath,
    ['-hide_banner', '-nostdin', '-i', file, '-map', '0:a:0', '-af', 'ebur128', '-f', 'null', '-'],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  // The summary comes last; earlier lines are per 100 ms.
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  const range = /LRA:\s+(-?[\d.]+) LU/.exec(summary)?.[1];
  if (!integrated || !range) throw new Error(`ebur128 printed no summary for ${file}`);
  return { integrated: Number(integrated), range: Number(range) };
}
