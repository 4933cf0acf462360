import { useRef, useState } from 'react';
import {
  VIDEO_RENDER_DEBOUNCE_MS,
  isIdeaLongEnough,
  type GenerationRecord,
  type VideoOutput,
} from '@forja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCredits } from '@/lib/api/credits';
import { invalidateVideos } from '@/lib/api/video-invalidation';
import { isInFlight } from '@/lib/wizard/in-flight';
import { useDraft } from '@/lib/wizard/use-draft';
import { isGenerationRunning, useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import { afterRevision, revisionCost } from '../model/revision';
import {
  renderInput,
  revisionInput,
  scenesCost,
  VIDEO_STEPS,
  videoDraftStore,
  type VideoDraft,
} from '../model/video-draft';
import { isSceneValid } from '../model/video-scenes';
import { requestScenes, requestTitles } from './video-requests';

/** The video studio's state and what its buttons do (docs/product/video-studio-web.md). */
export function useVideoStudio() {
  const { userId, draft, update } = useDraft(videoDraftStore);
  const queryClient = useQueryClient();
  const credits = useCredits();
  const [pending, setPending] = useState<'titles' | 'scenes' | null>(null);
  /** The scene open in the editor (one at a time); the render waits until it is saved or cancelled. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const lastStart = useRef(0);

  // A revision of a finished video is its own kind (priced by its changed scenes); both answer a video.
  const revising = draft.revision !== null;
  const generation = useGeneration<'video' | 'videoRevision'>(revising ? 'videoRevision' : 'video', {
    id: draft.renderId,
    onStarted: (record) => update({ renderId: record.id }),
    onFinished: (record: GenerationRecord) => {
      void invalidateVideos(queryClient);
      // A finished revision is the video a further change revises (both stay in the library).
      if (record.kind === 'videoRevision' && record.status === 'succeeded')
        videoDraftStore.update(userId, (d) => afterRevision(d, record.output as VideoOutput));
    },
  });
  const rendering = draft.step === 5 && isGenerationRunning(generation.status);
  const loadingTitles = pending === 'titles' || isInFlight(userId, 'video-titles');
  const loadingScenes = pending === 'scenes' || isInFlight(userId, 'video-scenes');

  const cost = generation.record?.cost ?? (revising ? revisionCost(draft) : scenesCost(draft));
  const available = credits.data?.available;
  const creditsShort = available !== undefined && available < cost;

  const run = (what: 'titles' | 'scenes', request: (userId: string) => Promise<unknown>) => {
    setPending(what);
    void request(userId).finally(() => setPending(null));
  };

  /** Starts the render once: a second click within 2 s, or while one runs, does nothing. */
  const render = (): void => {
    const now = Date.now();
    if (now - lastStart.current < VIDEO_RENDER_DEBOUNCE_MS || isGenerationRunning(generation.status)) return;
    lastStart.current = now;
    const current = videoDraftStore.get(userId);
    void steps.generate(current.revision ? revisionInput(current) : renderInput(current));
  };

  // The kind's own cost of a revision is a bound (every scene at the most): check the real price.
  const priced: typeof generation = revising
    ? {
        ...generation,
        start: (input, options) =>
          generation.start(input, { ...options, cost: revisionCost(videoDraftStore.get(userId)) }),
      }
    : generation;
  const steps = useStudioSteps({
    draft,
    update,
    stepCount: VIDEO_STEPS.length,
    run: { generation: priced, step: 5, reset: { renderId: null } },
    busy: loadingTitles || loadingScenes || rendering,
    forwardBlocked: draft.step === 4 && creditsShort,
    forward: {
      // A revision keeps the video's idea, title and options: those steps are read-only and just move on.
      1: revising
        ? {}
        : { valid: () => isIdeaLongEnough(draft.idea), go: () => run('titles', requestTitles) },
      2: revising ? {} : { valid: () => draft.title.trim() !== '' },
      3: revising ? {} : { go: () => run('scenes', requestScenes) },
      4: { valid: () => editingId === null && draft.scenes.every(isSceneValid), go: render },
      // "New video": a new draft that keeps the chosen options (and the brand kit they came from).
      5: {
        go: () => {
          setEditingId(null);
          const { options, brandKitId, brand } = draft;
          update({ ...videoDraftStore.reset(userId), options, brandKitId, brand });
        },
      },
    },
    onMove: () => {
      setEditingId(null);
      return { error: null };
    },
  });

  return {
    ...steps,
    userId,
    draft,
    update: (patch: Partial<VideoDraft>) => update(patch),
    revising,
    generation,
    loadingTitles,
    loadingScenes,
    editingId,
    setEditingId,
    cost,
    creditsShort,
    /** A render that is still running is safe on the server; nothing here can be lost. */
    unsaved: false,
    retry: render,
  };
}
export type VideoStudio = ReturnType<typeof useVideoStudio>;
