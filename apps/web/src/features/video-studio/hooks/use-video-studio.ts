import { useRef, useState } from 'react';
import { VIDEO_RENDER_DEBOUNCE_MS, isIdeaLongEnough, type GenerationRecord } from '@forja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCredits } from '@/lib/api/credits';
import { invalidateVideos } from '@/lib/api/video-invalidation';
import { isInFlight } from '@/lib/wizard/in-flight';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import {
  estimatedCost,
  renderInput,
  videoDraftStore,
  type VideoDraft,
  type VideoStepNumber,
} from '../model/video-draft';
import { isSceneValid } from '../model/video-scenes';
import { requestScenes, requestTitles } from './video-requests';

const RUNNING = new Set(['starting', 'queued', 'running']);

/** The video studio's state and what its buttons do (docs/product/video-studio-web.md). */
export function useVideoStudio() {
  const { userId, draft, update } = useDraft(videoDraftStore);
  const queryClient = useQueryClient();
  const credits = useCredits();
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState<'titles' | 'scenes' | 'credits' | null>(null);
  /** The scene open in the editor (one at a time); the render waits until it is saved or cancelled. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const lastStart = useRef(0);

  const generation = useGeneration('video', {
    id: draft.renderId,
    onStarted: (record) => update({ renderId: record.id }),
    onFinished: (_record: GenerationRecord) => void invalidateVideos(queryClient),
  });
  const rendering = draft.step === 5 && RUNNING.has(generation.status);
  const loadingTitles = pending === 'titles' || isInFlight(userId, 'video-titles');
  const loadingScenes = pending === 'scenes' || isInFlight(userId, 'video-scenes');
  const busy = loadingTitles || loadingScenes || pending === 'credits' || rendering;

  const cost = generation.record?.cost ?? estimatedCost(draft.options, draft.scenes.length);
  const available = credits.data?.available;
  const creditsShort = available !== undefined && available < cost;

  const goTo = (step: VideoStepNumber) => {
    setShowErrors(false);
    setEditingId(null);
    update({ step, error: null });
  };

  const run = (what: 'titles' | 'scenes', request: (userId: string) => Promise<unknown>) => {
    setPending(what);
    void request(userId).finally(() => setPending(null));
  };

  /** Starts the render once: a second click within 2 s, or while one runs, does nothing. */
  const render = () => {
    const now = Date.now();
    if (now - lastStart.current < VIDEO_RENDER_DEBOUNCE_MS || RUNNING.has(generation.status)) return;
    lastStart.current = now;
    setPending('credits');
    void generation
      .start(renderInput(videoDraftStore.get(userId)), {
        beforeStart: () => update({ step: 5, renderId: null }),
      })
      .then((started) => started.outcome === 'refused' && started.afterBeforeStart && update({ step: 4 }))
      .finally(() => setPending(null));
  };

  const forward = () => {
    if (busy) return;
    switch (draft.step) {
      case 1:
        if (!isIdeaLongEnough(draft.idea)) return setShowErrors(true);
        setShowErrors(false);
        return run('titles', requestTitles);
      case 2:
        if (draft.title.trim() === '') return setShowErrors(true);
        return goTo(3);
      case 3:
        setShowErrors(false);
        return run('scenes', requestScenes);
      case 4:
        if (editingId !== null || !draft.scenes.every(isSceneValid) || creditsShort)
          return setShowErrors(true);
        return render();
      case 5:
        // "New video": a new draft that keeps the chosen options.
        setEditingId(null);
        return update((d) => ({ ...videoDraftStore.reset(userId), options: d.options }));
    }
  };

  return {
    userId,
    draft,
    update: (patch: Partial<VideoDraft>) => update(patch),
    generation,
    showErrors,
    loadingTitles,
    loadingScenes,
    editingId,
    setEditingId,
    cost,
    creditsShort,
    running: busy,
    /** A render that is still running is safe on the server; nothing here can be lost. */
    unsaved: false,
    backDisabled: draft.step === 1 || busy,
    forwardDisabled:
      busy || (draft.step === 4 && creditsShort) || (draft.step === 5 && RUNNING.has(generation.status)),
    forwardLabel:
      draft.step === 4
        ? ('generate' as const)
        : draft.step === 5
          ? ('finish' as const)
          : ('continue' as const),
    back: () => !busy && draft.step > 1 && goTo((draft.step - 1) as VideoStepNumber),
    forward,
    goTo: (step: number) => !busy && step < draft.step && goTo(step as VideoStepNumber),
    retry: render,
  };
}
export type VideoStudio = ReturnType<typeof useVideoStudio>;
