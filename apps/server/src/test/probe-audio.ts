import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { findFfmpeg } from '../integrations/media/find-ffmpeg.js';

const run = promisify(execFile);

/**
 * Duration (ffprobe where it exists; the npm ffmpeg has none, so `ffmpeg -i` then) and the
 * mean loudness of an audio file (ffmpeg's volumedetect), for tests that check real audio.
 */
export async function probeAudio(file: string): Promise<{ durationMs: number; meanVolumeDb: number }> {
  const ffmpeg = await findFfmpeg('auto');
  let durationMs: number;
  const ffprobe = ffmpeg.source === 'system' ? '/usr/bin/ffprobe' : null;
  if (ffprobe && existsSync(ffprobe)) {
    const { stdout } = await run(ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]);
    durationMs = Math.round(Number(stdout.trim()) * 1000);
  } else {
    const { stderr } = await run(ffmpeg.path, ['-hide_banner', '-i', file, '-f', 'null', '-']);
    const m = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
    durationMs = m ? Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000) : NaN;
  }
  const { stderr } = await run(ffmpeg.path, [
    '-hide_banner',
    '-i',
    file,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const mean = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  return { durationMs, meanVolumeDb: mean ? Number(mean[1]) : -Infinity };
}
