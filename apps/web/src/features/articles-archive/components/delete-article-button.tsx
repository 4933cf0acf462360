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
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useDeleteArticle } from '../api/delete-article';

/** Delete behind the spec's question; the card leaves the list once the server has deleted it. */
export function DeleteArticleButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('articles-archive');
  const remove = useDeleteArticle();
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    // The request cannot be taken back; keep the dialog until it has an answer.
    if (!remove.isPending) setOpen(next);
  };

  // mutateAsync: on success this card unmounts before mutate's own callbacks would run.
  const confirm = () =>
    remove.mutateAsync(id).then(
      () => {
        setOpen(false);
        toast.success(t('delete.deleted'));
      },
      (error: unknown) => {
        setOpen(false);
        toast.error(t('delete.failed'), { description: errorMessage(t, error) });
      },
    );

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.confirmText', { title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while deleting. */}
          <Button
            variant="destructive"
            onClick={() => void confirm()}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending && <Spinner />}
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
