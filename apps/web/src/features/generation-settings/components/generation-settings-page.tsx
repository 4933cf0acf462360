import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGenerationSettings } from '../api/get-generation-settings';
import { GenerationSettingsForm } from './generation-settings-form';
import { settingsErrorMessage } from './settings-error';

/** /backend/settings: where each kind of content is generated (administrators only). */
export function GenerationSettingsPage() {
  const { t, i18n } = useTranslation('generation-settings');
  useDocumentTitle(t('title'));
  const settings = useGenerationSettings();
  const updatedAt = settings.data?.updatedAt;

  return (
    <div className="grid gap-6">
      <div className="grid max-w-3xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
        {updatedAt && (
          <p className="text-xs text-muted-foreground">
            {t('lastSaved', {
              date: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(updatedAt)),
            })}
          </p>
        )}
      </div>
      {settings.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="gap-4 px-6">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-10 w-full" />
            </Card>
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={settingsErrorMessage(t, settings.error, 'read')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription>
              <p>{t('privateNote')}</p>
            </AlertDescription>
          </Alert>
          <GenerationSettingsForm settings={settings.data} />
        </>
      )}
    </div>
  );
}
