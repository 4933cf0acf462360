import { isIdeaLongEnough, type GenerationRecord, type VideoScript } from '@forja/contracts';
import { useSaveVideoScript } from '@/lib/api/video-scripts';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import {
  isReferenceUrlValid,
  SCRIPT_STEPS,
  scriptDraftStore,
  scriptInput,
  type ScriptDraft,
} from '../model/script-draft';
import { withoutEmptyScenes } from '../model/script-scenes';

/** The video script studio's state and what its buttons do (docs/product/video-script-studio.md). */
export function useScriptStudio() {
  const { userId, draft, update } = useDraft(scriptDraftStore);
  const save = useSaveVideoScript();
  // Whatever the outcome, the generation ends on step 4: the script, or the error with Retry.
  const onFinished = (record: GenerationRecord) =>
    scriptDraftStore.update(userId, (d) => {
      if (d.generationId !== record.id || d.step !== 3) return {};
      const output = record.status === 'succeeded' ? (record.output as { script: VideoScript }) : null;
      return { step: 4, script: output?.script ?? null, savedId: null };
    });
  const generation = useGeneration('videoScript', {
    id: draft.generationId,
    onStarted: (record) => update({ generationId: record.id }),
    onFinished,
  });

  /** Starts the generation once, on entering step 3; a request that failed ends on step 4 with its error and Retry. */
  const generate = (): void =>
    void steps
      .generate(scriptInput(draft))
      .then((started) => started.outcome === 'failed' && update({ step: 4 }));

  const steps = useStudioSteps({
    draft,
    update,
    stepCount: SCRIPT_STEPS.length,
    run: { generation, step: 3, reset: { generationId: null, script: null, savedId: null } },
    busy: draft.step === 3,
    forward: {
      1: { valid: () => isIdeaLongEnough(draft.idea) },
      2: { valid: () => isReferenceUrlValid(draft.options.referenceUrl), go: generate },
      // Finish: a new, empty script, keeping the options.
      4: { go: () => update({ step: 1, idea: '', generationId: null, script: null, savedId: null }) },
    },
  });

  const saveScript = () => {
    if (!draft.script) return;
    const script = withoutEmptyScenes(draft.script);
    save.mutate(
      {
        idea: draft.idea.trim(),
        options: scriptInput(draft).options,
        script,
        generationId: draft.generationId ?? undefined,
      },
      { onSuccess: (saved) => update({ savedId: saved.id, script }) },
    );
  };

  return {
    ...steps,
    draft,
    update: (patch: Partial<ScriptDraft>) => update(patch),
    generation,
    /** A generated script not in the archive (or edited since it was saved). */
    unsaved: draft.step === 4 && draft.script !== null && draft.savedId === null,
    retry: generate,
    editScript: (script: VideoScript) => update({ script, savedId: null }),
    saveState: save.isPending ? ('saving' as const) : draft.savedId ? ('saved' as const) : ('idle' as const),
    saveFailed: save.isError,
    saveError: save.error,
    saveScript,
  };
}
export type ScriptStudio = ReturnType<typeof useScriptStudio>;
