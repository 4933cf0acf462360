import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Film } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration } from '@/lib/video-format';
import { cn } from '@/lib/utils';

interface MediaTileProps {
  /** The picture shown (a still of a clip). */
  src: string;
  /** What a screen reader says the button picks. */
  label: string;
  clip?: boolean;
  durationSeconds?: number | null;
  chosen?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onPick: () => void;
  /** A line under the picture (a credit, a name). */
  caption?: ReactNode;
}

/** One pickable picture or clip of a picker grid: its still, a clip badge with its length. */
export function MediaTile(props: MediaTileProps) {
  const { t } = useTranslation('video-studio');
  const length = formatDuration(props.durationSeconds);
  return (
    <li className="grid min-w-0 content-start gap-1">
      <button
        type="button"
        className={cn(
          'relative aspect-square w-full overflow-hidden rounded-md border bg-muted outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:opacity-60',
          props.chosen && 'ring-2 ring-primary',
        )}
        aria-label={props.label}
        aria-pressed={props.chosen}
        aria-busy={props.busy || undefined}
        disabled={props.disabled || props.busy}
        onClick={props.onPick}
      >
        <img src={props.src} alt="" loading="lazy" className="size-full object-cover" />
        {props.clip && (
          <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
            <Film aria-hidden="true" className="size-3" />
            <span className="sr-only">{t('media.clip')}</span>
            {length}
          </span>
        )}
        {props.chosen && (
          <span className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
            <Check aria-hidden="true" className="size-3" />
          </span>
        )}
        {props.busy && (
          <span className="absolute inset-0 grid place-items-center bg-background/60">
            <Spinner />
          </span>
        )}
      </button>
      {props.caption && <p className="truncate text-xs text-muted-foreground">{props.caption}</p>}
    </li>
  );
}

/** The grid picker tabs lay their tiles in: three across on a phone, more when there is room. */
export const TILE_GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-4';
