import type { ReactNode } from 'react';

interface ContactFieldRowProps {
  id: string;
  label: string;
  /** Shown beside the label: the word "required" in the page's language. */
  required: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label, control, hint and error; a native <label> keeps Radix out of the landing page. */
export function ContactFieldRow({ id, label, required, error, hint, children }: ContactFieldRowProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {/* Screen readers announce the control's own `required`; this is for the eye. */}
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          {required}
        </span>
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="off">
          {hint}
        </p>
      )}
    </div>
  );
}
