import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { Plan } from '@forja/contracts';
import { buttonVariants } from '@/components/ui/button-variants';
import { costValues } from '../model/faq-answers';
import { planFacts } from '../model/plan-facts';
import { PlanCard } from './plan-card';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

interface PricingSectionProps {
  status: 'loading' | 'success' | 'error';
  plans: Plan[] | undefined;
  onRetry: () => void;
}

/** A grey placeholder line (the shape of ui/Skeleton, without its tailwind-merge). */
function Bone({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-muted ${className}`} />;
}

export function PricingSection({ status, plans, onRetry }: PricingSectionProps) {
  const { t } = useTranslation('landing');
  const facts = (plans ?? []).map(planFacts);
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className={`scroll-mt-16 border-y bg-muted/50 px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        {status === 'success' ? (
          <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {facts.map((f, i) => (
              <PlanCard key={f.plan.id} facts={f} previous={facts[i - 1]} />
            ))}
          </ul>
        ) : status === 'error' ? (
          <div
            role="alert"
            className="mx-auto grid max-w-md justify-items-center gap-3 rounded-lg border bg-card p-6 text-center"
          >
            <p className="font-medium">{t('pricing.loadFailed')}</p>
            <button type="button" onClick={onRetry} className={buttonVariants({ variant: 'outline' })}>
              <RotateCw aria-hidden="true" />
              {t('pricing.retry')}
            </button>
          </div>
        ) : (
          <div aria-busy="true" className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            <span className="sr-only">{t('pricing.loading')}</span>
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="grid h-[27rem] content-start gap-4 rounded-lg border bg-card p-6">
                <Bone className="h-5 w-1/2" />
                <Bone className="h-8 w-2/3" />
                {Array.from({ length: 6 }, (_, j) => (
                  <Bone key={j} className="h-4 w-full" />
                ))}
              </div>
            ))}
          </div>
        )}
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          {t('pricing.shared', costValues(t))}
        </p>
      </div>
    </section>
  );
}
