import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleHelp, Clock } from 'lucide-react';
import type { Subscription } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths, plansPath, settingsTab } from '@/config/paths';
import { subscriptionQueryOptions } from '@/lib/api/billing';
import { creditsQueryOptions } from '@/lib/api/credits';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How often the page asks whether the payment's fulfilment (Stripe's webhook) has arrived. */
const POLL_MS = 2_000;
/** After this long the page says the confirmation is slow (it keeps waiting). */
const SLOW_AFTER_MS = 20_000;
/** After this long it stops waiting and says the payment is not confirmed yet, with ways on. */
export const GIVE_UP_AFTER_MS = 60_000;

/** What the test checkout passes along when it sends the browser here after paying. */
export interface PaymentSuccessState {
  fromCheckout: true;
}

/** Active on a paid plan; after an upgrade (`?plan=`), on that plan. */
const isPaidAndActive = (s: Subscription | undefined, plan: string | null): boolean =>
  Boolean(s && s.status === 'active' && s.priceCents > 0 && (!plan || s.planId === plan));

/**
 * Where a checkout returns: Stripe (with `?session_id=`), the local test checkout (with
 * state), or a paying user's upgrade (with `?plan=`: it waits for that plan). Nothing is granted by arriving here: the page reads
 * the subscription and says what it really is. A checkout waits for its confirmation (Stripe's
 * webhook) for at most a minute; opened without a checkout, it says that nothing was paid.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const location = useLocation();
  const upgradeTo = params.get('plan');
  const fromCheckout =
    params.has('session_id') ||
    upgradeTo !== null ||
    (location.state as PaymentSuccessState | null)?.fromCheckout === true;
  // Each "Check again" starts a new waiting window.
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<'waiting' | 'slow' | 'gaveUp'>('waiting');
  const waiting = fromCheckout && phase !== 'gaveUp';
  const subscription = useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: (query) => (waiting && !isPaidAndActive(query.state.data, upgradeTo) ? POLL_MS : false),
  });
  const active = isPaidAndActive(subscription.data, upgradeTo);
  const credits = useQuery({ ...creditsQueryOptions, enabled: active });

  useEffect(() => {
    if (!fromCheckout) return;
    setPhase('waiting');
    const slow = setTimeout(() => setPhase('slow'), SLOW_AFTER_MS);
    const giveUp = setTimeout(() => setPhase('gaveUp'), GIVE_UP_AFTER_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(giveUp);
    };
  }, [fromCheckout, attempt]);

  let view: { icon: ReactNode; title: string; body: ReactNode; actions: ReactNode };
  const dashboardLink = (
    <Link to={paths.dashboard} className={buttonVariants({ variant: active ? 'default' : 'outline' })}>
      {t('success.dashboard')}
    </Link>
  );
  if (subscription.isPending) {
    view = {
      icon: <Spinner className="mx-auto size-8" />,
      title: t('success.checkingTitle'),
      body: <p className="text-muted-foreground">{t('success.checking')}</p>,
      actions: null,
    };
  } else if (subscription.isError) {
    view = {
      icon: <CircleHelp aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />,
      title: t('success.checkingTitle'),
      body: (
        <LoadError
          title={t('success.loadFailed')}
          message={errorMessage(t, subscription.error)}
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ),
      actions: dashboardLink,
    };
  } else if (active) {
    const plan = planName(t, { id: subscription.data.planId, name: subscription.data.planName });
    view = {
      icon: <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />,
      title: fromCheckout ? t('success.title') : t('success.activeTitle', { plan }),
      body: (
        <>
          <p>{fromCheckout ? t('success.active', { plan }) : t('success.activeNoCheckout', { plan })}</p>
          {credits.data && (
            <p className="text-lg font-semibold" data-testid="new-balance">
              {t('success.balance', { count: credits.data.available })}
            </p>
          )}
        </>
      ),
      actions: dashboardLink,
    };
  } else if (!fromCheckout) {
    view = {
      icon: <CircleHelp aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />,
      title: t('success.noPaymentTitle'),
      body: <p className="text-muted-foreground">{t('success.noPayment')}</p>,
      actions: (
        <>
          <Link to={plansPath} className={buttonVariants()}>
            {t('success.seePlans')}
          </Link>
          {dashboardLink}
        </>
      ),
    };
  } else if (phase === 'gaveUp') {
    view = {
      icon: <Clock aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />,
      title: t('success.notConfirmedTitle'),
      body: <p className="text-muted-foreground">{t('success.notConfirmed')}</p>,
      actions: (
        <>
          <Button
            onClick={() => {
              setAttempt((n) => n + 1);
              void subscription.refetch();
            }}
          >
            {t('success.checkAgain')}
          </Button>
          <Link to={settingsTab('subscription')} className={buttonVariants({ variant: 'outline' })}>
            {t('success.subscription')}
          </Link>
          {dashboardLink}
        </>
      ),
    };
  } else {
    view = {
      icon: <Spinner className="mx-auto size-8" />,
      title: t('success.confirmingTitle'),
      body: (
        <p className="text-muted-foreground">
          {phase === 'slow'
            ? t('success.waitingSlow')
            : upgradeTo
              ? t('success.waitingPlan', { plan: planName(t, { id: upgradeTo, name: upgradeTo }) })
              : t('success.waiting')}
        </p>
      ),
      actions: dashboardLink,
    };
  }

  return <ResultCard {...view} />;
}

function ResultCard({
  icon,
  title,
  body,
  actions,
}: {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          {icon}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="grid gap-2 text-center" aria-live="polite">
          {body}
        </CardContent>
        {actions && <CardFooter className="flex flex-wrap justify-center gap-2">{actions}</CardFooter>}
      </Card>
    </div>
  );
}
