import { useTranslation } from 'react-i18next';
import { Music } from 'lucide-react';
import type { MusicTrack } from '@forja/contracts';
import { DeleteButton } from '@/components/feedback/delete-button';
import { LoadError } from '@/components/feedback/load-error';
import { MusicUploadForm } from '@/components/music/music-upload-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDuration, formatFileSize } from '@/lib/video-format';
import { useAdminMusic, useAdminMusicUpload, useDeleteAdminMusic } from '../api/admin-music';

/**
 * Back office → Music library: the tracks every user can put under a video's narration, with
 * their title, artist and licence; upload (with progress, refusals explained) and delete.
 */
export function AdminMusicPage() {
  const { t } = useTranslation('admin-music');
  useDocumentTitle(t('title'));
  const tracks = useAdminMusic();
  const upload = useAdminMusicUpload();
  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('upload.heading')}</CardTitle>
          <CardDescription>{t('upload.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <MusicUploadForm
            namespace="admin-music"
            keyPrefix="upload"
            upload={upload}
            onUploaded={(track) => void toast.success(t('uploaded', { title: track.title }))}
          />
        </CardContent>
      </Card>
      <section className="grid gap-3" aria-labelledby="admin-music-list">
        <h2 id="admin-music-list" className="text-lg font-semibold">
          {t('list.heading')}
        </h2>
        {tracks.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : tracks.isError ? (
          <LoadError
            title={t('list.loadFailed')}
            message={errorMessage(t, tracks.error)}
            onRetry={() => void tracks.refetch()}
            retrying={tracks.isFetching}
          />
        ) : tracks.data.length === 0 ? (
          <Card className="items-center px-6 py-10 text-center" data-testid="admin-music-empty">
            <Music aria-hidden="true" className="size-10 text-muted-foreground" />
            <div className="grid gap-1">
              <p className="font-semibold">{t('list.emptyTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('list.emptyText')}</p>
            </div>
          </Card>
        ) : (
          <ul className="grid gap-2" data-testid="admin-music-list">
            {tracks.data.map((track) => (
              <TrackItem key={track.id} track={track} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TrackItem({ track }: { track: MusicTrack }) {
  const { t, i18n } = useTranslation('admin-music');
  const remove = useDeleteAdminMusic();
  const facts = [
    formatDuration(track.durationSeconds),
    formatFileSize(track.sizeBytes, i18n.resolvedLanguage ?? 'en'),
  ].filter(Boolean);
  return (
    <li
      className="grid gap-2 rounded-md border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="admin-music-track"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">
          {track.title}
          {track.artist && <span className="font-normal text-muted-foreground"> — {track.artist}</span>}
        </p>
        <p className="text-xs break-words text-muted-foreground">
          {[...facts, track.licence || t('list.noLicence')].join(' · ')}
        </p>
        <audio
          src={track.url}
          controls
          preload="none"
          className="h-8 w-full max-w-sm"
          aria-label={t('list.preview', { title: track.title })}
        />
      </div>
      <DeleteButton
        className="justify-self-start"
        namespace="admin-music"
        values={{ title: track.title }}
        onDelete={() => remove.mutateAsync(track.id)}
      />
    </li>
  );
}
