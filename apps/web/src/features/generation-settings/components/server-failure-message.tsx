import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { ServerFailureResult } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { settingsErrorMessage } from './settings-error';

/** Why a model server did not answer as hoped, in the page language, with its status and reply. */
export function ServerFailureMessage({
  failure,
  error,
}: {
  failure?: ServerFailureResult | undefined;
  /** The request to Forja itself failed (network, session, permission). */
  error?: unknown;
}) {
  const { t } = useTranslation('generation-settings');
  if (!failure && !error) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{t('servers.failed')}</AlertTitle>
      <AlertDescription className="w-full min-w-0">
        <p>
          {failure
            ? t(`servers.reasons.${failure.reason}`, { status: failure.httpStatus ?? '' })
            : settingsErrorMessage(t, error, 'read')}
        </p>
        {failure?.httpStatus !== undefined && <p>{t('test.httpStatus', { status: failure.httpStatus })}</p>}
        {failure?.excerpt && (
          <div className="grid w-full gap-1">
            <p className="font-medium">{t('test.excerpt')}</p>
            <pre className="max-h-32 w-full overflow-auto rounded border border-red-200 bg-white/70 p-2 text-xs whitespace-pre-wrap break-all">
              {failure.excerpt}
            </pre>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
