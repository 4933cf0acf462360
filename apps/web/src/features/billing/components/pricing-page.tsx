import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaidPlanId, Plan } from '@forja/contracts';
import { PAID_PLAN_IDS } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths, settingsTab } from '@/config/paths';
import { startCheckout, useSubscription } from '@/lib/api/billing';
import { useCredits } from '@/lib/api/credits';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlans } from '../api/get-plans';
import { formatDate } from '../model/plan-lines';
import { PlanCard } from './plan-card';

const isPaid = (id: string): id is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(id);

/**
 * Free, the paid plans and Enterprise. One checkout starts at a time: its button shows a
 * spinner and every paid button waits. Nothing is granted here: the browser goes to pay.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('billing');
  useDocumentTitle(t('pricing.title'));
  const plans = usePlans();
  const credits = useCredits();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<PaidPlanId | null>(null);
  const subscription = useSubscription();
  const currentId = credits.data?.plan.id;
  // The plan being paid for cannot be bought twice; a cancelled one can be resumed, and choosing
  // it again while a change waits for the renewal keeps it.
  const payingFor =
    subscription.data?.cancelAtPeriodEnd || subscription.data?.nextPlan ? null : subscription.data?.planId;

  const activate = async (planId: PaidPlanId) => {
    setStarting(planId);
    try {
      const { url } = await startCheckout(planId);
      // A path of this app (the local test checkout, or success after a plan change) or Stripe's page.
      if (url.startsWith('/')) void navigate(url);
      else window.location.assign(url);
    } catch (error) {
      toast.error(t('pricing.checkoutFailed'), { description: errorMessage(t, error) });
      setStarting(null);
    }
  };

  /** Free is never bought: it is where an account is, or where it goes when its paid plan ends. */
  const explainFree = (): void => {
    const sub = subscription.data;
    const paid = sub && sub.priceCents > 0 ? sub : null;
    if (!paid) {
      toast.info(t('pricing.freeActive'));
      return;
    }
    const values = {
      plan: planName(t, { id: paid.planId, name: paid.planName }),
      date: paid.currentPeriodEnd ? formatDate(paid.currentPeriodEnd, i18n.resolvedLanguage) : '',
    };
    const manage = {
      label: t('pricing.manageSubscription'),
      onClick: () => void navigate(settingsTab('subscription')),
    };
    if (!paid.status) toast.info(t('pricing.freeByAdmin', values));
    else if (paid.cancelAtPeriodEnd) toast.info(t('pricing.freeAfterEnd', values), { action: manage });
    else toast.info(t('pricing.freeAfterCancel', values), { action: manage });
  };

  const actionFor = (plan: Plan) => {
    if (plan.contactOnly) {
      return (
        <Link
          to={{
            pathname: paths.home,
            search: `?subject=${encodeURIComponent(t('pricing.contactSubject'))}`,
            hash: '#contact',
          }}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          {t('pricing.contact')}
        </Link>
      );
    }
    if (!isPaid(plan.id)) {
      return (
        <Button variant="outline" className="w-full" onClick={explainFree} disabled={subscription.isPending}>
          {t('pricing.free')}
        </Button>
      );
    }
    const planId = plan.id;
    return (
      <Button
        className="w-full"
        variant={plan.popular ? 'default' : 'secondary'}
        disabled={starting !== null || planId === payingFor}
        aria-busy={starting === planId}
        onClick={() => void activate(planId)}
      >
        {starting === planId && <Spinner />}
        {t('pricing.activate', { plan: planName(t, plan) })}
      </Button>
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('pricing.title')}</h1>
        <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
      </div>
      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : plans.isError ? (
        <LoadError
          title={t('pricing.loadFailed')}
          message={errorMessage(t, plans.error)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {plans.data
              .filter((plan) => !plan.contactOnly)
              .slice(0, 4)
              .map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  current={plan.id === currentId}
                  action={actionFor(plan)}
                />
              ))}
          </div>
          {plans.data
            .filter((plan) => plan.contactOnly)
            .map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={plan.id === currentId} action={actionFor(plan)} />
            ))}
        </>
      )}
    </div>
  );
}
