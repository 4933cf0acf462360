import { useState } from 'react';
import type { GenerationRecord } from '@forja/contracts';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import {
  hasSpeakableText,
  voiceOverDraftStore,
  voiceOverInput,
  type VoiceOverDraft,
  type VoiceOverStepNumber,
} from '../model/voice-over-draft';

const RUNNING = new Set(['starting', 'queued', 'running']);

/** The voice-over studio's state and what its buttons do (docs/product/voice-over-studio.md). */
export function useVoiceOverStudio() {
  const { userId, draft, update } = useDraft(voiceOverDraftStore);
  const [showErrors, setShowErrors] = useState(false);
  const [checkingCredits, setCheckingCredits] = useState(false);
  const generation = useGeneration('voiceOver', {
    id: draft.generationId,
    onStarted: (record) => update({ generationId: record.id, savedId: null }),
    // A success moves on to the player; a failure stays on step 3 with its error and Retry.
    onFinished: (record: GenerationRecord) => {
      if (record.status === 'succeeded')
        voiceOverDraftStore.update(userId, (d) =>
          d.generationId === record.id && d.step === 3 ? { step: 4 } : {},
        );
    },
  });
  const running = draft.step === 3 && (RUNNING.has(generation.status) || checkingCredits);
  const output = generation.output;

  const goTo = (step: VoiceOverStepNumber) => {
    setShowErrors(false);
    update({ step });
  };

  const start = () => {
    setCheckingCredits(true);
    void generation
      .start(voiceOverInput(draft), {
        beforeStart: () => update({ step: 3, generationId: null, savedId: null }),
      })
      // The server refused after the check (402): back to the voice, nothing started.
      .then((started) => started.outcome === 'refused' && started.afterBeforeStart && update({ step: 2 }))
      .finally(() => setCheckingCredits(false));
  };

  const forward = () => {
    switch (draft.step) {
      case 1:
        if (!hasSpeakableText(draft.text)) return setShowErrors(true);
        return goTo(2);
      case 2:
        return start();
      case 3:
        return output ? goTo(4) : undefined;
      case 4:
        // "New voice-over": a new text, keeping the voice, speed and pitch.
        return update((d) => ({ ...d, step: 1, text: '', title: '', generationId: null, savedId: null }));
    }
  };

  return {
    draft,
    update: (patch: Partial<VoiceOverDraft>) => update(patch),
    generation,
    showErrors,
    running,
    checkingCredits,
    /** Audio the user may lose: unsaved results go after an hour. */
    unsaved: draft.step === 4 && !!output && !draft.savedId,
    backDisabled: draft.step === 1 || running,
    forwardDisabled: running || (draft.step === 3 && !output),
    forwardLabel:
      draft.step === 2
        ? ('generate' as const)
        : draft.step === 4
          ? ('finish' as const)
          : ('continue' as const),
    back: () => !running && draft.step > 1 && goTo((draft.step - 1) as VoiceOverStepNumber),
    forward,
    goTo: (step: number) => !running && step < draft.step && goTo(step as VoiceOverStepNumber),
    retry: () => start(),
    markSaved: (savedId: string) => update({ savedId }),
  };
}
export type VoiceOverStudio = ReturnType<typeof useVoiceOverStudio>;
