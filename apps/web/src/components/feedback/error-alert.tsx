import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** A destructive alert with one translated message (and a title); renders nothing without a message. */
export function ErrorAlert({
  id,
  title,
  message,
  className,
}: {
  /** Lets fields point at the alert with aria-describedby. */
  id?: string;
  title?: string;
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <Alert id={id} variant="destructive" className={className}>
      <CircleAlert aria-hidden="true" />
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
