/** How a step shows in a wizard's step navigation. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** Steps are 1-based, as the user sees them. */
export function stepState(step: number, current: number): StepState {
  if (step < current) return 'complete';
  return step === current ? 'current' : 'upcoming';
}

export type ForwardLabel = 'continue' | 'generate' | 'finish';
