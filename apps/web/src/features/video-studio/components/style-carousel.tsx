import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { VIDEO_IMAGE_STYLES, type VideoImageStyle } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Styles per slide (spec §9). */
export const STYLES_PER_SLIDE = 5;
const SLIDES = Math.ceil(VIDEO_IMAGE_STYLES.length / STYLES_PER_SLIDE);

/** The thumbnail of a style: generated once and committed (apps/web/public/video-styles/). */
export const styleThumbnail = (style: VideoImageStyle) => `/video-styles/${style}.jpg`;

interface StyleCarouselProps {
  value: VideoImageStyle;
  onChange: (style: VideoImageStyle) => void;
  disabled?: boolean;
}

/**
 * The 15 image styles, 5 per slide, each with its thumbnail and name. A radio group: the arrow
 * keys (and Home/End) move the choice, turning the slide when it leaves it; the side buttons
 * turn slides.
 */
export function StyleCarousel({ value, onChange, disabled }: StyleCarouselProps) {
  const { t } = useTranslation('video-studio');
  const selectedIndex = Math.max(0, VIDEO_IMAGE_STYLES.indexOf(value));
  const [slide, setSlide] = useState(Math.floor(selectedIndex / STYLES_PER_SLIDE));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const visible = VIDEO_IMAGE_STYLES.slice(slide * STYLES_PER_SLIDE, (slide + 1) * STYLES_PER_SLIDE);

  const choose = (index: number) => {
    const next = (index + VIDEO_IMAGE_STYLES.length) % VIDEO_IMAGE_STYLES.length;
    const nextSlide = Math.floor(next / STYLES_PER_SLIDE);
    setSlide(nextSlide);
    onChange(VIDEO_IMAGE_STYLES[next]!);
    // The button exists once the slide has rendered.
    requestAnimationFrame(() => buttons.current[next % STYLES_PER_SLIDE]?.focus());
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
  const turn = (by: -1 | 1) => setSlide((s) => (s + by + SLIDES) % SLIDES);
  const selectedVisible = Math.floor(selectedIndex / STYLES_PER_SLIDE) === slide;

  return (
    <fieldset className="grid gap-2" data-testid="style-carousel" disabled={disabled}>
      <legend className="mb-2 flex w-full items-center justify-between gap-2 text-sm font-medium">
        <span>{t('options.imageStyle')}</span>
        <span className="font-normal text-muted-foreground" aria-live="polite">
          {t('options.slide', { current: slide + 1, total: SLIDES })}
        </span>
      </legend>
      <div className="flex items-center gap-1 sm:gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('options.previousStyles')}
          onClick={() => turn(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div
          role="radiogroup"
          aria-label={t('options.imageStyle')}
          className="grid flex-1 grid-cols-5 gap-1.5 sm:gap-3"
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
                onClick={() => choose(slide * STYLES_PER_SLIDE + i)}
                className={cn(
                  'grid min-w-0 content-start gap-1 rounded-md border-2 p-1 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
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
                <span className="text-[11px] leading-tight break-words sm:text-xs">
                  {t(`imageStyles.${style}`)}
                </span>
              </button>
            );
          })}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('options.nextStyles')}
          onClick={() => turn(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}
