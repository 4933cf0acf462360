import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useSetupChecklist } from '../api/get-setup-checklist';
import { DetectPanel } from './detect-panel';
import { SetupItemRow } from './setup-item-row';

/** What is configured on this server, computed by the server from its own settings and machine. */
export function SetupChecklist() {
  const { t } = useTranslation('back-office-overview');
  const checklist = useSetupChecklist();
  const items = checklist.data?.items ?? [];
  const ready = items.filter((i) => i.state === 'ready').length;
  return (
    <Card className="gap-4 pb-0">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('setup.title')}</h2>
        <CardDescription>
          {checklist.isSuccess ? t('setup.summary', { ready, total: items.length }) : t('setup.description')}
        </CardDescription>
      </CardHeader>
      <div className="px-4 sm:px-6">
        <DetectPanel />
      </div>
      {checklist.isPending ? (
        <div className="grid gap-4 px-6 pb-6" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : checklist.isError ? (
        <div className="px-4 pb-6 sm:px-6">
          <LoadError
            title={t('setup.loadFailed')}
            message={errorMessage(t, checklist.error)}
            onRetry={() => void checklist.refetch()}
            retrying={checklist.isFetching}
          />
        </div>
      ) : (
        <ul className="border-t">
          {items.map((item) => (
            <SetupItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
