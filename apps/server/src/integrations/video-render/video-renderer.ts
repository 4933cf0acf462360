import type {
  SubtitleFont,
  SubtitlePosition,
  SubtitleSize,
  SubtitleStyle,
  VideoResolution,
} from '@forja/contracts';

import type { SpeechWord } from '../speech/speech-engine.js';

/**
 * The video renderer seam: local files in, one MP4 out. The local renderer (ffmpeg: the
 * system binary when present, else the one `npm ci` brings) implements it; the generation
 * job that makes a video gets the scene images and narration ready, calls render, and
 * stores the result. JSON2Video is not a VideoRenderer: it takes prompts and voices, not
 * files, so the job talks to it directly.
 */

export interface RenderScene {
  /** A PNG or JPEG on disk. */
  imagePath: string;
  /** How long the scene lasts, narrated or not: the seconds per scene the user chose and paid for. */
  seconds: number;
  narration?: { wavPath: string; durationMs: number; words: SpeechWord[] };
}

export interface RenderRequest {
  scenes: RenderScene[];
  preset: VideoResolution;
  /** null: no subtitles burnt in. */
  subtitles: {
    style: SubtitleStyle;
    position: SubtitlePosition;
    font: SubtitleFont;
    /** Default medium. */
    size?: SubtitleSize;
  } | null;
  /** Render smaller than the preset (long side at most this many pixels), keeping its shape. */
  maxLongSide?: number;
  /** Scratch space the caller owns and removes. */
  workDir: string;
  outPath: string;
  signal?: AbortSignal;
  /** Encoding progress, 0–100, at most a few times a second. */
  onProgress?: (percent: number) => void;
}

export interface RenderResult {
  durationMs: number;
  width: number;
  height: number;
  bytes: number;
  /** Peak memory of the ffmpeg process (Linux), for the benchmark. */
  peakMemoryBytes?: number | null;
  /** CPU seconds ffmpeg used (Linux), for the benchmark on a shared machine. */
  cpuSeconds?: number | null;
}

export interface VideoRenderer {
  /** 'ffmpeg 5.1 (system)', 'ffmpeg (npm, no xfade)', … for health and admin settings. */
  readonly name: string;
  render(request: RenderRequest): Promise<RenderResult>;
}
