import { useTranslation } from 'react-i18next';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

interface GenerationErrorProps {
  title: string;
  error: unknown;
  /** The screen's own wording for errors without a specific message. */
  fallbackKey: string;
  retryLabel: string;
  onRetry: () => void;
  /** Says that the failure cost nothing (the hold was released). */
  free?: boolean;
}

/** A failed generation: the translated reason, that nothing was charged, and a retry. */
export function GenerationError({
  title,
  error,
  fallbackKey,
  retryLabel,
  onRetry,
  free = true,
}: GenerationErrorProps) {
  const { t } = useTranslation('wizard');
  const message = errorMessage(t, error, fallbackKey);
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          {free && !message.includes(t('error.noCost')) && <p>{t('error.noCost')}</p>}
        </AlertDescription>
      </Alert>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}
