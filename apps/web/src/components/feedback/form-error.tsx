import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { ErrorAlert } from './error-alert';

export interface FormErrorState {
  title: string;
  /** The message in the alert, or null when there is none. */
  message: string | null;
  /** Puts the message in the alert above the form and in a destructive toast (titled `toastTitle` if given). */
  show: (message: string, toastTitle?: string) => void;
  /** A toast only, for problems the fields already point at; clears the alert. */
  showToastOnly: (message: string) => void;
  clear: () => void;
}

/** A form's submit error: the same title and message in the alert and in a toast. */
export function useFormError(title: string): FormErrorState {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback(
    (next: string, toastTitle?: string) => {
      setMessage(next);
      toast.error(toastTitle ?? title, { description: next });
    },
    [title],
  );
  const showToastOnly = useCallback(
    (next: string) => {
      setMessage(null);
      toast.error(title, { description: next });
    },
    [title],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { title, message, show, showToastOnly, clear };
}

/** The alert half of useFormError; renders nothing without a message. */
export function FormError({ id, error }: { id?: string; error: FormErrorState }) {
  return <ErrorAlert id={id} title={error.title} message={error.message} />;
}
