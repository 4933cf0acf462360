import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { errorMessage } from '@/lib/errors';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    // Closing mid-request would hide the outcome; the request cannot be taken back anyway.
    if (deleteAccount.isPending) return;
    if (!next) deleteAccount.reset();
    setOpen(next);
  };

  // mutateAsync, not mutate's callbacks: this screen unmounts on success, before they would run.
  const confirm = () =>
    deleteAccount.mutateAsync().then(
      () => toast.success(t('delete.deleted')),
      () => undefined, // shown in the dialog from the mutation state
    );

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={onOpenChange}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('delete.button')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('delete.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('delete.confirmText')}</AlertDialogDescription>
            </AlertDialogHeader>
            <ErrorAlert
              title={t('delete.errorTitle')}
              message={deleteAccount.isError ? errorMessage(t, deleteAccount.error) : null}
            />
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleteAccount.isPending}>{t('delete.cancel')}</AlertDialogCancel>
              {/* A plain button, not AlertDialogAction: the dialog must stay open to show a failure. */}
              <Button
                variant="destructive"
                onClick={confirm}
                disabled={deleteAccount.isPending}
                aria-busy={deleteAccount.isPending || undefined}
              >
                {deleteAccount.isPending && <Spinner />}
                {deleteAccount.isPending ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
