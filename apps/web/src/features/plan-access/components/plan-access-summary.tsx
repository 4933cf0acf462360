import { useTranslation } from 'react-i18next';
import type { PlanAccessPlanId } from '@forja/contracts';
import type { AccessDraft } from './plan-access-matrix';
import { accessSummary } from '../model/access-summary';

/** What the ticks below say, in sentences (it follows unsaved changes too). */
export function PlanAccessSummary({
  plans,
  draft,
}: {
  plans: { planId: PlanAccessPlanId; planName: string }[];
  draft: AccessDraft;
}) {
  const { t, i18n } = useTranslation('plan-access');
  const names = new Map(
    plans.map((p) => [p.planId, t(`planNames.${p.planId}`, { defaultValue: p.planName })]),
  );
  const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' });
  const lines = accessSummary(
    plans.map((p) => p.planId),
    draft,
  ).map((line) => {
    if (line.kind === 'every')
      return line.plans.length === plans.length
        ? t('summary.all')
        : t('summary.every', {
            plans: list.format(line.plans.map((p) => names.get(p) ?? p)),
            count: line.plans.length,
          });
    if (line.kind === 'none') return t('summary.none', { plan: names.get(line.plan) });
    return t('summary.except', {
      plan: names.get(line.plan),
      studios: list.format(line.studios.map((s) => t(`studios.${s}`))),
    });
  });
  return (
    <ul
      className="grid gap-0.5 text-sm text-muted-foreground"
      data-testid="plan-access-summary"
      aria-live="polite"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
