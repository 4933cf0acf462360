import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { textareaStyles } from './field-styles';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(textareaStyles, className)} {...props} />;
}
