import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { PAID_PLAN_IDS, type PaidPlanId } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths, plansPath } from '@/config/paths';
import { invalidateBilling, payTestCheckout } from '@/lib/api/billing';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlans } from '../api/get-plans';
import { wholePrice } from '../model/plan-lines';
import type { PaymentSuccessState } from './payment-success-page';

const asPaidPlan = (id: string | null): PaidPlanId | null =>
  id && (PAID_PLAN_IDS as readonly string[]).includes(id) ? (id as PaidPlanId) : null;

/**
 * Stands in for Stripe's hosted checkout when the server has no Stripe keys. "Pay" asks the
 * server to run the same fulfilment a Stripe webhook runs; no money is involved.
 */
export function TestCheckoutPage() {
  const { t, i18n } = useTranslation('billing');
  useDocumentTitle(t('testCheckout.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = usePlans();
  const [paying, setPaying] = useState(false);
  const planId = asPaidPlan(params.get('plan'));
  const plan = plans.data?.find((p) => p.id === planId);

  const pay = async () => {
    if (!planId) return;
    setPaying(true);
    try {
      await payTestCheckout(planId);
      await invalidateBilling(queryClient);
      void navigate(paths.paymentSuccess, { state: { fromCheckout: true } satisfies PaymentSuccessState });
    } catch (error) {
      toast.error(t('testCheckout.failed'), { description: errorMessage(t, error) });
      setPaying(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('testCheckout.title')}</h1>
      <Alert>
        <FlaskConical aria-hidden="true" />
        <AlertTitle>{t('testCheckout.notice')}</AlertTitle>
        <AlertDescription>{t('testCheckout.explanation')}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          {plans.isPending ? (
            <Skeleton className="h-6 w-48" />
          ) : plans.isError ? (
            <LoadError
              title={t('pricing.loadFailed')}
              message={errorMessage(t, plans.error)}
              onRetry={() => void plans.refetch()}
              retrying={plans.isFetching}
            />
          ) : plan ? (
            <p className="text-lg font-semibold">
              {t('testCheckout.plan', {
                plan: planName(t, plan),
                price: wholePrice(plan.priceCents, i18n.resolvedLanguage),
              })}
            </p>
          ) : (
            <p role="alert">{t('testCheckout.unknownPlan')}</p>
          )}
        </CardHeader>
        <CardContent />
        <CardFooter className="flex flex-wrap gap-2">
          {/* Without a plan there is nothing to pay: no button, a way back to the plans. */}
          {plan ? (
            <Button onClick={() => void pay()} disabled={paying} aria-busy={paying}>
              {paying && <Spinner />}
              {paying
                ? t('testCheckout.paying')
                : t('testCheckout.pay', { price: wholePrice(plan.priceCents, i18n.resolvedLanguage) })}
            </Button>
          ) : (
            !plans.isPending && (
              <Link to={plansPath} className={buttonVariants()}>
                {t('testCheckout.choosePlan')}
              </Link>
            )
          )}
          <Link to={paths.paymentCancelled} className={buttonVariants({ variant: 'outline' })}>
            {t('testCheckout.cancel')}
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
