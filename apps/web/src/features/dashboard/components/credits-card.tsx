import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { planName } from '@/lib/plan-name';
import { useCredits } from '@/lib/api/credits';
import { CounterCard } from './counter-card';

/** The credits the user can spend now (balance minus what running generations hold). */
export function CreditsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const credits = useCredits();
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
