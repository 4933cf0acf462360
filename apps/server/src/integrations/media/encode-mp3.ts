import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findFfmpeg, type MediaToolsChoice } from './find-ffmpeg.js';

const run = promisify(execFile);

/** Encodes a WAV file as MP3 (LAME, 128 kb/s mono is plenty for speech); both ffmpeg builds have libmp3lame. */
export async function encodeMp3(
  wavPath: string,
  mp3Path: string,
  options: { mediaTools: MediaToolsChoice; signal?: AbortSignal | undefined },
): Promise<void> {
  const ffmpeg = await findFfmpeg(options.mediaTools);
  await run(
    ffmpeg.path,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      wavPath,
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '128k',
      mp3Path,
    ],
    { signal: options.signal, maxBuffer: 1024 * 1024 },
  );
}
