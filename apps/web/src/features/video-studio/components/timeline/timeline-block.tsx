import { useId, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Film } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { NARRATION_MAX_SPEEDUP, type TimelineBlock } from '../../model/video-timeline';

type Handler = (event: ReactPointerEvent<HTMLElement>) => void;

const FIT_COLOURS = {
  fits: 'bg-green-600',
  faster: 'bg-amber-500',
  cut: 'bg-red-600',
} as const;

/**
 * One scene on the timeline: its number, picture, seconds and the narration's estimated length
 * as a bar (full width: the scene's length; amber: sped up to fit, red: cut even sped up).
 * The block itself is the focus target for the keyboard; its right edge resizes it.
 */
export function TimelineBlockView({
  block,
  number,
  width,
  changed,
  disabled,
  dragging,
  dropBefore,
  after,
  onKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
}: {
  block: TimelineBlock;
  number: number;
  width: number;
  changed: boolean;
  disabled: boolean;
  dragging: { dx: number } | null;
  dropBefore: boolean;
  /** What follows the block on the strip (the transition to the next scene). */
  after?: ReactNode;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>, kind: 'move' | 'resize') => void;
  onPointerMove: Handler;
  onPointerUp: Handler;
  onPointerCancel: Handler;
}) {
  const { t, i18n } = useTranslation('video-studio');
  const narrationId = useId();
  const decimal = (n: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(n);
  const { scene, seconds, narrationSeconds, fit } = block;
  const picture = scene.mediaPreview?.posterUrl ?? scene.imageUrl;
  const narrationLabel = t(`timeline.fit.${fit}`, {
    narration: decimal(narrationSeconds),
    seconds,
    speed: decimal(NARRATION_MAX_SPEEDUP),
  });
  const handlers = { onPointerMove, onPointerUp, onPointerCancel };
  return (
    <li className="flex shrink-0 items-stretch">
      <div
        role="group"
        tabIndex={disabled ? -1 : 0}
        data-scene-id={scene.id}
        data-testid="timeline-block"
        data-fit={fit}
        aria-roledescription={t('timeline.roleDescription')}
        aria-label={t('timeline.block', { number, seconds })}
        aria-describedby={narrationId}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => onPointerDown(event, 'move')}
        {...handlers}
        style={{
          width,
          transform: dragging ? `translateX(${dragging.dx}px)` : undefined,
        }}
        className={cn(
          'relative grid touch-pan-y grid-rows-[auto_1fr_auto] gap-1 rounded-md border bg-card p-1.5 text-xs select-none',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          disabled ? 'opacity-60' : 'cursor-grab',
          dragging && 'z-20 cursor-grabbing opacity-90 shadow-lg',
          dropBefore && 'border-l-4 border-l-primary',
        )}
      >
        <div className="flex items-center justify-between gap-1">
          <span className="font-semibold">{number}</span>
          <span className="tabular-nums text-muted-foreground">{t('timeline.seconds', { seconds })}</span>
        </div>
        <div className="relative">
          {picture ? (
            <img src={picture} alt="" className="h-10 w-full rounded-sm object-cover" draggable={false} />
          ) : (
            <div className="flex h-10 items-center justify-center rounded-sm bg-muted text-muted-foreground">
              <Film aria-hidden="true" className="size-4" />
            </div>
          )}
          {changed && (
            <Badge className="absolute top-0.5 left-0.5 px-1 py-0 text-[10px]" data-testid="changed-badge">
              {t('revision.changed')}
            </Badge>
          )}
        </div>
        <span id={narrationId} className="sr-only">
          {narrationLabel}
        </span>
        <div className="grid gap-0.5" title={narrationLabel}>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              className={cn('h-full rounded-full', FIT_COLOURS[fit])}
              style={{ width: `${Math.min(100, (narrationSeconds / seconds) * 100)}%` }}
            />
          </div>
          <span
            className={cn(
              'truncate',
              fit === 'faster' && 'font-medium text-amber-700 dark:text-amber-300',
              fit === 'cut' && 'font-medium text-red-700 dark:text-red-300',
            )}
          >
            {t('timeline.narrationShort', { seconds: decimal(narrationSeconds) })}
          </span>
        </div>
        {/* The right edge: drag it to change the scene's seconds (the keyboard uses + and -). */}
        <span
          aria-hidden="true"
          data-testid="timeline-resize"
          onPointerDown={(event) => {
            event.stopPropagation();
            onPointerDown(event, 'resize');
          }}
          className={cn(
            'absolute inset-y-0 -right-1 w-3 rounded-r-md',
            disabled ? 'hidden' : 'cursor-ew-resize hover:bg-primary/30',
          )}
        />
      </div>
      {after}
    </li>
  );
}
