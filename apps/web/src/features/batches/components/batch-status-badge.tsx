import { useTranslation } from 'react-i18next';
import type { BatchRowStatus, BatchStatus } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';

type Variant = 'default' | 'secondary' | 'success' | 'destructive' | 'outline';

const BATCH_VARIANT: Record<BatchStatus, Variant> = {
  running: 'default',
  paused: 'secondary',
  cancelled: 'outline',
  finished: 'success',
};
const ROW_VARIANT: Record<BatchRowStatus, Variant> = {
  pending: 'outline',
  running: 'default',
  succeeded: 'success',
  failed: 'destructive',
  cancelled: 'secondary',
};

/** A batch's status as a chip. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  const { t } = useTranslation('batches');
  return <Badge variant={BATCH_VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** A row's status as a chip. */
export function RowStatusBadge({ status }: { status: BatchRowStatus }) {
  const { t } = useTranslation('batches');
  return <Badge variant={ROW_VARIANT[status]}>{t(`rowStatus.${status}`)}</Badge>;
}
