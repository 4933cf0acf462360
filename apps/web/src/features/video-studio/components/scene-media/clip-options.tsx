import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIP_FITS, type ClipFit } from '@forja/contracts';
import { Input } from '@/components/ui/input';
import { formatDuration } from '@/lib/video-format';
import type { DraftSceneMedia, MediaPreview } from '../../model/video-scenes';

type ClipMedia = Extract<DraftSceneMedia, { kind: 'media' }>;

interface ClipOptionsProps {
  sceneId: string;
  media: ClipMedia;
  preview: MediaPreview;
  onChange: (media: ClipMedia) => void;
}

/** Where a clip starts (a preview seeks there) and what a clip shorter than its scene does. */
export function ClipOptions({ sceneId, media, preview, onChange }: ClipOptionsProps) {
  const { t } = useTranslation('video-studio');
  const video = useRef<HTMLVideoElement>(null);
  const duration = preview.durationSeconds ?? 0;
  // Whole seconds are enough to pick a moment; the last second is left so something plays.
  const maxStart = Math.max(0, Math.floor(duration) - 1);
  useEffect(() => {
    if (video.current) video.current.currentTime = media.startSeconds;
  }, [media.startSeconds]);
  const setStart = (value: number) => {
    if (!Number.isFinite(value)) return;
    onChange({ ...media, startSeconds: Math.min(Math.max(0, Math.round(value)), maxStart) });
  };
  const startId = `clip-start-${sceneId}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="clip-options">
      <legend className="px-1 text-sm font-medium">{t('media.clipOptions.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <video
          ref={video}
          src={preview.url}
          poster={preview.posterUrl}
          muted
          playsInline
          preload="metadata"
          className="aspect-video max-h-40 w-full rounded-md bg-black object-contain"
          aria-label={t('media.clipOptions.preview')}
          onLoadedMetadata={(event) => {
            event.currentTarget.currentTime = media.startSeconds;
          }}
        />
        <div className="grid content-start gap-3">
          <div className="grid gap-1">
            <label htmlFor={startId} className="text-sm font-medium">
              {t('media.clipOptions.start')}
            </label>
            <div className="flex items-center gap-2">
              <input
                type="range"
                min={0}
                max={maxStart}
                step={1}
                value={media.startSeconds}
                aria-hidden="true"
                tabIndex={-1}
                className="min-w-0 flex-1 accent-primary"
                onChange={(event) => setStart(Number(event.target.value))}
              />
              <Input
                id={startId}
                type="number"
                inputMode="numeric"
                min={0}
                max={maxStart}
                step={1}
                value={media.startSeconds}
                className="w-20"
                aria-describedby={`${startId}-hint`}
                onChange={(event) => setStart(event.target.valueAsNumber)}
              />
            </div>
            <p id={`${startId}-hint`} className="text-xs text-muted-foreground">
              {t('media.clipOptions.startHint', { length: formatDuration(duration) })}
            </p>
          </div>
          <div role="radiogroup" aria-labelledby={`clip-fit-${sceneId}`} className="grid gap-1">
            <span id={`clip-fit-${sceneId}`} className="text-sm font-medium">
              {t('media.clipOptions.fit')}
            </span>
            {CLIP_FITS.map((fit: ClipFit) => (
              <label key={fit} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`clip-fit-${sceneId}`}
                  value={fit}
                  checked={media.fit === fit}
                  className="accent-primary"
                  onChange={() => onChange({ ...media, fit })}
                />
                {t(`media.clipOptions.fits.${fit}`)}
              </label>
            ))}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
