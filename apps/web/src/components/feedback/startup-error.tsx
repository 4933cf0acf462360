import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface StartupErrorProps {
  /** Already translated. */
  message: string;
  environment: string;
  version: string;
  /** 'failed' = the server check failed; 'uninitialised' = the app itself could not set up. */
  kind?: 'failed' | 'uninitialised';
}

export function StartupError({ message, environment, version, kind = 'failed' }: StartupErrorProps) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <section
        aria-labelledby="startup-error-title"
        className="w-full max-w-md rounded-lg border bg-card p-6 text-center shadow-sm sm:p-8"
      >
        <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 id="startup-error-title" className="mt-4 text-xl font-semibold">
          {kind === 'failed' ? t('startup.title') : t('startup.notInitialised')}
        </h1>
        {kind === 'failed' && <p className="mt-2 text-sm text-muted-foreground">{t('startup.text')}</p>}
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {message}
        </p>
        <Button className="mt-6 w-full sm:w-auto" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('startup.retry')}
        </Button>
        <dl className="mt-6 flex justify-center gap-6 text-xs text-muted-foreground">
          {/* The web app's build mode (the server's environment is in /api/health): named as such, so the two never seem to disagree. */}
          <div>
            <dt className="inline">{t('startup.environment')}: </dt>
            <dd className="inline font-mono">{environment}</dd>
          </div>
          <div>
            <dt className="inline">{t('startup.version')}: </dt>
            <dd className="inline font-mono">{version}</dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
