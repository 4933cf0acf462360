import type { VideoResolution } from '@forja/contracts';

/**
 * The eight resolution/format presets of the video wizard as frame sizes. `sd` is 16:9 at 480
 * lines (854×480: every other preset with a landscape frame is 16:9 too); `hd` and
 * `twitter-landscape` are both 1280×720, `twitter-portrait` is its portrait twin.
 */
export const PRESET_SIZES: Record<VideoResolution, FrameSize> = {
  sd: { width: 854, height: 480 },
  hd: { width: 1280, height: 720 },
  'full-hd': { width: 1920, height: 1080 },
  squared: { width: 1080, height: 1080 },
  'instagram-story': { width: 1080, height: 1920 },
  'instagram-feed': { width: 1080, height: 1350 },
  'twitter-landscape': { width: 1280, height: 720 },
  'twitter-portrait': { width: 720, height: 1280 },
};

export interface FrameSize {
  width: number;
  height: number;
}

/** Frames a second of every render: 25 keeps a 2-core machine fast and plays well everywhere. */
export const FRAME_RATE = 25;

/**
 * The frame a render is made at: the preset's, or smaller when `maxLongSide` asks for it (a
 * preview or a quick render), keeping the aspect ratio. x264 with yuv420p needs even sides.
 */
export function frameSize(preset: VideoResolution, maxLongSide?: number): FrameSize {
  const full = PRESET_SIZES[preset];
  const longSide = Math.max(full.width, full.height);
  const factor = maxLongSide && maxLongSide < longSide ? maxLongSide / longSide : 1;
  const even = (n: number) => Math.max(2, 2 * Math.round((n * factor) / 2));
  return { width: even(full.width), height: even(full.height) };
}
