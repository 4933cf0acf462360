import { SCENE_IMAGE_PREVIEWS_PER_MINUTE } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * Scene-image previews are free, so they are counted: at most `max` a minute per user, in
 * this process (a sliding window). Beyond it, 429 RATE_LIMITED with the seconds to wait.
 */
export function createSceneImageLimit(
  max = SCENE_IMAGE_PREVIEWS_PER_MINUTE,
  windowMs = 60_000,
  now = Date.now,
) {
  const recent = new Map<string, number[]>();
  return (userId: string): void => {
    const t = now();
    const times = (recent.get(userId) ?? []).filter((at) => at > t - windowMs);
    if (times.length >= max) {
      recent.set(userId, times);
      const retryAfterSeconds = Math.max(1, Math.ceil((times[0]! + windowMs - t) / 1000));
      throw new AppError(429, 'RATE_LIMITED', 'Too many scene images this minute. Wait a moment.', {
        retryAfterSeconds,
      });
    }
    times.push(t);
    recent.set(userId, times);
    // Forget users who stopped, so the map does not grow with every user ever seen.
    if (recent.size > 10_000)
      for (const [id, at] of recent) if (!at.some((x) => x > t - windowMs)) recent.delete(id);
  };
}
