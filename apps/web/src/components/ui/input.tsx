import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputStyles } from './field-styles';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputStyles, className)} {...props} />;
}
