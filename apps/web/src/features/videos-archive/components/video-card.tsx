import { useTranslation } from 'react-i18next';
import { CircleAlert, Download, Film } from 'lucide-react';
import type { VideoRecord } from '@forja/contracts';
import { ItemActions } from '@/components/archive/item-actions';
import { DeleteButton } from '@/components/feedback/delete-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteVideo } from '@/lib/api/videos';
import { errorMessage } from '@/lib/errors';
import type { VideoExtras } from '@/lib/video-extras';
import { relativeTime } from '@/lib/relative-time';
import { fromStoredError, generationError } from '@/lib/wizard/stored-error';
import { formatDuration, formatElapsed, formatFileSize, videoFormatName } from '@/lib/video-format';
import { useProcessingVideo } from '../hooks/use-processing-video';
import { downloadVideo, videoCardTitle, videoDownloadName } from '../model/video-card-model';
import { ChangeScenesButton, VersionBadge, VideoCredits, videoCardAnchor } from './video-lineage';
import { VideoStatusBadge } from './video-status-badge';

/**
 * One video of the library: the player (metadata only until played), title, status, its
 * version (a revision links to the one it revised), when, duration, resolution, size, where
 * the file is, the prompt, the stock footage's credits, download (only with a URL), "Change
 * scenes" (a new version) and delete behind a question. A processing video updates itself.
 */
export function VideoCard({ video: listed, extras }: { video: VideoRecord; extras?: VideoExtras }) {
  const { t, i18n } = useTranslation('videos-archive');
  const video = useProcessingVideo(listed);
  const remove = useDeleteVideo();
  const title = videoCardTitle(video, t('fallbackTitle'));
  const lang = i18n.resolvedLanguage ?? 'en';
  const renderTime =
    video.status === 'completed' ? formatElapsed(video.createdAt, video.completedAt, lang) : null;
  const facts = [
    formatDuration(video.duration),
    videoFormatName(t, video.resolution),
    formatFileSize(video.fileSize, lang),
    renderTime && t('renderedIn', { duration: renderTime }),
  ].filter((f): f is string => !!f);
  return (
    <article
      id={videoCardAnchor(video.id)}
      className="grid scroll-mt-4 content-start gap-2 rounded-lg border bg-card p-3 target:ring-2 target:ring-primary"
      data-testid="video-card"
    >
      {video.url ? (
        <video
          src={video.url}
          poster={video.posterUrl ?? undefined}
          preload="metadata"
          controls
          className="aspect-video w-full rounded-md bg-black"
          aria-label={t('player', { title })}
          data-testid="video-player"
        />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-md bg-muted p-3 text-center text-sm text-muted-foreground">
          {video.status === 'failed' ? (
            <CircleAlert aria-hidden="true" className="size-6" />
          ) : (
            <Film aria-hidden="true" className="size-6" />
          )}
          {video.status === 'processing'
            ? t('processingNote')
            : video.status === 'failed'
              ? errorMessage(t, fromStoredError(generationError(video.error)), 'videos-archive:failedNote')
              : t('noFile')}
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words" data-testid="video-title">
          {title}
        </h3>
        <VideoStatusBadge status={video.status} />
      </div>
      <VersionBadge video={video} />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <time dateTime={video.createdAt}>{relativeTime(video.createdAt, i18n.resolvedLanguage)}</time>
        {facts.map((fact) => (
          <span key={fact} className="before:mr-2 before:content-['·']">
            {fact}
          </span>
        ))}
        {video.fileSource && (
          <Badge variant="outline" data-testid="video-source">
            {t(`source.${video.fileSource}`)}
          </Badge>
        )}
      </p>
      {video.prompt && (
        <p className="line-clamp-2 text-sm break-words" title={video.prompt}>
          {video.prompt}
        </p>
      )}
      <VideoCredits credits={video.credits} />
      <DemoGeneratorNotice demo={video.demo} />
      <div className="flex flex-wrap gap-1">
        {video.url && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void downloadVideo(video.url!, videoDownloadName(video), t)}
          >
            <Download aria-hidden="true" />
            {t('download')}
          </Button>
        )}
        <ChangeScenesButton video={video} />
        <ItemActions studio="video" itemId={video.id} />
        <DeleteButton namespace="videos-archive" onDelete={() => remove.mutateAsync(video.id)} />
      </div>
      {video.status === 'completed' && video.url && extras?.({ id: video.id, title })}
    </article>
  );
}
