import { moveOnSuccess } from '@/lib/wizard/move-on-success';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import {
  hasSpeakableText,
  VOICE_OVER_STEPS,
  voiceOverDraftStore,
  voiceOverInput,
  type VoiceOverDraft,
} from '../model/voice-over-draft';

/** The voice-over studio's state and what its buttons do (docs/product/voice-over-studio.md). */
export function useVoiceOverStudio() {
  const { userId, draft, update } = useDraft(voiceOverDraftStore);
  const generation = useGeneration('voiceOver', {
    id: draft.generationId,
    onStarted: (record) => update({ generationId: record.id, savedId: null }),
    // A success moves on to the player; a failure stays on step 3 with its error and Retry.
    onFinished: moveOnSuccess(voiceOverDraftStore, userId, 3),
  });
  const output = generation.output;
  const steps = useStudioSteps({
    draft,
    update,
    stepCount: VOICE_OVER_STEPS.length,
    run: { generation, step: 3, reset: { generationId: null, savedId: null } },
    forward: {
      1: { valid: () => hasSpeakableText(draft.text) },
      2: { go: ({ generate }) => void generate(voiceOverInput(draft)) },
      // "New voice-over": a new text, keeping the voice, speed and pitch.
      4: { go: () => update({ step: 1, text: '', title: '', generationId: null, savedId: null }) },
    },
  });

  return {
    ...steps,
    draft,
    update: (patch: Partial<VoiceOverDraft>) => update(patch),
    generation,
    /** Audio the user may lose: unsaved results go after an hour. */
    unsaved: draft.step === 4 && !!output && !draft.savedId,
    retry: () => void steps.generate(voiceOverInput(draft)),
    markSaved: (savedId: string) => update({ savedId }),
  };
}
export type VoiceOverStudio = ReturnType<typeof useVoiceOverStudio>;
