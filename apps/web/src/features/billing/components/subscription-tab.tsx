import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cancelSubscription, invalidateBilling, openBillingPortal, useSubscription } from '@/lib/api/billing';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { toast } from '@/lib/toast';
import { formatDate, money } from '../model/plan-lines';

/** Settings -> Subscription: the plan, its price and dates, cancel (at the period end) and the billing portal. */
export function SubscriptionTab() {
  const { t, i18n } = useTranslation('billing');
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'manage' | null>(null);

  if (subscription.isPending) return <Skeleton className="h-56" aria-busy="true" />;
  if (subscription.isError) {
    return (
      <LoadError
        title={t('subscription.loadFailed')}
        message={errorMessage(t, subscription.error)}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  const s = subscription.data;
  const lang = i18n.resolvedLanguage;
  const free = s.priceCents === 0;
  const paidRunning = s.status === 'active' || s.status === 'past_due';
  const endDate = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd, lang) : '';

  const cancel = async () => {
    setBusy('cancel');
    try {
      const next = await cancelSubscription();
      await invalidateBilling(queryClient);
      toast.success(
        t('subscription.cancelled', {
          date: next.currentPeriodEnd ? formatDate(next.currentPeriodEnd, lang) : '',
        }),
      );
      setConfirming(false);
    } catch (error) {
      toast.error(t('subscription.cancelFailed'), { description: errorMessage(t, error) });
    } finally {
      setBusy(null);
    }
  };

  const manage = async () => {
    setBusy('manage');
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      toast.error(t('subscription.manageFailed'), { description: errorMessage(t, error) });
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscription.title')}</CardTitle>
        <CardDescription>{t('subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2" data-testid="subscription-details">
          <div>
            <dt className="text-sm text-muted-foreground">{t('subscription.plan')}</dt>
            <dd className="font-medium">{planName(t, { id: s.planId, name: s.planName })}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('subscription.price')}</dt>
            <dd className="font-medium">
              {free
                ? t('subscription.priceFree')
                : t('subscription.pricePerMonth', { price: money(s.priceCents, s.currency, lang) })}
            </dd>
          </div>
          {s.status && (
            <div>
              <dt className="text-sm text-muted-foreground">{t('subscription.status')}</dt>
              <dd>
                <Badge variant={s.status === 'active' ? 'success' : 'destructive'}>
                  {t(`subscription.statuses.${s.status}`)}
                </Badge>
              </dd>
            </div>
          )}
          {s.renewsAt && (
            <div>
              <dt className="text-sm text-muted-foreground">{t('subscription.renews')}</dt>
              <dd className="font-medium" data-testid="renewal-date">
                {formatDate(s.renewsAt, lang)}
              </dd>
            </div>
          )}
          {s.cancelAtPeriodEnd && endDate && (
            <div>
              <dt className="text-sm text-muted-foreground">{t('subscription.ends')}</dt>
              <dd className="font-medium">{endDate}</dd>
            </div>
          )}
        </dl>
        {s.cancelAtPeriodEnd && (
          <p className="mt-4 text-sm" role="status">
            {t('subscription.alreadyCancelled', { date: endDate })}
          </p>
        )}
        {s.nextPlan && (
          // A downgrade waits for the renewal: the plan and credits shown stay until then.
          <p className="mt-4 text-sm" role="status" data-testid="next-plan">
            {t('subscription.changesTo', {
              plan: planName(t, s.nextPlan),
              date: endDate,
              current: planName(t, { id: s.planId, name: s.planName }),
            })}
          </p>
        )}
        {s.provider === 'test' && (
          <p className="mt-2 text-sm text-muted-foreground">{t('subscription.testMode')}</p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Link to={paths.pricing} className={buttonVariants({ variant: free ? 'default' : 'outline' })}>
          {free ? t('subscription.seePlans') : t('subscription.changePlan')}
        </Link>
        {!free && paidRunning && (
          <Button
            variant="destructive"
            disabled={s.cancelAtPeriodEnd || busy !== null}
            onClick={() => setConfirming(true)}
          >
            {t('subscription.cancel')}
          </Button>
        )}
        {s.canManage && (
          <Button variant="outline" disabled={busy !== null} onClick={() => void manage()}>
            {busy === 'manage' && <Spinner />}
            {t('subscription.manage')}
          </Button>
        )}
      </CardFooter>
      <AlertDialog open={confirming} onOpenChange={(open) => busy === null && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('subscription.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('subscription.confirmBody', { date: endDate })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy !== null}>{t('subscription.keep')}</AlertDialogCancel>
            <Button variant="destructive" disabled={busy !== null} onClick={() => void cancel()}>
              {busy === 'cancel' && <Spinner />}
              {t('subscription.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
