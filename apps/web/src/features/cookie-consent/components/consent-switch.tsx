import { useId } from 'react';
import { cx } from '@/lib/class-names';

interface ConsentSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Essential cookies: shown on, and cannot be switched off. */
  locked?: boolean;
  lockedText?: string;
}

/** A labelled on/off switch (button role="switch"): no Radix, so the landing page stays light. */
export function ConsentSwitch({
  label,
  description,
  checked,
  onChange,
  locked,
  lockedText,
}: ConsentSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-1">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
          {locked && lockedText && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{lockedText}</span>
          )}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        aria-disabled={locked || undefined}
        onClick={() => !locked && onChange?.(!checked)}
        className={cx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
          checked ? 'bg-primary' : 'bg-input',
          locked && 'cursor-not-allowed opacity-70',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
