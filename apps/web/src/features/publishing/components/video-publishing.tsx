import type { ReactNode } from 'react';
import { OAUTH_PLATFORMS, type ConnectionList, type OAuthPlatform } from '@forja/contracts';
import { useConnections } from '@/lib/api/connections';
import { PublicationStatus } from './publication-status';
import { PublishVideoButton } from './publish-video-button';

/** The platforms this server has the operator's keys for (every signed-in user learns that much). */
function setUp(list: ConnectionList | undefined): OAuthPlatform[] {
  return OAUTH_PLATFORMS.filter((platform) =>
    list?.connections.some((c) => c.platform === platform && 'setup' in c && c.setup.configured),
  );
}

/**
 * Under a finished video: where it was published (link, status), a publish button (and a
 * schedule one, with what is planned) for each platform set up on this server. Nothing at all where none is: a button would only lead
 * to a Connect that cannot work.
 */
export function VideoPublishing({
  videoId,
  videoTitle,
  scheduling,
}: {
  videoId: string;
  videoTitle: string;
  /** A Schedule per platform and the video's planned publications (app/ gives scheduling). */
  scheduling?: (platforms: OAuthPlatform[]) => ReactNode;
}) {
  const platforms = setUp(useConnections().data);
  if (platforms.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="video-publishing">
      <PublicationStatus videoId={videoId} />
      <div className="flex flex-wrap gap-1">
        {platforms.map((platform) => (
          <PublishVideoButton key={platform} videoId={videoId} videoTitle={videoTitle} platform={platform} />
        ))}
        {scheduling?.(platforms)}
      </div>
    </div>
  );
}

/** The VideoExtras the route modules hand to the library and the video wizard. */
export const videoPublishingExtras = ({ id, title }: { id: string; title: string }) => (
  <VideoPublishing videoId={id} videoTitle={title} />
);
