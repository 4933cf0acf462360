import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { GenerationSettingsTestResult } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { i18n } from '@/lib/i18n';
import { settingsErrorMessage } from './settings-error';

/** What the Test button got back: the items on success, the translated reason on failure. */
export function TestResultPanel({ result }: { result: GenerationSettingsTestResult }) {
  const { t } = useTranslation('generation-settings');
  const seconds = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(result.durationMs / 1000);

  if (result.ok) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{t('test.success', { seconds })}</AlertTitle>
        <AlertDescription>
          <p>{t('test.received')}</p>
          <ul className="grid w-full list-disc gap-1 pl-5 break-words">
            {(result.sample ?? []).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
            {result.image?.url && <li>{t('test.imageUrl', { url: result.image.url })}</li>}
            {result.image?.contentType && (
              <li>
                {t('test.imageBytes', {
                  type: result.image.contentType,
                  size: Math.max(1, Math.round((result.image.sizeBytes ?? 0) / 1024)),
                })}
              </li>
            )}
            {result.image?.revisedPrompt && (
              <li>{t('test.revisedPrompt', { prompt: result.image.revisedPrompt })}</li>
            )}
          </ul>
          {result.timedByEstimate && <p>{t('test.timedByEstimate')}</p>}
        </AlertDescription>
      </Alert>
    );
  }

  // A settings problem says exactly what to fix; otherwise the page's wording for the code,
  // and the server's English text for a code this page does not know.
  const codeKey = `generation-settings:testErrors.${result.code ?? ''}`;
  const reason = result.problem
    ? t(`problems.${result.problem}`)
    : result.code && i18n.exists(codeKey)
      ? t(codeKey, { status: result.httpStatus ?? '' })
      : result.message;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{t('test.failed')}</AlertTitle>
      <AlertDescription className="w-full min-w-0">
        <p>{reason}</p>
        {result.httpStatus !== undefined && <p>{t('test.httpStatus', { status: result.httpStatus })}</p>}
        {result.excerpt && (
          <div className="grid w-full gap-1">
            <p className="font-medium">{t('test.excerpt')}</p>
            <pre className="max-h-40 w-full overflow-auto rounded border border-red-200 bg-white/70 p-2 text-xs whitespace-pre-wrap">
              {result.excerpt}
            </pre>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** The test request itself failed (network, session, permissions). */
export function TestRequestError({ error }: { error: unknown }) {
  const { t } = useTranslation('generation-settings');
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{t('test.requestFailed')}</AlertTitle>
      <AlertDescription>
        <p>{settingsErrorMessage(t, error, 'read')}</p>
      </AlertDescription>
    </Alert>
  );
}
