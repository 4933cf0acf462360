import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layers } from 'lucide-react';
import type { Studio } from '@forja/contracts';
import { batchPath } from '@/config/paths';
import { useBatchOrigin } from '@/lib/api/batch-items';

interface BatchOriginProps {
  studio: Studio;
  /** The ids of the card's page of the list: one lookup answers the whole page. */
  pageIds: readonly string[];
  itemId: string;
}

/** "From a batch": the small link an archive's card shows when a batch made the item. */
export function BatchOrigin({ studio, pageIds, itemId }: BatchOriginProps) {
  const { t } = useTranslation('common');
  const batchId = useBatchOrigin(studio, pageIds, itemId);
  if (!batchId) return null;
  return (
    <Link
      to={batchPath(batchId)}
      data-testid="batch-origin"
      className="mt-1 inline-flex items-center gap-1 rounded-sm text-xs font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Layers aria-hidden="true" className="size-3" />
      {t('batchOrigin')}
    </Link>
  );
}
