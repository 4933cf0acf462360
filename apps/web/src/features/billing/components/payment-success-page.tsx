import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { subscriptionQueryOptions } from '@/lib/api/billing';
import { creditsQueryOptions } from '@/lib/api/credits';
import { planName } from '@/lib/plan-name';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How often the page asks whether the payment's fulfilment (Stripe's webhook) has arrived. */
const POLL_MS = 2_000;
/** After this long the page says the confirmation is slow (it keeps waiting). */
const SLOW_AFTER_MS = 20_000;

/**
 * Stripe sends the browser here before (or after) its webhook: nothing is granted by the
 * redirect, so the page waits until the subscription is active on a paid plan (after an
 * upgrade, `?plan=`: on that plan), then shows the new balance.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('success.title'));
  const [slow, setSlow] = useState(false);
  const plan = useSearchParams()[0].get('plan');
  const subscription = useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: (query) => (isFulfilled(query.state.data, plan) ? false : POLL_MS),
  });
  const fulfilled = isFulfilled(subscription.data, plan);
  const credits = useQuery({ ...creditsQueryOptions, enabled: fulfilled });

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('success.title')}</h1>
        </CardHeader>
        <CardContent className="grid gap-2 text-center" aria-live="polite">
          {fulfilled && credits.data ? (
            <>
              <p>{t('success.active', { plan: subscription.data?.planName })}</p>
              <p className="text-lg font-semibold" data-testid="new-balance">
                {t('success.balance', { count: credits.data.available })}
              </p>
            </>
          ) : (
            <p className="flex items-center justify-center gap-2 text-muted-foreground">
              <Spinner />
              {slow
                ? t('success.waitingSlow')
                : plan && subscription.data
                  ? t('success.waitingPlan', { plan: planName(t, { id: plan, name: plan }) })
                  : t('success.waiting')}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-center">
          <Link to={paths.dashboard} className={buttonVariants()}>
            {t('success.dashboard')}
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}

function isFulfilled(
  s: { status: string | null; priceCents: number; planId: string } | undefined,
  plan: string | null,
): boolean {
  return Boolean(s && s.status === 'active' && s.priceCents > 0 && (!plan || s.planId === plan));
}
