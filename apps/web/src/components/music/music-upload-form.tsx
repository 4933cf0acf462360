import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Upload } from 'lucide-react';
import {
  MEDIA_LIMITS,
  MUSIC_AUDIO_TYPES,
  MUSIC_LICENCE_MAX_LENGTH,
  MUSIC_TITLE_MAX_LENGTH,
  type MusicTrack,
  type MusicUploadQuery,
} from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/** A refused upload in words: the probe's reason when the server gave one (errors:mediaRefused.*). */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  const reason = isApiRequestError(error) ? error.details?.reason : undefined;
  if (isApiRequestError(error) && error.code === 'MEDIA_REFUSED' && typeof reason === 'string') {
    const key = `errors:mediaRefused.${reason}`;
    return t(key, { defaultValue: t('errors:MEDIA_REFUSED') });
  }
  return errorMessage(t, error);
}

/**
 * A music track's upload: title (required), artist, licence and the file, sent with progress.
 * Used by the video studio (the user's own tracks) and the back office (tracks for everyone);
 * `namespace` and `keyPrefix` give its texts (title, artist, licence, licenceHint, file,
 * limits, submit, uploading, progress, titleRequired, fileRequired, done).
 */
export function MusicUploadForm({
  namespace,
  keyPrefix,
  upload,
  onUploaded,
}: {
  namespace: string;
  keyPrefix: string;
  upload: (
    query: MusicUploadQuery,
    file: File,
    onProgress: (fraction: number) => void,
  ) => Promise<MusicTrack>;
  onUploaded: (track: MusicTrack) => void;
}) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const { t: tErrors } = useTranslation(namespace);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState('');
  const [licence, setLicence] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!title.trim()) return setError(t('titleRequired'));
    if (!file) return setError(t('fileRequired'));
    // Refused here already when it cannot pass: no need to send 30 MB to hear it.
    if (file.size > MEDIA_LIMITS.musicMaxBytes) return setError(tErrors('errors:mediaRefused.too_large'));
    setError(null);
    setProgress(0);
    try {
      const track = await upload(
        { title: title.trim(), artist: artist.trim(), licence: licence.trim() },
        file,
        (f) => setProgress(Math.round(f * 100)),
      );
      setTitle('');
      setArtist('');
      setLicence('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(track);
    } catch (failure) {
      setError(uploadErrorMessage(tErrors, failure));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="music-upload"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{t('title')}</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={MUSIC_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
            required
            disabled={busy}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-artist`}>{t('artist')}</Label>
          <Input
            id={`${id}-artist`}
            value={artist}
            maxLength={MUSIC_TITLE_MAX_LENGTH}
            onChange={(event) => setArtist(event.target.value)}
            disabled={busy}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-licence`}>{t('licence')}</Label>
        <Input
          id={`${id}-licence`}
          value={licence}
          maxLength={MUSIC_LICENCE_MAX_LENGTH}
          onChange={(event) => setLicence(event.target.value)}
          aria-describedby={`${id}-licence-hint`}
          disabled={busy}
        />
        <p id={`${id}-licence-hint`} className="text-xs text-muted-foreground">
          {t('licenceHint')}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>{t('file')}</Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={MUSIC_AUDIO_TYPES.join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={`${id}-limits`}
          disabled={busy}
        />
        <p id={`${id}-limits`} className="text-xs text-muted-foreground">
          {t('limits', {
            megabytes: Math.round(MEDIA_LIMITS.musicMaxBytes / 1024 / 1024),
            minutes: Math.round(MEDIA_LIMITS.musicMaxSeconds / 60),
          })}
        </p>
      </div>
      {busy && (
        <div className="grid gap-1" aria-live="polite">
          <Progress value={progress} aria-label={t('progress', { percent: progress })} />
          <span className="text-xs text-muted-foreground">{t('progress', { percent: progress })}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="music-upload-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" className="justify-self-start" disabled={busy}>
        <Upload aria-hidden="true" />
        {busy ? t('uploading') : t('submit')}
      </Button>
    </form>
  );
}
