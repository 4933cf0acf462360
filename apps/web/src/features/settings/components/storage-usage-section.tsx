import { useTranslation } from 'react-i18next';
import { HardDrive } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { formatFileSize } from '@/lib/video-format';
import { cn } from '@/lib/utils';
import { useStorageUsage } from '../api/get-storage-usage';

/** From this share of the quota the bar turns amber: uploads will soon be refused. */
const NEARLY_FULL = 0.9;

/** Settings → Profile: what the uploaded media, stock picks and own music take, against the plan's quota. */
export function StorageUsageSection() {
  const { t, i18n } = useTranslation('settings');
  const usage = useStorageUsage();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card data-testid="storage-usage">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HardDrive aria-hidden="true" className="size-5" />
          {t('storage.title')}
        </CardTitle>
        <CardDescription>{t('storage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {usage.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('storage.loading')}>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : usage.isError ? (
          <LoadError
            title={t('storage.loadFailed')}
            message={errorMessage(t, usage.error)}
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : (
          (() => {
            const { usedBytes, quotaBytes, planId } = usage.data;
            const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
            const percent = Math.round(share * 100);
            const used = formatFileSize(usedBytes, language);
            const quota = formatFileSize(quotaBytes, language);
            const plan = planName(t, { id: planId, name: planId });
            return (
              <>
                <p className="text-sm" data-testid="storage-text">
                  {t('storage.used', { used, quota, percent })}
                </p>
                <Progress
                  value={percent}
                  aria-label={t('storage.barLabel', { used, quota })}
                  className={cn(share >= NEARLY_FULL && '[&>*]:bg-amber-500')}
                />
                <p className="text-xs text-muted-foreground" data-testid="storage-plan">
                  {share >= NEARLY_FULL ? t('storage.nearlyFull', { plan }) : t('storage.plan', { plan })}
                </p>
              </>
            );
          })()
        )}
      </CardContent>
    </Card>
  );
}
