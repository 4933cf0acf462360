import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { Plan } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { planName } from '@/lib/plan-name';
import { useStudios } from '@/lib/studio';
import { cn } from '@/lib/utils';
import { planLines, wholePrice } from '../model/plan-lines';

/** One plan on the pricing page; its button comes from the page (activate, free toast, contact). */
export function PlanCard({
  plan,
  current,
  action,
}: {
  plan: Plan;
  current: boolean;
  action: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('billing');
  const name = planName(t, plan);
  const studios = useStudios();
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn('flex flex-col', plan.popular && 'border-primary ring-1 ring-primary')}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg leading-none font-semibold">{name}</h2>
          {plan.popular && <Badge>{t('pricing.popular')}</Badge>}
          {current && <Badge variant="success">{t('pricing.current')}</Badge>}
        </div>
        <p className="text-2xl font-bold">
          {plan.contactOnly
            ? t('pricing.custom')
            : t('pricing.perMonth', { price: wholePrice(plan.priceCents, i18n.resolvedLanguage) })}
        </p>
        <CardDescription>{t(`pricing.descriptions.${plan.id}`, { defaultValue: '' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {planLines(plan, studios).map((line) => (
            <li key={line.key} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t(`pricing.lines.${line.key}`, { count: line.count })}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
