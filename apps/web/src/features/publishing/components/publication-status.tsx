import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, ExternalLink } from 'lucide-react';
import type { Publication } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { usePublications } from '../api/publications';

const NAMES = { youtube: 'YouTube', tiktok: 'TikTok' } as const;

function PublicationRow({ publication: p }: { publication: Publication }) {
  const { t } = useTranslation('publishing');
  const percent = p.bytesTotal > 0 ? Math.round((p.bytesUploaded / p.bytesTotal) * 100) : 0;
  const label = t('statusLabel', { platform: NAMES[p.platform], status: t(`status.${p.status}`) });
  return (
    <li className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{NAMES[p.platform]}</span>
        {p.status === 'published' ? (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {t('status.published')}
          </Badge>
        ) : p.status === 'failed' ? (
          <Badge variant="destructive">
            <CircleAlert aria-hidden="true" />
            {t('status.failed')}
          </Badge>
        ) : (
          <Badge variant="outline">{t(`status.${p.status}`)}</Badge>
        )}
        {p.url && (
          <a
            href={p.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            {t('open', { platform: NAMES[p.platform] })}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
      {(p.status === 'queued' || p.status === 'uploading' || p.status === 'processing') && (
        <Progress value={p.status === 'processing' ? 100 : percent} aria-label={label} />
      )}
      {p.status === 'published' && p.privacy === 'private' && p.platform === 'youtube' && (
        <p className="text-xs text-muted-foreground">{t('youtube.keptPrivate')}</p>
      )}
      {p.status === 'published' && p.privacy === 'SELF_ONLY' && (
        <p className="text-xs text-muted-foreground">{t('tiktok.postedPrivately')}</p>
      )}
      {p.status === 'failed' && (
        <p className="text-xs text-destructive">
          {p.errorCode
            ? t(`errors:${p.errorCode}`, { defaultValue: t('failedGeneric') })
            : t('failedGeneric')}
        </p>
      )}
    </li>
  );
}

/** Where a video was published: platform, status (with upload progress), link, or why it failed. */
export function PublicationStatus({ videoId }: { videoId: string }) {
  const { t } = useTranslation('publishing');
  const publications = usePublications(videoId);
  const list = publications.data?.publications ?? [];
  if (list.length === 0) return null;
  // The newest per platform: older attempts are history.
  const latest = list.filter((p, i) => list.findIndex((q) => q.platform === p.platform) === i);
  return (
    <section aria-label={t('where')} className="grid gap-2">
      <ul className="grid gap-2">
        {latest.map((p) => (
          <PublicationRow key={p.id} publication={p} />
        ))}
      </ul>
    </section>
  );
}
