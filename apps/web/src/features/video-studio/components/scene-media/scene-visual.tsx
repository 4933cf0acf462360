import { useTranslation } from 'react-i18next';
import { Film } from 'lucide-react';
import { formatDuration } from '@/lib/video-format';
import type { DraftScene } from '../../model/video-draft';

/**
 * A chosen picture or clip as the card and the picker show it: its still, a clip badge with
 * its length, and the photographer's credit for a stock item. Nothing for a generated picture
 * (the scene's image preview shows that one).
 */
export function SceneVisual({ scene, number }: { scene: DraftScene; number: number }) {
  const { t } = useTranslation('video-studio');
  const preview = scene.media.kind === 'generated' ? undefined : scene.mediaPreview;
  if (!preview) return null;
  const clip = preview.type === 'video';
  return (
    <figure className="grid justify-items-start gap-1" data-testid="scene-visual">
      <div className="relative">
        <img
          src={preview.posterUrl}
          alt={t(clip ? 'media.clipAlt' : 'scenes.imageAlt', { number })}
          className="max-h-56 w-auto rounded-md border bg-muted object-contain"
        />
        {clip && (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
            <Film aria-hidden="true" className="size-3" />
            {t('media.clipBadge', { length: formatDuration(preview.durationSeconds) ?? '' })}
          </span>
        )}
      </div>
      <figcaption className="grid text-xs text-muted-foreground">
        <span className="break-words">
          {t(scene.media.kind === 'archive' ? 'media.fromArchive' : 'media.fromLibrary', {
            name: preview.name,
          })}
        </span>
        {preview.credit && <span data-testid="scene-credit">{preview.credit}</span>}
      </figcaption>
    </figure>
  );
}
