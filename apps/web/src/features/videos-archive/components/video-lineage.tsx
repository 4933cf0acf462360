import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { MediaCredit, VideoRecord } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { reviseVideoPath } from '@/config/paths';

/** The stock services' own names (the same in every language). */
const PROVIDER_NAMES: Record<MediaCredit['provider'], string> = { pexels: 'Pexels', pixabay: 'Pixabay' };

/** The card's anchor, so a newer version can point at the one it revised. */
export const videoCardAnchor = (id: string) => `video-${id}`;

/** "v2" on a revision, with where its previous version is (or that it was deleted). */
export function VersionBadge({ video }: { video: Pick<VideoRecord, 'version' | 'parentVideoId'> }) {
  const { t } = useTranslation('videos-archive');
  if (video.version <= 1) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge
        variant="secondary"
        title={t('version.label', { version: video.version })}
        data-testid="video-version"
      >
        {`v${video.version}`}
      </Badge>
      {video.parentVideoId ? (
        <a
          href={`#${videoCardAnchor(video.parentVideoId)}`}
          className="underline underline-offset-4"
          data-testid="previous-version"
        >
          {t('version.previous', { version: video.version - 1 })}
        </a>
      ) : (
        <span>{t('version.previousDeleted')}</span>
      )}
    </span>
  );
}

/** "Change scenes": opens the studio on the video's scenes for a new version (completed, revisable videos). */
export function ChangeScenesButton({ video }: { video: Pick<VideoRecord, 'id' | 'status' | 'revisable'> }) {
  const { t } = useTranslation('videos-archive');
  if (video.status !== 'completed' || !video.revisable) return null;
  return (
    <Button size="sm" variant="ghost" asChild>
      <Link to={reviseVideoPath(video.id)} data-testid="change-scenes">
        <Pencil aria-hidden="true" />
        {t('changeScenes')}
      </Link>
    </Button>
  );
}

/** Who made the stock footage in the video: author — provider, each linked where known. */
export function VideoCredits({ credits }: { credits: readonly MediaCredit[] }) {
  const { t } = useTranslation('videos-archive');
  if (credits.length === 0) return null;
  return (
    <div className="grid gap-1 text-xs text-muted-foreground" data-testid="video-credits">
      <p className="font-medium">{t('credits.title')}</p>
      <ul className="grid gap-0.5">
        {credits.map((credit) => (
          <li key={credit.sourceUrl} className="break-words">
            {credit.authorUrl ? (
              <a
                href={credit.authorUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2"
              >
                {credit.author}
              </a>
            ) : (
              credit.author
            )}
            {' — '}
            <a
              href={credit.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2"
            >
              {PROVIDER_NAMES[credit.provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
