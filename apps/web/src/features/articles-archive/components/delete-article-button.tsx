import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useDeleteArticle } from '../api/delete-article';

/** Delete behind a confirmation question; the card leaves the list once the server has deleted it. */
export function DeleteArticleButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('articles-archive');
  const remove = useDeleteArticle();

  // mutateAsync: on success this card unmounts before mutate's own callbacks would run.
  // A failure is told in a toast, so the dialog closes either way.
  const confirm = () =>
    remove.mutateAsync(id).then(
      () => void toast.success(t('delete.deleted')),
      (error: unknown) => void toast.error(t('delete.failed'), { description: errorMessage(t, error) }),
    );

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      }
      title={t('delete.confirmTitle')}
      description={t('delete.confirmText', { title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      onConfirm={confirm}
    />
  );
}
