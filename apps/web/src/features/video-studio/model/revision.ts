import {
  changedScenes,
  revisedVideoRequest,
  videoRevisionCost,
  type VideoOutput,
  type VideoRevisionRequest,
  type VideoDraft as StoredVideoDraft,
  type VideoRequest,
} from '@forja/contracts';
import { newDraftId } from '@/lib/wizard/draft-store';
import {
  defaultVideoOptions,
  emptyVideoDraft,
  revisionInput,
  videoOptionsSchema,
  type VideoDraft,
} from './video-draft';
import { draftSceneSchema, type DraftScene } from './video-scenes';

/*
 * Changing scenes of a finished video (docs/product/video-studio.md, "Change one scene"): the
 * draft opens with the video's scenes and music on the scenes step, keeps the video's options,
 * and renders again only the scenes whose render key changed; only those are charged.
 */

/** The scenes step's draft for a revision of the video GET /api/videos/:id/draft answered. */
export function draftFromVideo(stored: StoredVideoDraft): VideoDraft {
  const base = stored.draft;
  return {
    ...emptyVideoDraft(),
    draftId: newDraftId(),
    step: 4,
    idea: base.prompt,
    title: base.videoTitle,
    titlesForIdea: base.prompt.trim(),
    options: videoOptionsSchema.catch(defaultVideoOptions()).parse(base),
    scenes: base.scenes.map(sceneFromVideo),
    // The scenes are the video's, not a generator's answer: coming back to step 4 keeps them.
    scenesFor: 'script',
    music: base.music ? { ...base.music, title: '' } : null,
    revision: { videoId: stored.videoId, version: stored.version, base },
  };
}

/** A scene as the video was rendered with, read as the scenes step keeps it (same id: unchanged until edited). */
const sceneFromVideo = (scene: VideoRequest['scenes'][number]): DraftScene => draftSceneSchema.parse(scene);

/** The ids of the draft's scenes that render again (and cost) in its revision; empty outside one. */
export function changedSceneIds(d: VideoDraft): ReadonlySet<string> {
  if (!d.revision) return new Set();
  return new Set(changedScenes(d.revision.base, revisionInput(d).scenes).map((s) => s.id));
}

/** What the revision costs: its changed scenes only (order, transitions and music are free). */
export function revisionCost(d: VideoDraft): number {
  if (!d.revision) return 0;
  return videoRevisionCost(d.revision.base, revisionInput(d));
}

/** After a revision rendered: the draft now revises the new version (its scenes are the new base). */
export function afterRevision(d: VideoDraft, output: VideoOutput): VideoDraft {
  if (!d.revision || d.revision.videoId === output.videoId) return d;
  const base = revisedVideoRequest(d.revision.base, revisionInput(d) as VideoRevisionRequest);
  return { ...d, revision: { videoId: output.videoId, version: d.revision.version + 1, base } };
}
