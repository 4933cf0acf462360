import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANTS = { pending: 'outline', succeeded: 'success', failed: 'destructive' } as const;

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
