import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { stepState, type StepState } from '@/lib/wizard/steps';

export interface WizardStep {
  id: string;
  title: string;
  description: string;
}

interface StepNavProps {
  /** The navigation's accessible name ("Article wizard steps"). */
  label: string;
  steps: readonly WizardStep[];
  /** 1-based, as the user sees it. */
  current: number;
  /** Given: completed steps are buttons that go back to them (disabled while `locked`). */
  onSelect?: (step: number) => void;
  locked?: boolean;
}

const MARKER: Record<StepState, string> = {
  complete: 'border-success bg-success text-success-foreground',
  current: 'border-primary bg-primary text-primary-foreground ring-4 ring-primary/15',
  upcoming: 'border-border bg-background text-muted-foreground',
};
const TITLE: Record<StepState, string> = {
  complete: 'text-success',
  current: 'text-foreground',
  upcoming: 'text-muted-foreground',
};

/**
 * Every step with its description, the current one highlighted (aria-current), completed ones
 * green with a check and, when `onSelect` is given, reachable by click or keyboard. On narrow
 * screens the row shows numbers only and the current step's name sits underneath.
 */
export function StepNav({ label, steps, current, onSelect, locked = false }: StepNavProps) {
  const { t } = useTranslation('wizard');
  const currentStep = steps[current - 1];
  return (
    <nav aria-label={label} className="grid gap-3">
      <ol
        className="grid gap-1 sm:gap-2"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      >
        {steps.map((step, index) => {
          const number = index + 1;
          const state = stepState(number, current);
          const completeNote = state === 'complete' ? ` (${t('steps.complete')})` : '';
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  MARKER[state],
                )}
              >
                {state === 'complete' ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span className="hidden min-w-0 sm:grid">
                <span className={cn('text-sm font-medium', TITLE[state])}>
                  {step.title}
                  {completeNote && <span className="sr-only">{completeNote}</span>}
                </span>
                <span className="hidden text-xs text-muted-foreground lg:block">{step.description}</span>
              </span>
              {/* Screen readers get the name of every step even where the row shows numbers only. */}
              <span className="sr-only sm:hidden">
                {step.title}
                {completeNote}
              </span>
            </>
          );
          const layout =
            'flex min-w-0 flex-col items-center gap-2 text-center lg:flex-row lg:items-start lg:text-left';
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="min-w-0"
            >
              {onSelect && state === 'complete' ? (
                <button
                  type="button"
                  onClick={() => onSelect(number)}
                  disabled={locked}
                  className={cn(
                    layout,
                    'w-full rounded-md p-1 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:hover:bg-transparent',
                  )}
                >
                  {content}
                </button>
              ) : (
                <div className={cn(layout, 'p-1')}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
      {currentStep && (
        <p className="text-sm lg:hidden" aria-hidden="true">
          <span className="font-medium">
            {t('steps.stepOf', { current, total: steps.length })} · {currentStep.title}
          </span>
          <span className="text-muted-foreground"> — {currentStep.description}</span>
        </p>
      )}
    </nav>
  );
}
