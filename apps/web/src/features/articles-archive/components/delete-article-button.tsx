import { DeleteButton } from '@/components/feedback/delete-button';
import { useDeleteArticle } from '../api/delete-article';

/** Delete behind a confirmation question; the card leaves the list once the server has deleted it. */
export function DeleteArticleButton({ id, title }: { id: string; title: string }) {
  const remove = useDeleteArticle();
  // mutateAsync: on success this card unmounts before mutate's own callbacks would run.
  return (
    <DeleteButton
      namespace="articles-archive"
      values={{ title }}
      className="hover:bg-red-50"
      onDelete={() => remove.mutateAsync(id)}
    />
  );
}
