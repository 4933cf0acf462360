/*
 * The article wizard's six steps and the rules of its two navigation buttons
 * (docs/product/article-studio.md, Steps and buttons). Pure, so the rules are tested alone.
 */

export const WIZARD_STEPS = ['idea', 'title', 'options', 'generate', 'result', 'image'] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number];
/** 1-based, as the user sees it. */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;
export const LAST_STEP: StepNumber = 6;

export function isStepNumber(value: unknown): value is StepNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LAST_STEP;
}

export function stepId(step: StepNumber): WizardStepId {
  return WIZARD_STEPS[step - 1] as WizardStepId;
}

import type { ForwardLabel } from '@/lib/wizard/steps';

export { stepState, type StepState } from '@/lib/wizard/steps';

export type { ForwardLabel };

export interface ButtonRulesInput {
  step: StepNumber;
  /** A request of the current step is running (titles, the article, the image prompt or the image). */
  loading: boolean;
  /** The wizard holds a generated article. */
  hasContent: boolean;
  idea: string;
}

export interface ButtonRules {
  backDisabled: boolean;
  forwardLabel: ForwardLabel;
  forwardDisabled: boolean;
}

/**
 * Back is disabled on step 1, and on steps 4 and 6 while loading. The forward button reads
 * 'generate' on step 3 and 'finish' on the last step, otherwise 'continue'; it is disabled
 * while loading, on step 4 without a generated article and on step 1 with an empty idea.
 */
export function buttonRules({ step, loading, hasContent, idea }: ButtonRulesInput): ButtonRules {
  return {
    backDisabled: step === 1 || ((step === 4 || step === 6) && loading),
    forwardLabel: step === 3 ? 'generate' : step === LAST_STEP ? 'finish' : 'continue',
    forwardDisabled: loading || (step === 4 && !hasContent) || (step === 1 && idea.trim() === ''),
  };
}
