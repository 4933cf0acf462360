import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload, X } from 'lucide-react';
import { MEDIA_IMAGE_TYPES, MEDIA_LIMITS, MEDIA_VIDEO_TYPES, type MediaItem } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useMediaUpload } from '../../hooks/media-queries';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { MediaLibraryPanel } from './media-library-panel';
import { megabytes, mediaErrorMessage } from './media-choice';

const ACCEPT = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES].join(',');

interface UploadPanelProps {
  chosenId: string | null;
  onPick: (item: MediaItem) => void;
}

/**
 * A picture or clip from the user's device: dropped or chosen, sent with a progress bar and a
 * cancel; the server probes it and says why it refuses one. Earlier uploads and stock picks
 * are listed below to use again.
 */
export function UploadPanel({ chosenId, onPick }: UploadPanelProps) {
  const { t } = useTranslation('video-studio');
  const upload = useMediaUpload();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState('');
  const [dragging, setDragging] = useState(false);
  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    controller.current = new AbortController();
    setProgress(0);
    setFileName(file.name);
    upload.mutate(
      { file, onProgress: setProgress, signal: controller.current.signal },
      { onSuccess: onPick },
    );
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };
  const cancelled = upload.error instanceof DOMException && upload.error.name === 'AbortError';
  return (
    <div className="grid gap-4">
      <div
        className={cn(
          'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm',
          dragging && 'border-primary bg-primary/5',
        )}
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
        <p>{t('media.upload.drop')}</p>
        <input
          ref={input}
          id="scene-media-file"
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('media.upload.choose')}
        </Button>
        <p className="text-xs text-muted-foreground" id="scene-media-limits">
          {t('media.upload.limits', {
            imageMb: megabytes(MEDIA_LIMITS.imageMaxBytes),
            clipMb: megabytes(MEDIA_LIMITS.clipMaxBytes),
            clipMinutes: Math.round(MEDIA_LIMITS.clipMaxSeconds / 60),
          })}
        </p>
      </div>
      {upload.isPending && (
        <div className="grid gap-1" data-testid="media-upload-progress">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate" id="scene-media-uploading">
              {t('media.upload.sending', { name: fileName, percent: Math.round(progress * 100) })}
            </span>
            <Button type="button" size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
              <X aria-hidden="true" />
              {t('media.upload.cancel')}
            </Button>
          </div>
          <Progress value={Math.round(progress * 100)} aria-labelledby="scene-media-uploading" />
        </div>
      )}
      {upload.isError && !cancelled && (
        <ErrorAlert
          title={t('media.upload.refused', { name: fileName })}
          message={mediaErrorMessage(t, upload.error)}
        />
      )}
      {cancelled && <p className="text-sm text-muted-foreground">{t('media.upload.cancelled')}</p>}
      <MediaLibraryPanel chosenId={chosenId} onPick={onPick} />
    </div>
  );
}
