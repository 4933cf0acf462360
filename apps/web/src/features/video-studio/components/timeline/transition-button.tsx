import { useTranslation } from 'react-i18next';
import {
  ArrowLeftToLine,
  ArrowUpToLine,
  Blend,
  ChevronsLeft,
  Moon,
  Scissors,
  type LucideIcon,
} from 'lucide-react';
import type { SceneTransition } from '@forja/contracts';
import { nextTransition } from '../../model/video-timeline';

const ICONS: Record<SceneTransition, LucideIcon> = {
  fade: Blend,
  'fade-black': Moon,
  'slide-left': ArrowLeftToLine,
  'slide-up': ArrowUpToLine,
  'wipe-left': ChevronsLeft,
  cut: Scissors,
};

/** The hand-over between two blocks of the timeline: a click (or Enter) picks the next transition. */
export function TransitionButton({
  transition,
  number,
  disabled,
  onChange,
}: {
  transition: SceneTransition;
  /** The scene it follows. */
  number: number;
  disabled: boolean;
  onChange: (next: SceneTransition) => void;
}) {
  const { t } = useTranslation('video-studio');
  const Icon = ICONS[transition];
  const name = t(`timeline.transitions.${transition}`);
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onChange(nextTransition(transition))}
      aria-label={t('timeline.transition', { number, name })}
      title={name}
      data-testid="timeline-transition"
      data-transition={transition}
      className="z-10 -mx-2 flex size-7 shrink-0 items-center justify-center self-center rounded-full border bg-background text-muted-foreground shadow-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
    >
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}
