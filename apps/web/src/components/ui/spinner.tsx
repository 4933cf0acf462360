import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Announced to screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
