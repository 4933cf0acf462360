import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown by the router when a route module fails to load or a screen throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section aria-labelledby="route-error-title" className="w-full max-w-md text-center">
        <h1 id="route-error-title" className="text-2xl font-semibold">
          {t('routeError.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('routeError.text')}</p>
        {import.meta.env.DEV && detail && (
          <pre className="mt-4 overflow-x-auto rounded-md bg-muted p-3 text-left text-xs">{detail}</pre>
        )}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('routeError.reload')}
        </Button>
      </section>
    </main>
  );
}
