import { useState } from 'react';
import { isIdeaLongEnough, type GenerationRecord, type VideoScript } from '@forja/contracts';
import { useSaveVideoScript } from '@/lib/api/video-scripts';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import {
  isReferenceUrlValid,
  scriptDraftStore,
  scriptInput,
  type ScriptDraft,
  type ScriptStepNumber,
} from '../model/script-draft';
import { withoutEmptyScenes } from '../model/script-scenes';

/** The video script studio's state and what its buttons do (docs/product/video-script-studio.md). */
export function useScriptStudio() {
  const { userId, draft, update } = useDraft(scriptDraftStore);
  const [showErrors, setShowErrors] = useState(false);
  const [checkingCredits, setCheckingCredits] = useState(false);
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
  const running = draft.step === 3 || checkingCredits;

  const goTo = (step: ScriptStepNumber) => {
    setShowErrors(false);
    update({ step });
  };

  /** Starts the generation once, on entering step 3. */
  const generate = () => {
    setCheckingCredits(true);
    void generation
      .start(scriptInput(draft), {
        beforeStart: () => update({ step: 3, generationId: null, script: null, savedId: null }),
      })
      .then((started) => {
        // A start the server refused after the check (402) goes back to the options; a request
        // that failed ends on step 4 with its error and Retry.
        if (started.outcome === 'refused' && started.afterBeforeStart) update({ step: 2 });
        if (started.outcome === 'failed') update({ step: 4 });
      })
      .finally(() => setCheckingCredits(false));
  };

  const forward = () => {
    switch (draft.step) {
      case 1:
        if (!isIdeaLongEnough(draft.idea)) return setShowErrors(true);
        return goTo(2);
      case 2:
        if (!isReferenceUrlValid(draft.options.referenceUrl)) return setShowErrors(true);
        return generate();
      case 4:
        // Finish: a new, empty script, keeping the options.
        return update((d) => ({ ...d, step: 1, idea: '', generationId: null, script: null, savedId: null }));
    }
  };

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
    draft,
    update: (patch: Partial<ScriptDraft>) => update(patch),
    generation,
    showErrors,
    running,
    /** A generated script not in the archive (or edited since it was saved). */
    unsaved: draft.step === 4 && draft.script !== null && draft.savedId === null,
    backDisabled: draft.step === 1 || running,
    forwardDisabled: running,
    forwardLabel:
      draft.step === 2
        ? ('generate' as const)
        : draft.step === 4
          ? ('finish' as const)
          : ('continue' as const),
    back: () => !running && draft.step > 1 && goTo((draft.step - 1) as ScriptStepNumber),
    forward,
    goTo: (step: number) => !running && step < draft.step && goTo(step as ScriptStepNumber),
    retry: generate,
    editScript: (script: VideoScript) => update({ script, savedId: null }),
    saveState: save.isPending ? ('saving' as const) : draft.savedId ? ('saved' as const) : ('idle' as const),
    saveFailed: save.isError,
    saveError: save.error,
    saveScript,
  };
}
export type ScriptStudio = ReturnType<typeof useScriptStudio>;
