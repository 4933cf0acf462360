import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Load more" under a paged list of the picker (uploads, archive images, stock results). */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation('video-studio');
  if (!list.hasNextPage) return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {t('media.loadMore')}
    </Button>
  );
}
