import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  pending: boolean;
  /** Replaces the label while busy (e.g. "Processing…"), so the state is announced as text. */
  pendingLabel: ReactNode;
};

export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
