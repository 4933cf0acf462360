import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

interface CancelGenerationProps {
  generation: { cancelling: boolean; cancel: () => Promise<void> };
  /** Asks first (the held credits come back, the work done so far is lost). */
  ask: boolean;
  label: string;
}

/** Stops a running generation: at once, or after a confirmation (a failure to cancel is a toast). */
export function CancelGeneration({ generation, ask, label }: CancelGenerationProps) {
  const { t } = useTranslation('wizard');
  if (!ask) {
    return (
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => void generation.cancel()}
        disabled={generation.cancelling}
      >
        {generation.cancelling ? <Spinner /> : <X aria-hidden="true" />}
        {label}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={generation.cancelling}
        >
          <X aria-hidden="true" />
          {generation.cancelling ? t('progress.cancelling') : label}
        </Button>
      }
      title={t('progress.cancelTitle')}
      description={t('progress.cancelText')}
      cancelLabel={t('progress.keepGoing')}
      confirmLabel={t('progress.confirmCancel')}
      busyLabel={t('progress.cancelling')}
      onConfirm={() =>
        generation
          .cancel()
          .catch((cancelError: unknown) =>
            toast.error(t('progress.cancelFailed'), { description: errorMessage(t, cancelError) }),
          )
      }
    />
  );
}
