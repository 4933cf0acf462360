import { defineFilePurpose } from '../files/file-purposes.js';

/**
 * A rendered MP4: kept (saved) in the transaction that charges the render, so an unsaved one
 * belongs to a render that was never kept (its process died before it could delete it).
 */
export const VIDEO_FILE_PURPOSE = defineFilePurpose('video', { expiresUnsaved: true });

/** A scene's image made by the video studio's free preview: a render may reuse it, nothing keeps it. */
export const SCENE_IMAGE_PREVIEW_PURPOSE = defineFilePurpose('scene-image-preview', {
  expiresUnsaved: true,
  preview: true,
});

/**
 * A scene the local renderer encoded (its body, or a transition): kept with the video so a
 * revision that leaves the scene as it was re-uses it instead of encoding it again.
 */
export const VIDEO_SEGMENT_PURPOSE = defineFilePurpose('video-segment', { expiresUnsaved: true });

/** A scene's spoken narration (WAV): kept with the video so a revision does not speak it again. */
export const VIDEO_NARRATION_PURPOSE = defineFilePurpose('video-narration', { expiresUnsaved: true });
