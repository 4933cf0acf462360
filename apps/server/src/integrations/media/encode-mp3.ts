import { findFfmpeg, type MediaToolsChoice } from './find-ffmpeg.js';
import { spawnTied } from './tied-child.js';

/** Encodes a WAV file as MP3 (LAME, 128 kb/s mono is plenty for speech); both ffmpeg builds have libmp3lame. */
export async function encodeMp3(
  wavPath: string,
  mp3Path: string,
  options: { mediaTools: MediaToolsChoice; signal?: AbortSignal | undefined },
): Promise<void> {
  const ffmpeg = await findFfmpeg(options.mediaTools);
  await runTied(
    ffmpeg.path,
    [
      '-hide_banner',
      '-nostdin',
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
    options.signal,
  );
}

/** Runs a tied ffmpeg to its end: rejects with its last stderr on failure, or the abort's reason. */
function runTied(command: string, args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawnTied(command, args, { signal });
    let stderr = '';
    child.stdout.resume();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4096)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      else if (code === 0) resolve();
      else
        reject(
          new Error(`ffmpeg failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`),
        );
    });
  });
}
