import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { inlinedImage } from '@/lib/inlined-images';

interface LoopingVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
  /** The clip in the first view: its poster loads at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A short muted clip that loops while it is on screen. Nothing is downloaded until it comes
 * near the viewport (preload="none", the poster shows meanwhile); visitors who prefer
 * reduced motion see the poster and start it themselves. A visible button pauses it, since
 * moving content that starts by itself must be stoppable.
 *
 * The poster is an <img> under the video rather than the video's poster attribute: an image
 * can load lazily, so the posters of clips further down cost nothing at first, and the first
 * view's poster paints with the page (the video, without a frame yet, is transparent).
 */
export function LoopingVideo({ src, poster, width, height, label, priority, className }: LoopingVideoProps) {
  const { t } = useTranslation('landing');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Paused by the visitor (or by reduced motion): scrolling back must not restart it.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (prefersReducedMotion()) {
      setHeld(true);
      return;
    }
    if (held || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) video.play().catch(() => setPlaying(false));
        else video.pause();
      },
      { rootMargin: '200px 0px' },
    );
    // Clips wait for the page to finish loading, so they never compete with it.
    const start = () => observer.observe(video);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      observer.disconnect();
    };
  }, [held]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      setHeld(false);
      video.play().catch(() => setPlaying(false));
    } else {
      setHeld(true);
      video.pause();
    }
  };

  return (
    <div className={cx('relative overflow-hidden rounded-lg border bg-muted shadow-sm', className)}>
      <img
        src={inlinedImage(poster)}
        data-original-src={poster}
        alt=""
        width={width}
        height={height}
        className="block h-auto w-full"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
      <video
        ref={ref}
        className="absolute inset-0 size-full"
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={src} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t('video.pause') : t('video.play')}
        className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-black/65 text-white transition-colors hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
