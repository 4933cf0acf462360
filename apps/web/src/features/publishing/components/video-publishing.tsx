import { PublicationStatus } from './publication-status';
import { PublishVideoButton } from './publish-video-button';

/** Under a finished video: where it was published (link, status) and the two publish buttons. */
export function VideoPublishing({ videoId, videoTitle }: { videoId: string; videoTitle: string }) {
  return (
    <div className="grid gap-2" data-testid="video-publishing">
      <PublicationStatus videoId={videoId} />
      <div className="flex flex-wrap gap-1">
        <PublishVideoButton videoId={videoId} videoTitle={videoTitle} platform="youtube" />
        <PublishVideoButton videoId={videoId} videoTitle={videoTitle} platform="tiktok" />
      </div>
    </div>
  );
}

/** The VideoExtras the route modules hand to the library and the video wizard. */
export const videoPublishingExtras = ({ id, title }: { id: string; title: string }) => (
  <VideoPublishing videoId={id} videoTitle={title} />
);
