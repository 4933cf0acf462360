import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What a screen shows when its data could not be read: what failed, why, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  /** Already translated. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {t('actions.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
