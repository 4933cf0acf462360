import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { findFfmpeg, type MediaToolsChoice } from '../../integrations/media/find-ffmpeg.js';

/** What the checklist says about a media tool: which one this process would use, or none. */
export interface MediaToolFinding {
  source: 'system' | 'npm';
  detail: string;
}

/** The ffmpeg the local video renderer uses (integrations/media/find-ffmpeg.ts), or null. */
export async function detectFfmpeg(prefer: MediaToolsChoice): Promise<MediaToolFinding | null> {
  try {
    const tool = await findFfmpeg(prefer);
    return { source: tool.source, detail: `ffmpeg ${tool.version}${tool.hasXfade ? '' : ' (no xfade)'}` };
  } catch {
    return null;
  }
}

const SYSTEM_ESPEAK = '/usr/bin/espeak-ng';
const ESPEAK_WASM_PACKAGE = '@echogarden/espeak-ng-emscripten';

/**
 * espeak-ng as the speech engine would find it: Debian's binary, else its WebAssembly build
 * from npm (MEDIA_TOOLS may force one). Only looks for them; nothing is run.
 */
export async function detectEspeak(prefer: MediaToolsChoice): Promise<MediaToolFinding | null> {
  if (prefer !== 'npm') {
    try {
      await fs.access(SYSTEM_ESPEAK, fs.constants.X_OK);
      return { source: 'system', detail: SYSTEM_ESPEAK };
    } catch {
      // not installed: try the npm build
    }
  }
  if (prefer !== 'system') {
    try {
      createRequire(import.meta.url).resolve(ESPEAK_WASM_PACKAGE);
      return { source: 'npm', detail: ESPEAK_WASM_PACKAGE };
    } catch {
      // not installed either
    }
  }
  return null;
}
