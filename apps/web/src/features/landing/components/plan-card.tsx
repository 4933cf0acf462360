import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-names';
import { planName } from '@/lib/plan-name';
import { unit } from '../model/faq-answers';
import { type PlanFacts, planLines } from '../model/plan-facts';
import { paths } from '@/config/paths';

export function PlanCard({ facts, previous }: { facts: PlanFacts; previous?: PlanFacts }) {
  const { t } = useTranslation('landing');
  const { plan } = facts;
  const titleId = `plan-${plan.id}-title`;
  const cta = plan.contactOnly
    ? t('pricing.contactUs')
    : facts.isFree
      ? t('pricing.startFree')
      : t('pricing.choose', { plan: planName(t, plan) });
  return (
    <li
      data-testid={`plan-${plan.id}`}
      className={cx(
        'relative flex flex-col gap-5 rounded-lg border bg-card p-6 shadow-sm',
        plan.popular && 'border-2 border-primary shadow-md',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('pricing.popular')}
        </span>
      )}
      <div className="grid gap-1">
        <h3 id={titleId} className="text-lg font-semibold">
          {planName(t, plan)}
        </h3>
        {plan.contactOnly ? (
          <p>
            <span className="text-3xl font-bold tracking-tight">{t('pricing.custom')}</span>{' '}
            <span className="text-sm text-muted-foreground">{t('pricing.customNote')}</span>
          </p>
        ) : (
          <p>
            <span className="text-3xl font-bold tracking-tight">
              {facts.isFree ? t('pricing.free') : t('pricing.price', { price: facts.price })}
            </span>{' '}
            <span className="text-sm text-muted-foreground">{t('pricing.perMonth')}</span>
          </p>
        )}
      </div>
      <ul
        aria-label={t('pricing.features', { plan: planName(t, plan) })}
        className="grid flex-1 content-start gap-2.5 text-sm"
      >
        {planLines(facts, previous).map((line) => (
          <li key={line.key} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              {t(`pricing.${line.key}`, {
                ...line.values,
                ...(typeof line.values.cost === 'number' && { cost: unit(t, 'credits', line.values.cost) }),
              })}
            </span>
          </li>
        ))}
      </ul>
      <a
        href={plan.contactOnly ? '#contact' : paths.register}
        className={cx(buttonVariants({ variant: plan.popular ? 'default' : 'outline' }), 'w-full')}
      >
        {cta}
      </a>
    </li>
  );
}
