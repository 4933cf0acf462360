import { describe, expect, it } from 'vitest';
import { videoRequestSchema, videoScenesCost } from '@forja/contracts';
import { afterRevision, changedSceneIds, draftFromVideo, revisionCost } from './revision';
import { revisionInput } from './video-draft';

const VIDEO_ID = '44444444-4444-4444-8444-444444444444';
const NEXT_ID = '55555555-5555-4555-8555-555555555555';
const scene = (id: string, subject: string) => ({
  id,
  imagePrompt: `A bakery at dawn with ${subject}`,
  voiceOverText: `The bakery wakes up with ${subject}.`,
});
const base = videoRequestSchema.parse({
  videoTitle: 'Bread at dawn',
  prompt: 'A morning at the bakery',
  secondsPerScene: 6,
  scenes: [scene('s1', 'flour'), scene('s2', 'loaves'), scene('s3', 'neighbours')],
  music: { trackId: '66666666-6666-4666-8666-666666666666', volume: 40 },
});
const stored = { videoId: VIDEO_ID, version: 1, draft: base };

describe('revisions', () => {
  it("opens the video's scenes, options and music on the scenes step", () => {
    const draft = draftFromVideo(stored);
    expect(draft.step).toBe(4);
    expect(draft.title).toBe('Bread at dawn');
    expect(draft.options.secondsPerScene).toBe(6);
    expect(draft.scenes.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(draft.music).toEqual({ trackId: base.music!.trackId, volume: 40, title: '' });
    expect(draft.revision).toEqual({ videoId: VIDEO_ID, version: 1, base });
    // Nothing changed yet: nothing to pay.
    expect(changedSceneIds(draft).size).toBe(0);
    expect(revisionCost(draft)).toBe(0);
  });

  it('charges only the changed scenes; order, transitions and music are free', () => {
    const draft = draftFromVideo(stored);
    const [a, b, c] = draft.scenes as [
      (typeof draft.scenes)[0],
      (typeof draft.scenes)[0],
      (typeof draft.scenes)[0],
    ];
    const reordered = { ...draft, scenes: [c, { ...a, transition: 'cut' as const }, b], music: null };
    expect(revisionCost(reordered)).toBe(0);
    const edited = {
      ...draft,
      scenes: [a, { ...b, voiceOverText: 'A new line about the loaves.' }, { ...c, seconds: 9 }],
    };
    expect([...changedSceneIds(edited)]).toEqual(['s2', 's3']);
    expect(revisionCost(edited)).toBe(
      videoScenesCost([{ media: { kind: 'generated' } }, { seconds: 9, media: { kind: 'generated' } }], base),
    );
    expect(revisionInput(edited)).toMatchObject({
      videoId: VIDEO_ID,
      music: { trackId: base.music!.trackId, volume: 40 },
    });
  });

  it('after the render, revises the new version against its scenes', () => {
    const draft = draftFromVideo(stored);
    const edited = { ...draft, scenes: draft.scenes.map((s, i) => (i === 0 ? { ...s, seconds: 10 } : s)) };
    const next = afterRevision(edited, {
      videoId: NEXT_ID,
      fileId: NEXT_ID,
      url: '/v.mp4',
      durationSeconds: 22,
      width: 720,
      height: 1280,
      sizeBytes: 1,
    });
    expect(next.revision).toMatchObject({ videoId: NEXT_ID, version: 2 });
    expect(changedSceneIds(next).size).toBe(0);
  });
});
