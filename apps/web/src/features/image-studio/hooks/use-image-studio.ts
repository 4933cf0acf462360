import { moveOnSuccess } from '@/lib/wizard/move-on-success';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import { IMAGE_STEPS, imageDraftStore, imagesInput, type ImageDraft } from '../model/image-draft';

/** The image studio's state and what its buttons do (docs/product/image-studio.md). */
export function useImageStudio() {
  const { userId, draft, update } = useDraft(imageDraftStore);
  const generation = useGeneration('images', {
    id: draft.generationId,
    onStarted: (record) => update({ generationId: record.id, saved: {} }),
    // A success moves on to the gallery; a failure stays on step 3 with its error and Retry.
    onFinished: moveOnSuccess(imageDraftStore, userId, 3),
  });
  const output = generation.output;
  const steps = useStudioSteps({
    draft,
    update,
    stepCount: IMAGE_STEPS.length,
    run: { generation, step: 3, reset: { generationId: null, saved: {} } },
    forward: {
      1: { valid: () => draft.prompt.trim() !== '' },
      2: { go: ({ generate }) => void generate(imagesInput(draft)) },
      // "Generate another image": a new draft, keeping the chosen options.
      4: {
        go: () => update({ step: 1, prompt: '', negativePrompt: '', generationId: null, saved: {} }),
      },
    },
  });

  return {
    ...steps,
    draft,
    update: (patch: Partial<ImageDraft>) => update(patch),
    generation,
    /** Images the user may lose: the gallery's unsaved ones go after an hour. */
    unsaved: draft.step === 4 && !!output && output.images.some((i) => !draft.saved[i.fileId]),
    retry: () => void steps.generate(imagesInput(draft)),
    markSaved: (fileId: string, savedId: string) =>
      update((d) => ({ saved: { ...d.saved, [fileId]: savedId } })),
    /** "More like this": the image's prompt starts a new idea with the same options. */
    moreLike: (prompt: string) => update({ step: 1, prompt, generationId: null, saved: {} }),
  };
}
export type ImageStudio = ReturnType<typeof useImageStudio>;
