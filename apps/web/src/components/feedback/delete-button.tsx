import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** The namespace whose `delete.*` strings it shows (button, confirmTitle, confirmText, cancel, confirm, deleting, deleted, failed). */
  namespace: string;
  /** Deletes on the server; the archive drops the item once it resolves. */
  onDelete: () => Promise<unknown>;
  /** Values for `delete.confirmText` (e.g. the title). */
  values?: Record<string, string>;
  className?: string;
}

/**
 * An archive item's Delete, behind a confirmation question, with a toast either way. The
 * question closes either way too: on success the card unmounts, a failure is told in the toast.
 */
export function DeleteButton({ namespace, onDelete, values, className }: DeleteButtonProps) {
  const { t } = useTranslation(namespace);
  const confirm = () =>
    onDelete().then(
      () => void toast.success(t('delete.deleted')),
      (error: unknown) => void toast.error(t('delete.failed'), { description: errorMessage(t, error) }),
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-destructive hover:text-destructive', className)}
        >
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      }
      title={t('delete.confirmTitle')}
      description={t('delete.confirmText', values)}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      onConfirm={confirm}
    />
  );
}
