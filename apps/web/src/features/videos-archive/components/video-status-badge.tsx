import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';

/** completed (green), processing, failed; anything else reads Unknown. */
export function VideoStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('videos-archive');
  switch (status) {
    case 'completed':
      return <Badge variant="success">{t('status.completed')}</Badge>;
    case 'processing':
      return (
        <Badge variant="secondary">
          <Spinner className="size-3" />
          {t('status.processing')}
        </Badge>
      );
    case 'failed':
      return <Badge variant="destructive">{t('status.failed')}</Badge>;
    default:
      return <Badge variant="outline">{t('status.unknown')}</Badge>;
  }
}
