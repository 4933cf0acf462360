import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { stepState, WIZARD_STEPS, type StepNumber } from '../model/wizard-steps';

/**
 * The progress navigation: every step with its description, the current one highlighted,
 * completed ones green with a check. On narrow screens the row shows numbers only and the
 * current step's name and description sit underneath.
 */
export function StepNav({ current }: { current: StepNumber }) {
  const { t } = useTranslation('article-wizard');
  const currentId = WIZARD_STEPS[current - 1];
  return (
    <nav aria-label={t('steps.label')} className="grid gap-3">
      <ol className="grid grid-cols-6 gap-1 sm:gap-2">
        {WIZARD_STEPS.map((id, index) => {
          const number = (index + 1) as StepNumber;
          const state = stepState(number, current);
          return (
            <li
              key={id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="flex min-w-0 flex-col items-center gap-2 text-center lg:flex-row lg:items-start lg:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  state === 'complete' && 'border-success bg-success text-success-foreground',
                  state === 'current' &&
                    'border-primary bg-primary text-primary-foreground ring-4 ring-primary/15',
                  state === 'upcoming' && 'border-border bg-background text-muted-foreground',
                )}
              >
                {state === 'complete' ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span className="hidden min-w-0 sm:grid">
                <span
                  className={cn(
                    'text-sm font-medium',
                    state === 'complete' && 'text-success',
                    state === 'current' && 'text-foreground',
                    state === 'upcoming' && 'text-muted-foreground',
                  )}
                >
                  {t(`steps.${id}.title`)}
                  {state === 'complete' && <span className="sr-only"> ({t('steps.complete')})</span>}
                </span>
                <span className="hidden text-xs text-muted-foreground lg:block">
                  {t(`steps.${id}.description`)}
                </span>
              </span>
              {/* Screen readers get the name of every step even where the row shows numbers only. */}
              <span className="sr-only sm:hidden">
                {t(`steps.${id}.title`)}
                {state === 'complete' && ` (${t('steps.complete')})`}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm lg:hidden" aria-hidden="true">
        <span className="font-medium">
          {t('steps.stepOf', { current, total: WIZARD_STEPS.length })} · {t(`steps.${currentId}.title`)}
        </span>
        <span className="text-muted-foreground"> — {t(`steps.${currentId}.description`)}</span>
      </p>
    </nav>
  );
}
