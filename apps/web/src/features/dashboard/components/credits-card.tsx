import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { planName } from '@/lib/plan-name';
import { Link } from 'react-router';
import { plansPath } from '@/config/paths';
import { useSubscription } from '@/lib/api/billing';
import { useCredits } from '@/lib/api/credits';
import { CounterCard } from './counter-card';

/** The credits the user can spend now (balance minus what running generations hold). */
export function CreditsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const credits = useCredits();
  const subscription = useSubscription();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));
  const s = subscription.data;
  const format = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(value);

  return (
    <CounterCard
      testId="credits-left"
      title={t('credits.title')}
      icon={Coins}
      query={credits}
      loadFailed={t('credits.loadFailed')}
    >
      {(data) => (
        <>
          <p className="text-3xl font-bold tabular-nums">{format(data.available)}</p>
          <p className="text-sm text-muted-foreground">
            {t('credits.plan', {
              plan: planName(t, data.plan),
              count: data.plan.monthlyCredits,
              monthly: format(data.plan.monthlyCredits),
            })}
          </p>
          {s?.renewsAt && (
            <p className="text-sm text-muted-foreground" data-testid="credits-renewal">
              {t('billing:credits.renews', { date: date(s.renewsAt) })}
            </p>
          )}
          {s?.cancelAtPeriodEnd && s.currentPeriodEnd && (
            <p className="text-sm text-muted-foreground">
              {t('billing:credits.ends', { date: date(s.currentPeriodEnd) })}
            </p>
          )}
          {data.plan.id !== 'pro' && (
            <Link
              to={plansPath}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('billing:credits.upgrade')}
            </Link>
          )}
          {data.held > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('credits.held', { count: data.held, held: format(data.held) })}
            </p>
          )}
        </>
      )}
    </CounterCard>
  );
}
