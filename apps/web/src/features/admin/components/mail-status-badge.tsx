import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@forja/contracts';
import { Badge, type badgeVariants } from '@/components/ui/badge';
import type { VariantProps } from 'class-variance-authority';

const VARIANT: Record<OutboxMail['status'], VariantProps<typeof badgeVariants>['variant']> = {
  sent: 'success',
  logged: 'secondary',
  pending: 'outline',
  failed: 'destructive',
};

export function MailStatusBadge({ status }: { status: OutboxMail['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant={VARIANT[status]}>{t(`outbox.status.${status}`)}</Badge>;
}
