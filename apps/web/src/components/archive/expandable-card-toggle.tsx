import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';

interface ExpandableCardToggleProps {
  title: ReactNode;
  /** The line under the title: when, and what else the card says of the item. */
  meta: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  /** The id of the body it opens and closes. */
  controls: string;
}

/** The header of an archive card that opens in place (saved scripts, saved posts): title, chevron and a line of details. */
export function ExpandableCardToggle({
  title,
  meta,
  expanded,
  onToggle,
  controls,
}: ExpandableCardToggleProps) {
  return (
    <button
      type="button"
      className="grid gap-1 text-left"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold break-words">{title}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
        />
      </span>
      {meta}
    </button>
  );
}
