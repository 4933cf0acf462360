import { useTranslation } from 'react-i18next';
import { STUDIOS, type PlanAccessPlanId, type Studio, type StudioFlags } from '@forja/contracts';
import { SCROLL_HINT_CLASSES, useScrollHint } from '@/lib/use-scroll-hint';
import { cn } from '@/lib/utils';

export type AccessDraft = Record<PlanAccessPlanId, StudioFlags>;
/** Per plan, whether its users may use personal API tokens (the API and MCP). */
export type ApiDraft = Record<PlanAccessPlanId, boolean>;

const BOX = 'size-5 cursor-pointer accent-primary disabled:cursor-not-allowed';

/** The checkbox matrix: a row per plan, a column per studio and one for the API (scrolls sideways on a phone). */
export function PlanAccessMatrix({
  plans,
  draft,
  apiDraft,
  onToggle,
  onToggleApi,
  disabled,
}: {
  plans: { planId: PlanAccessPlanId; planName: string }[];
  draft: AccessDraft;
  apiDraft: ApiDraft;
  onToggle: (plan: PlanAccessPlanId, studio: Studio, allowed: boolean) => void;
  onToggleApi: (plan: PlanAccessPlanId, allowed: boolean) => void;
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
            <th scope="col" className="min-w-24 border-l px-3 py-3 text-center font-medium">
              {t('api')}
            </th>
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
                    className={BOX}
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
              <td className="border-l px-3 py-3 text-center">
                <input
                  type="checkbox"
                  className={BOX}
                  checked={apiDraft[planId]}
                  disabled={disabled}
                  onChange={(e) => onToggleApi(planId, e.target.checked)}
                  aria-label={t('apiToggle', {
                    plan: t(`planNames.${planId}`, { defaultValue: planName }),
                  })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
