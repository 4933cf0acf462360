import type { ComponentProps } from 'react';
import { inputStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/utils';

/**
 * The browser's own select, drawn like the inputs: long lists (a hundred model names) stay
 * searchable by typing, and it works with the keyboard and screen readers as they expect.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputStyles, 'pr-8 read-only:bg-background', className)} {...props} />;
}
