import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/**
 * Which ffmpeg this process uses (espeak-ng is found by the speech engine): the system's when present (Debian's ffmpeg
 * 5.1 has every filter the renderer wants), else the ones `npm ci` brings
 * (`@ffmpeg-installer/ffmpeg`: a 2018 static build with libass, x264, zoompan and loudnorm but
 * no xfade; `@echogarden/espeak-ng-emscripten`: espeak-ng in WebAssembly with its voice data).
 * Nothing is downloaded. MEDIA_TOOLS=npm|system (config.mediaTools) forces a choice; the tests cover both.
 */

const run = promisify(execFile);

export interface FfmpegTool {
  path: string;
  source: 'system' | 'npm';
  /** e.g. '5.1.6' or 'N-47683' for the npm build. */
  version: string;
  /** Whether the xfade filter (scene transitions) exists; the npm build lacks it. */
  hasXfade: boolean;
}

async function probe(path: string, source: FfmpegTool['source']): Promise<FfmpegTool | null> {
  try {
    // One run: the filters on stdout, the version in the banner on stderr (a start pays for
    // each process it spawns).
    const { stdout, stderr } = await run(path, ['-filters'], { maxBuffer: 4 * 1024 * 1024 });
    const version = /ffmpeg version (\S+)/.exec(stderr)?.[1] ?? 'unknown';
    return { path, source, version, hasXfade: /\sxfade\s/.test(stdout) };
  } catch {
    return null;
  }
}

function npmFfmpegPath(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

const cache = new Map<string, Promise<FfmpegTool>>();

/** The ffmpeg to use, probed once per process. Rejects only when neither exists. */
export type MediaToolsChoice = 'auto' | 'system' | 'npm';

export function findFfmpeg(prefer: MediaToolsChoice = 'auto'): Promise<FfmpegTool> {
  const key = prefer;
  let found = cache.get(key);
  if (!found) {
    found = (async () => {
      const npmPath = npmFfmpegPath();
      const candidates: [string, FfmpegTool['source']][] = [];
      if (prefer !== 'npm') candidates.push(['ffmpeg', 'system']);
      if (prefer !== 'system' && npmPath) candidates.push([npmPath, 'npm']);
      for (const [path, source] of candidates) {
        const tool = await probe(path, source);
        if (tool) return tool;
      }
      throw new Error(
        "No ffmpeg found: install Debian's ffmpeg or run npm ci (it brings @ffmpeg-installer/ffmpeg).",
      );
    })();
    cache.set(key, found);
  }
  return found;
}
