import { useState } from 'react';
import type { GenerationRecord } from '@forja/contracts';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import { imageDraftStore, imagesInput, type ImageDraft, type ImageStepNumber } from '../model/image-draft';

const RUNNING = new Set(['starting', 'queued', 'running']);

/** The image studio's state and what its buttons do (docs/product/image-studio.md). */
export function useImageStudio() {
  const { userId, draft, update } = useDraft(imageDraftStore);
  const [showErrors, setShowErrors] = useState(false);
  const [checkingCredits, setCheckingCredits] = useState(false);
  const generation = useGeneration('images', {
    id: draft.generationId,
    onStarted: (record) => update({ generationId: record.id, saved: {} }),
    // A success moves on to the gallery; a failure stays on step 3 with its error and Retry.
    onFinished: (record: GenerationRecord) => {
      if (record.status === 'succeeded')
        imageDraftStore.update(userId, (d) =>
          d.generationId === record.id && d.step === 3 ? { step: 4 } : {},
        );
    },
  });
  const running = draft.step === 3 && (RUNNING.has(generation.status) || checkingCredits);
  const output = generation.output;
  const unsavedImages = draft.step === 4 && !!output && output.images.some((i) => !draft.saved[i.fileId]);

  const goTo = (step: ImageStepNumber) => {
    setShowErrors(false);
    update({ step });
  };

  const start = (input = imagesInput(draft)) => {
    setCheckingCredits(true);
    void generation
      .start(input, { beforeStart: () => update({ step: 3, generationId: null, saved: {} }) })
      // The server refused after the check (402): back to the options, nothing started.
      .then((started) => started.outcome === 'refused' && started.afterBeforeStart && update({ step: 2 }))
      .finally(() => setCheckingCredits(false));
  };

  const forward = () => {
    switch (draft.step) {
      case 1:
        if (draft.prompt.trim() === '') return setShowErrors(true);
        return goTo(2);
      case 2:
        return start();
      case 3:
        return output ? goTo(4) : undefined;
      case 4:
        // "Generate another image": a new draft, keeping the chosen options.
        return update((d) => ({
          ...d,
          step: 1,
          prompt: '',
          negativePrompt: '',
          generationId: null,
          saved: {},
        }));
    }
  };

  return {
    draft,
    update: (patch: Partial<ImageDraft>) => update(patch),
    generation,
    showErrors,
    running,
    checkingCredits,
    /** Images the user may lose: the gallery's unsaved ones go after an hour. */
    unsaved: unsavedImages,
    backDisabled: draft.step === 1 || running,
    forwardDisabled: running || (draft.step === 3 && !output),
    forwardLabel:
      draft.step === 2
        ? ('generate' as const)
        : draft.step === 4
          ? ('finish' as const)
          : ('continue' as const),
    back: () => !running && draft.step > 1 && goTo((draft.step - 1) as ImageStepNumber),
    forward,
    goTo: (step: number) => !running && step < draft.step && goTo(step as ImageStepNumber),
    retry: () => start(),
    markSaved: (fileId: string, savedId: string) =>
      update((d) => ({ saved: { ...d.saved, [fileId]: savedId } })),
    /** "More like this": the image's prompt starts a new idea with the same options. */
    moreLike: (prompt: string) => update({ step: 1, prompt, generationId: null, saved: {} }),
  };
}
export type ImageStudio = ReturnType<typeof useImageStudio>;
