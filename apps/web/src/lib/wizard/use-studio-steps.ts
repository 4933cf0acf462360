import { useState } from 'react';
import type { GenerationInput, GenerationKindName } from '@forja/contracts';
import type { ForwardLabel } from './steps';
import { isGenerationRunning, type GenerationHandle, type StartOutcome } from './use-generation';

/*
 * The step machine every studio wizard shares: where the draft is, Back and the forward button
 * (their labels, when they wait), the step navigation, validation messages, and starting the
 * studio's generation behind the credit check. The draft (its `step`, 1-based) stays in the
 * studio's draft store, so a reload or a return to the page opens the same step; WizardShell
 * moves the focus to the new step's heading whenever `draft.step` changes.
 *
 * A studio's hook in a few lines (idea -> options -> generate -> result; the draft store's
 * draft has `step` and `generationId`):
 *
 *   const { userId, draft, update } = useDraft(postsDraftStore);
 *   const generation = useGeneration('socialPosts', {
 *     id: draft.generationId,
 *     onStarted: (record) => update({ generationId: record.id }),
 *     onFinished: moveOnSuccess(postsDraftStore, userId, 3),
 *   });
 *   const steps = useStudioSteps({
 *     draft,
 *     update,
 *     stepCount: 4,
 *     run: { generation, step: 3, reset: { generationId: null } },
 *     forward: {
 *       1: { valid: () => draft.idea.trim() !== '' },
 *       2: { go: ({ generate }) => void generate(postsInput(draft)) },
 *       4: { go: () => update({ step: 1, idea: '', generationId: null }) },
 *     },
 *   });
 *   return { ...steps, draft, update, generation, unsaved: false, retry: () => void steps.generate(postsInput(draft)) };
 *
 * and its page:
 *
 *   <StudioWizard namespace="social-posts" stepIds={POSTS_STEPS} family="article" studio={studio}>
 *     {step === 1 && <IdeaStep studio={studio} />}
 *     {step === 2 && <OptionsStep studio={studio} />}   // shows its cost with <CreditNote>
 *     {step === 3 && <GenerateStep generation={studio.generation} namespace="social-posts" onRetry={studio.retry} />}
 *     {step === 4 && <ResultStep studio={studio} />}
 *   </StudioWizard>
 */

/** What forward does on one step. */
export interface ForwardRule<K extends GenerationKindName> {
  /** False shows the step's validation messages and stays (no rule: always valid). */
  valid?: () => boolean;
  /** Runs instead of moving on to the next step (e.g. start the generation, start a new draft). */
  go?: (actions: { generate: StudioSteps<K>['generate'] }) => void;
}

export interface StudioStepsOptions<D extends { step: number }, K extends GenerationKindName> {
  draft: D;
  update: (patch: Partial<D>) => void;
  stepCount: number;
  /**
   * The studio's generation and the step that shows it running (the step before it is the
   * Generate step). `reset` is what a new run clears in the draft (its id, its saved results).
   */
  run: { generation: GenerationHandle<K>; step: number; reset: Partial<D> };
  /**
   * A request of the studio runs: Back, forward and the step navigation wait (the credit check
   * is added). Default: the generation runs on its step.
   */
  busy?: boolean;
  /** Back and the step navigation wait for this instead of `busy` (where leaving a running step is safe). */
  backLocked?: boolean;
  /** The forward button also waits for this. Default: the generation's step until it has its output. */
  forwardBlocked?: boolean;
  /** Forward's rule per step number; a step without one moves on to the next. */
  forward: Partial<Record<number, ForwardRule<K>>>;
  /** Goes with every move to another step: closes what the step had open, returns fields to clear. */
  onMove?: () => Partial<D> | void;
  /** Fields that Back clears (e.g. the failed request of the step being left). */
  onBack?: () => Partial<D>;
}

export interface StudioSteps<K extends GenerationKindName> {
  /** The current step's validation messages show (after a forward click on invalid input). */
  showErrors: boolean;
  /** The credit check before a generation starts. */
  checkingCredits: boolean;
  /** The buttons' loading state: `busy` or the credit check. */
  running: boolean;
  backDisabled: boolean;
  forwardDisabled: boolean;
  forwardLabel: ForwardLabel;
  back: () => void;
  forward: () => void;
  /** The step navigation: back to a completed step, unless Back waits. */
  goTo: (step: number) => void;
  /** Starts the generation: on to `run.step` once the credits are there, back when the server refuses (402). */
  generate: (input: GenerationInput<K>) => Promise<StartOutcome>;
}

export function useStudioSteps<D extends { step: number }, K extends GenerationKindName>(
  options: StudioStepsOptions<D, K>,
): StudioSteps<K> {
  const { draft, update, stepCount, run } = options;
  const step = draft.step;
  // Validation messages belong to the step they were raised on: any other step starts without them.
  const [errorsOn, setErrorsOn] = useState<number | null>(null);
  const [checkingCredits, setCheckingCredits] = useState(false);
  const onRunStep = step === run.step;
  const running =
    (options.busy ?? (onRunStep && isGenerationRunning(run.generation.status))) || checkingCredits;
  const backDisabled = step === 1 || (options.backLocked ?? running);

  const moveTo = (next: number, cleared?: Partial<D>) => {
    setErrorsOn(null);
    update({ ...options.onMove?.(), ...cleared, step: next } as Partial<D>);
  };

  const generate = (input: GenerationInput<K>) => {
    setCheckingCredits(true);
    return run.generation
      .start(input, { beforeStart: () => update({ ...run.reset, step: run.step }) })
      .then((started) => {
        // The server refused after the check (402): back to the Generate step, nothing started.
        if (started.outcome === 'refused' && started.afterBeforeStart)
          update({ step: run.step - 1 } as Partial<D>);
        return started;
      })
      .finally(() => setCheckingCredits(false));
  };

  const forwardDisabled = running || (options.forwardBlocked ?? (onRunStep && !run.generation.output));
  const forward = () => {
    if (forwardDisabled) return;
    const rule = options.forward[step];
    if (rule?.valid && !rule.valid()) return setErrorsOn(step);
    if (!rule?.go) return moveTo(Math.min(step + 1, stepCount));
    setErrorsOn(null);
    rule.go({ generate });
  };

  return {
    showErrors: errorsOn === step,
    checkingCredits,
    running,
    backDisabled,
    forwardDisabled,
    forwardLabel: step === run.step - 1 ? 'generate' : step === stepCount ? 'finish' : 'continue',
    back: () => !backDisabled && moveTo(step - 1, options.onBack?.()),
    forward,
    goTo: (target: number) => !backDisabled && target < step && moveTo(target),
    generate,
  };
}
