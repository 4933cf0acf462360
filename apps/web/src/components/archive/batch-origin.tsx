import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layers } from 'lucide-react';
import { batchPath } from '@/config/paths';

/** "From a batch": the small link an archive's card shows when a batch made the item. */
export function BatchOriginLink({ batchId }: { batchId: string }) {
  const { t } = useTranslation('common');
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
