import type { OAuthPlatform } from '@forja/contracts';
import { ItemSchedules } from './item-schedules';
import { ScheduleButton } from './schedule-button';

/** A saved video's "Schedule on YouTube/TikTok" (the platforms it may be published to) and its planned publications. */
export function VideoScheduling({
  videoId,
  videoTitle,
  platforms,
}: {
  videoId: string;
  videoTitle: string;
  platforms: readonly OAuthPlatform[];
}) {
  return (
    <>
      {platforms.map((platform) => (
        <ScheduleButton
          key={platform}
          withPlatform
          target={{ platform, itemId: videoId, title: videoTitle }}
        />
      ))}
      <ItemSchedules itemId={videoId} target={{ itemId: videoId, title: videoTitle }} platforms={platforms} />
    </>
  );
}
