import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { cx } from '@/lib/class-names';

interface LoopingVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
  className?: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A short muted clip that loops while it is on screen. Nothing is downloaded until it comes
 * near the viewport (preload="none", the poster shows meanwhile); visitors who prefer
 * reduced motion see the poster and start it themselves. A visible button pauses it, since
 * moving content that starts by itself must be stoppable.
 */
export function LoopingVideo({ src, poster, width, height, label, className }: LoopingVideoProps) {
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
      <video
        ref={ref}
        className="block h-auto w-full"
        width={width}
        height={height}
        poster={poster}
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
