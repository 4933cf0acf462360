import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { VIDEO_IMAGE_STYLES, type VideoImageStyle } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Styles per slide: five; 3 on a phone, where five would be too small to tell apart. */
export const STYLES_PER_SLIDE = 5;
const STYLES_PER_SLIDE_NARROW = 3;
const NARROW = '(max-width: 639px)';

function usePerSlide(): number {
  const narrow = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
  );
  return narrow ? STYLES_PER_SLIDE_NARROW : STYLES_PER_SLIDE;
}

/** The thumbnail of a style: generated once and committed (apps/web/public/video-styles/). */
export const styleThumbnail = (style: VideoImageStyle) => `/video-styles/${style}.jpg`;

interface StyleCarouselProps {
  value: VideoImageStyle;
  onChange: (style: VideoImageStyle) => void;
  disabled?: boolean;
}

/**
 * The 15 image styles, 5 per slide (3 on a phone), each with its thumbnail and name. A radio group: the arrow
 * keys (and Home/End) move the choice, turning the slide when it leaves it; the side buttons
 * turn slides.
 */
export function StyleCarousel({ value, onChange, disabled }: StyleCarouselProps) {
  const { t } = useTranslation('video-studio');
  const perSlide = usePerSlide();
  const slides = Math.ceil(VIDEO_IMAGE_STYLES.length / perSlide);
  const selectedIndex = Math.max(0, VIDEO_IMAGE_STYLES.indexOf(value));
  // The slide shown is kept as its first style, so it survives a change of width.
  const [firstShown, setFirstShown] = useState(selectedIndex);
  const slide = Math.min(Math.floor(firstShown / perSlide), slides - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const visible = VIDEO_IMAGE_STYLES.slice(slide * perSlide, (slide + 1) * perSlide);

  const choose = (index: number) => {
    const next = (index + VIDEO_IMAGE_STYLES.length) % VIDEO_IMAGE_STYLES.length;
    setFirstShown(next);
    onChange(VIDEO_IMAGE_STYLES[next]!);
    // The button exists once the slide has rendered.
    requestAnimationFrame(() => buttons.current[next % perSlide]?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowDown: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: VIDEO_IMAGE_STYLES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  const turn = (by: -1 | 1) => setFirstShown(((slide + by + slides) % slides) * perSlide);
  const selectedVisible = Math.floor(selectedIndex / perSlide) === slide;

  return (
    <fieldset className="grid gap-2" data-testid="style-carousel" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t('options.imageStyle')}</legend>
      <div
        role="radiogroup"
        aria-label={t('options.imageStyle')}
        className="grid gap-2 sm:gap-3"
        style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}
        onKeyDown={onKeyDown}
      >
        {visible.map((style, i) => {
          const checked = style === value;
          return (
            <button
              key={style}
              ref={(el) => void (buttons.current[i] = el)}
              type="button"
              role="radio"
              aria-checked={checked}
              // One tab stop: the chosen style, or the slide's first when it is elsewhere.
              tabIndex={checked || (!selectedVisible && i === 0) ? 0 : -1}
              onClick={() => choose(slide * perSlide + i)}
              className={cn(
                'grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-1 rounded-md border-2 p-1 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                checked ? 'border-primary bg-accent' : 'border-transparent hover:bg-muted',
              )}
              data-testid={`style-${style}`}
            >
              <img
                src={styleThumbnail(style)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="aspect-square w-full rounded bg-muted object-cover"
              />
              <span className="text-xs leading-tight break-words">{t(`imageStyles.${style}`)}</span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center justify-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('options.previousStyles')}
          onClick={() => turn(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {t('options.slide', { current: slide + 1, total: slides })}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('options.nextStyles')}
          onClick={() => turn(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}
