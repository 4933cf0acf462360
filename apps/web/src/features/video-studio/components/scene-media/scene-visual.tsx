import { useTranslation } from 'react-i18next';
import { Film } from 'lucide-react';
import { formatDuration } from '@/lib/video-format';
import { cn } from '@/lib/utils';
import type { DraftScene } from '../../model/video-draft';

/**
 * A chosen picture or clip as the card and the picker show it: its still, a clip badge with
 * its length, and the photographer's credit for a stock item. Nothing for a generated picture
 * (the scene's image preview shows that one).
 */
export function SceneVisual({
  scene,
  number,
  compact = false,
}: {
  scene: DraftScene;
  number: number;
  /** A small still beside its caption (the picker's "in use" line), not a preview. */
  compact?: boolean;
}) {
  const { t } = useTranslation('video-studio');
  const preview = scene.media.kind === 'generated' ? undefined : scene.mediaPreview;
  if (!preview) return null;
  const clip = preview.type === 'video';
  return (
    <figure
      className={compact ? 'flex items-center gap-3' : 'grid justify-items-start gap-1'}
      data-testid="scene-visual"
    >
      <div className="relative">
        <img
          src={preview.posterUrl}
          alt={t(clip ? 'media.clipAlt' : 'scenes.imageAlt', { number })}
          className={cn(
            'w-auto rounded-md border bg-muted object-contain',
            compact ? 'h-20 max-w-32' : 'max-h-56',
          )}
        />
        {clip && (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
            <Film aria-hidden="true" className="size-3" />
            {compact
              ? formatDuration(preview.durationSeconds)
              : t('media.clipBadge', { length: formatDuration(preview.durationSeconds) ?? '' })}
          </span>
        )}
      </div>
      <figcaption className={cn('grid min-w-0 text-xs text-muted-foreground', compact && 'text-sm')}>
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
