import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isRunning, useSubscription } from '@/lib/api/billing';
import { errorMessage } from '@/lib/errors';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const deleteAccount = useDeleteAccount();
  // A running subscription ends with the account, at once (no further payment is taken).
  const subscription = useSubscription();

  // mutateAsync, not mutate's callbacks: this screen unmounts on success, before they would run.
  // A failure rejects, which keeps the dialog open to show it from the mutation state.
  const confirm = () => deleteAccount.mutateAsync().then(() => void toast.success(t('delete.deleted')));

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('delete.button')}
            </Button>
          }
          title={t('delete.confirmTitle')}
          description={
            <>
              {t('delete.confirmText')}
              {isRunning(subscription.data) && (
                <>
                  {' '}
                  <strong>{t('delete.subscriptionNote')}</strong>
                </>
              )}
            </>
          }
          cancelLabel={t('delete.cancel')}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('delete.deleting')}
          onConfirm={confirm}
          onDismiss={() => deleteAccount.reset()}
          error={
            <ErrorAlert
              title={t('delete.errorTitle')}
              message={deleteAccount.isError ? errorMessage(t, deleteAccount.error) : null}
            />
          }
        />
      </CardContent>
    </Card>
  );
}
