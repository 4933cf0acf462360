import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Unplug } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useDisconnectWordPress } from '../api/disconnect-wordpress';

/** Disconnect behind a confirmation: Forja forgets the application password. */
export function WordPressDisconnect({ siteUrl }: { siteUrl: string }) {
  const { t } = useTranslation('connections');
  const disconnect = useDisconnectWordPress();
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (!disconnect.isPending) setOpen(next);
  };

  // mutateAsync: on success this view is replaced by the form before mutate's callbacks run.
  const confirm = () =>
    disconnect.mutateAsync().then(
      () => {
        setOpen(false);
        toast.success(t('wordpress.removed'));
      },
      (error: unknown) => {
        setOpen(false);
        toast.error(t('wordpress.removeFailed'), {
          description: errorMessage(t, error, 'connections:wordpress.removeFailedGeneric'),
        });
      },
    );

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="text-destructive hover:bg-red-50 hover:text-destructive max-sm:w-full"
        >
          <Unplug aria-hidden="true" />
          {t('wordpress.disconnect')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('wordpress.disconnectTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('wordpress.disconnectText', { site: siteUrl })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={disconnect.isPending}>{t('wordpress.cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={() => void confirm()}
            disabled={disconnect.isPending}
            aria-busy={disconnect.isPending || undefined}
          >
            {disconnect.isPending && <Spinner />}
            {disconnect.isPending ? t('wordpress.disconnecting') : t('wordpress.disconnectConfirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
