import { useTranslation } from 'react-i18next';
import { STUDIOS, type PlanAccessPlanId, type Studio, type StudioFlags } from '@forja/contracts';
import { SCROLL_HINT_CLASSES, useScrollHint } from '@/lib/use-scroll-hint';
import { cn } from '@/lib/utils';

export type AccessDraft = Record<PlanAccessPlanId, StudioFlags>;

/** The checkbox matrix: a row per plan, a column per studio (scrolls sideways on a phone). */
export function PlanAccessMatrix({
  plans,
  draft,
  onToggle,
  disabled,
}: {
  plans: { planId: PlanAccessPlanId; planName: string }[];
  draft: AccessDraft;
  onToggle: (plan: PlanAccessPlanId, studio: Studio, allowed: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('plan-access');
  const ref = useScrollHint<HTMLDivElement>();
  return (
    <div ref={ref} className={cn('relative overflow-x-auto rounded-lg border bg-card', SCROLL_HINT_CLASSES)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="sticky left-0 bg-muted px-4 py-3 text-left font-medium">
              {t('plan')}
            </th>
            {STUDIOS.map((studio) => (
              <th key={studio} scope="col" className="min-w-24 px-3 py-3 text-center font-medium">
                {t(`studios.${studio}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map(({ planId, planName }) => (
            <tr key={planId} className="border-t">
              <th
                scope="row"
                className="sticky left-0 bg-card px-4 py-3 text-left font-medium whitespace-nowrap"
              >
                {t(`planNames.${planId}`, { defaultValue: planName })}
              </th>
              {STUDIOS.map((studio) => (
                <td key={studio} className="px-3 py-3 text-center">
                  <input
                    type="checkbox"
                    className="size-5 cursor-pointer accent-primary disabled:cursor-not-allowed"
                    checked={draft[planId][studio]}
                    disabled={disabled}
                    onChange={(e) => onToggle(planId, studio, e.target.checked)}
                    aria-label={t('toggle', {
                      studio: t(`studios.${studio}`),
                      plan: t(`planNames.${planId}`, { defaultValue: planName }),
                    })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
