import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useCredits } from '../api/get-credits';

/** The credits the user can spend now (balance minus what running generations hold). */
export function CreditsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const credits = useCredits();
  const format = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(value);

  return (
    <Card data-testid="credits-left" aria-busy={credits.isPending || undefined} className="gap-3">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base font-medium text-muted-foreground">{t('credits.title')}</CardTitle>
        <span className="flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Coins aria-hidden="true" className="size-5" />
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">
        {credits.isPending ? (
          <>
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-4 w-48 max-w-full" />
          </>
        ) : credits.isError ? (
          <LoadError
            title={t('credits.loadFailed')}
            message={errorMessage(t, credits.error)}
            onRetry={() => void credits.refetch()}
            retrying={credits.isFetching}
          />
        ) : (
          <>
            <p className="text-3xl font-bold tabular-nums">{format(credits.data.available)}</p>
            <p className="text-sm text-muted-foreground">
              {t('credits.plan', {
                plan: credits.data.plan.name,
                count: credits.data.plan.monthlyCredits,
                monthly: format(credits.data.plan.monthlyCredits),
              })}
            </p>
            {credits.data.held > 0 && (
              <p className="text-sm text-muted-foreground">
                {t('credits.held', { count: credits.data.held, held: format(credits.data.held) })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
