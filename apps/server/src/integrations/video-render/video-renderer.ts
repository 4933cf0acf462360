import type {
  ClipFit,
  SceneTransition,
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

/**
 * What a scene shows: a still (PNG or JPEG on disk, moved by a slow zoom or pan), or a clip
 * (MP4, MOV or WebM on disk) played from `startSeconds`, cut at the scene's end, and when
 * shorter than the scene looped (`loop`) or its last frame held (`hold`). `id` names the
 * content (a stored file's id): with the scene's other settings it makes the segment's key, so a
 * later render of the same scene can re-use the segment instead of encoding it again.
 */
export type SceneVisual =
  | { kind: 'image'; path: string; id: string }
  | { kind: 'clip'; path: string; id: string; startSeconds: number; fit: ClipFit; durationSeconds: number };

export interface RenderScene {
  visual: SceneVisual;
  /** How long the scene lasts, narrated or not: the seconds the user chose and paid for. */
  seconds: number;
  narration?: { wavPath: string; durationMs: number; words: SpeechWord[] };
  /** How this scene hands over to the next (the last scene's is unused). Default 'fade'. */
  transition?: SceneTransition;
}

/** Music under the narration: looped or cut to the video, faded, ducked while the voice speaks. */
export interface RenderMusic {
  /** An audio file on disk (MP3, AAC/M4A, WAV, OGG, FLAC). */
  path: string;
  /** Percent of the track's own level before ducking (0–100). */
  volume: number;
}

/** One encoded piece of the video: a scene's body or a transition, with the key that says what made it. */
export interface RenderedSegment {
  key: string;
  /** The file in workDir (the caller may store it to offer it to a later render). */
  path: string;
  /** The scene it belongs to (a transition: the scene it leaves). */
  sceneIndex: number;
  kind: 'scene' | 'transition';
  /** True when it came from `reuse` rather than being encoded now. */
  reused: boolean;
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
  /** null or absent: no music. */
  music?: RenderMusic | null;
  /**
   * Segments of an earlier render, by key (files on disk): a segment whose key is here is
   * re-used as it is instead of being encoded again (a revision that changed one scene).
   */
  reuse?: ReadonlyMap<string, string>;
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
  /** The pieces the video was assembled from, in order (the caller may keep them for a later render). */
  segments: RenderedSegment[];
}

export interface VideoRenderer {
  /** 'ffmpeg 5.1.9-0+deb12u1 (system)', 'ffmpeg N-47683-g0e8eb07980-static (npm)', … for health and admin settings. */
  readonly name: string;
  render(request: RenderRequest): Promise<RenderResult>;
}
