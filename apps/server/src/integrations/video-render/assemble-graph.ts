import { MUSIC_FADE_SECONDS } from '@forja/contracts';
import { LOUDNORM, SAMPLE_RATE } from './filter-graph.js';
import type { Timeline } from './scene-timeline.js';
import type { RenderMusic } from './video-renderer.js';

/**
 * The last ffmpeg command of a render: the encoded segments joined as they are (the concat
 * demuxer, stream copy: no picture is encoded twice) and the sound made beside them. The sound
 * is cheap, so it is built whole on every render:
 *
 *   narration  each scene's WAV paced, padded and cut to its scene, joined, normalised (LOUDNORM)
 *   music      looped (-stream_loop) and cut to the video, faded in and out, at its volume,
 *              then ducked: a compressor keyed by the narration lowers it while the voice speaks
 *   mix        narration + ducked music, normalised again so the whole meets LOUDNORM
 *
 * The narration is normalised before the mix so the music's volume means the same against any
 * voice (a quiet TTS voice would otherwise be buried under a track mastered loud).
 */

export interface AssembleOptions {
  timeline: Timeline;
  /** The concat demuxer's list of the segment files, in order. */
  listPath: string;
  music: RenderMusic | null;
  outPath: string;
}

/**
 * Side-chain ducking. The key is the normalised narration (about -14 LUFS, speech RMS around
 * -20 dBFS), so a threshold of 0.02 (-34 dBFS) catches every word; 8:1 above it takes the music
 * down by 10–15 dB under speech. 20 ms attack: down before a word is heard over it; 350 ms
 * release: back up within a pause between sentences, without pumping between words.
 */
export const MUSIC_DUCKING = 'sidechaincompress=threshold=0.02:ratio=8:attack=20:release=350:knee=4';

const STEREO = `aformat=sample_fmts=fltp:channel_layouts=stereo`;

/** Fractions with a few decimals: an ffmpeg option never sees 1e-7. */
const num = (value: number) => Number(value.toFixed(4)).toString();

export function buildAudioGraph(options: AssembleOptions): string {
  const { timeline } = options;
  const chains: string[] = [];
  let input = 1;
  let narrated = false;
  for (const scene of timeline.scenes) {
    const seconds = scene.duration.toFixed(4);
    if (!scene.narration) {
      chains.push(`aevalsrc=0:c=mono:s=${SAMPLE_RATE}:d=${seconds}[a${scene.index}]`);
      continue;
    }
    narrated = true;
    // Every part in one format so concat accepts them; paced when too long, padded with
    // silence, then cut to the scene's length: the scene lasts exactly its chosen seconds.
    const pace = scene.tempo > 1 ? `atempo=${scene.tempo},` : '';
    chains.push(
      `[${input++}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,${pace}apad,atrim=duration=${seconds}[a${scene.index}]`,
    );
  }
  const parts = timeline.scenes.map((s) => `[a${s.index}]`).join('');
  const normalise = narrated ? `${LOUDNORM},aresample=${SAMPLE_RATE},` : '';
  const music = options.music && options.music.volume > 0 ? options.music : null;
  const voiceOut = music ? 'voice' : 'aout';
  chains.push(`${parts}concat=n=${timeline.scenes.length}:v=0:a=1,${normalise}${STEREO}[${voiceOut}]`);
  if (!music) return chains.join(';');

  const total = timeline.total;
  const fade = Math.min(MUSIC_FADE_SECONDS, total / 2);
  chains.push(
    `[${input}:a]aresample=${SAMPLE_RATE},${STEREO},atrim=duration=${num(total)},asetpts=PTS-STARTPTS,` +
      `afade=t=in:st=0:d=${num(fade)},afade=t=out:st=${num(total - fade)}:d=${num(fade)},` +
      `volume=${num(music.volume / 100)}[music]`,
  );
  const finish = `${LOUDNORM},aresample=${SAMPLE_RATE},${STEREO}[aout]`;
  if (!narrated) {
    // Nothing to duck under: the silent narration is dropped, the music alone normalised.
    chains.push('[voice]anullsink', `[music]${finish}`);
    return chains.join(';');
  }
  chains.push(
    '[voice]asplit=2[speech][key]',
    `[music][key]${MUSIC_DUCKING}[ducked]`,
    `[speech][ducked]amix=inputs=2:duration=first:dropout_transition=0,${finish}`,
  );
  return chains.join(';');
}

/** The joining command: segments (input 0, the list), narrations, then the music looped. */
export function buildAssembleArgs(options: AssembleOptions): string[] {
  const { timeline } = options;
  const narration = timeline.scenes.flatMap((scene) =>
    scene.narration ? ['-i', scene.narration.wavPath] : [],
  );
  const music =
    options.music && options.music.volume > 0 ? ['-stream_loop', '-1', '-i', options.music.path] : [];
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    options.listPath,
    ...narration,
    ...music,
    '-filter_complex',
    buildAudioGraph(options),
    '-map',
    '0:v',
    '-map',
    '[aout]',
    '-c:v',
    'copy',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    String(SAMPLE_RATE),
    '-t',
    timeline.total.toFixed(4),
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    options.outPath,
  ];
}

/** A concat demuxer list: one `file '…'` line per segment, quotes escaped as the demuxer reads them. */
export function concatList(paths: string[]): string {
  return paths.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join('');
}
