import { z } from 'zod';
import { VIDEO_SEED_STATE, type VideoSeed } from '@/lib/video-seed';

/*
 * The video studio's side of "Make a video from this" (lib/video-seed.ts): the navigation
 * state is whatever the history holds, so it is checked before it seeds a draft. The check
 * lives here, not beside the seed's maker, so the archives that make seeds load no zod.
 */
const videoSeedSchema: z.ZodType<VideoSeed> = z.object({
  idea: z.string(),
  title: z.string(),
  scenes: z.array(z.object({ imagePrompt: z.string(), voiceOverText: z.string() })),
});

/** The seed in a navigation state, or null when there is none (or it is not one). */
export function readVideoSeed(state: unknown): VideoSeed | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = videoSeedSchema.safeParse((state as Record<string, unknown>)[VIDEO_SEED_STATE]);
  return parsed.success ? parsed.data : null;
}
