import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Unplug } from 'lucide-react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useDisconnectWordPress } from '../api/disconnect-wordpress';

/** Disconnect behind a confirmation: Forja forgets the application password. */
export function WordPressDisconnect({ siteUrl }: { siteUrl: string }) {
  const { t } = useTranslation('connections');
  const disconnect = useDisconnectWordPress();

  // mutateAsync: on success this view is replaced by the form before mutate's callbacks run.
  // A failure is told in a toast, so the dialog closes either way.
  const confirm = () =>
    disconnect.mutateAsync().then(
      () => void toast.success(t('wordpress.removed')),
      (error: unknown) =>
        void toast.error(t('wordpress.removeFailed'), {
          description: errorMessage(t, error, 'connections:wordpress.removeFailedGeneric'),
        }),
    );

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="text-destructive hover:bg-red-50 hover:text-destructive max-sm:w-full"
        >
          <Unplug aria-hidden="true" />
          {t('wordpress.disconnect')}
        </Button>
      }
      title={t('wordpress.disconnectTitle')}
      description={t('wordpress.disconnectText', { site: siteUrl })}
      cancelLabel={t('wordpress.cancel')}
      confirmLabel={t('wordpress.disconnectConfirm')}
      busyLabel={t('wordpress.disconnecting')}
      onConfirm={confirm}
    />
  );
}
