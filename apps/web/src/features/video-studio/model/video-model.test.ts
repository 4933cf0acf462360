import { describe, expect, it } from 'vitest';
import type { VideoScript } from '@forja/contracts';
import { VIDEO_SEED_STATE, videoSeedFromScript } from '@/lib/video-seed';
import { readVideoSeed } from './read-video-seed';
import {
  draftFromSeed,
  defaultVideoOptions,
  emptyVideoDraft,
  estimatedCost,
  renderInput,
  withVoice,
} from './video-draft';
import { isSceneTextValid, moveScene, removeScene, withIds } from './video-scenes';

const script: VideoScript = {
  title: 'The waggle dance',
  hook: 'Bees have a language of their own.',
  introduction: 'Meet the forager bee and her dance floor.',
  main_content: ['The forager finds a field of flowers far away.', 'Back home she dances a figure eight.'],
  call_to_action: 'Follow for more stories from the hive.',
  estimated_duration: '60 seconds',
  hashtags: ['#bees'],
  visual_notes: ['Macro shot of a bee on a flower'],
};

describe('video draft', () => {
  it('costs ceil(1.25 × scenes × seconds + 3 × scenes) plus the model extra per scene', () => {
    const options = defaultVideoOptions();
    expect(estimatedCost(options)).toBe(28);
    expect(estimatedCost({ ...options, numberOfScenes: 10, secondsPerScene: 10 })).toBe(155);
    expect(estimatedCost({ ...options, imageModel: 'flux-schnell' })).toBe(31);
    expect(estimatedCost(options, 5)).toBe(47);
  });

  it('the voice sets the narration language', () => {
    expect(withVoice(defaultVideoOptions(), 'ro-RO-EmilNeural').language).toBe('ro');
    expect(withVoice(defaultVideoOptions(), 'en-US-JennyNeural').language).toBe('en');
  });

  it('sends the scenes as edited, trimmed, with a previewed image, in order', () => {
    const scenes = withIds([
      { voiceOverText: ' First scene narration ', imagePrompt: 'First scene picture' },
      { voiceOverText: 'Second scene narration', imagePrompt: 'Second scene picture' },
      { voiceOverText: 'Third scene narration', imagePrompt: 'Third scene picture' },
    ]);
    scenes[1] = { ...scenes[1]!, imageFileId: '55555555-5555-4555-8555-555555555555' };
    const input = renderInput({
      ...emptyVideoDraft(),
      title: ' Bees ',
      idea: 'An idea',
      scenes: moveScene(scenes, scenes[2]!.id, -1),
    });
    expect(input.videoTitle).toBe('Bees');
    expect(input.scenes.map((s) => s.voiceOverText)).toEqual([
      'First scene narration',
      'Third scene narration',
      'Second scene narration',
    ]);
    expect(input.scenes[2]!.imageFileId).toBe('55555555-5555-4555-8555-555555555555');
    expect(input.numberOfScenes).toBe(3);
  });

  it('keeps at least 3 scenes and checks 10 to 500 characters', () => {
    const scenes = withIds(
      Array.from({ length: 3 }, (_, i) => ({
        voiceOverText: `Scene ${i} text`,
        imagePrompt: 'A picture here',
      })),
    );
    expect(removeScene(scenes, scenes[0]!.id)).toHaveLength(3);
    expect(isSceneTextValid('123456789')).toBe(false);
    expect(isSceneTextValid(' 1234567890 ')).toBe(true);
    expect(isSceneTextValid('x'.repeat(501))).toBe(false);
  });
});

describe('a video from a script', () => {
  it('narrates the hook, introduction, sections and call to action when there are few sections', () => {
    const seed = videoSeedFromScript('How bees talk by dancing', script);
    expect(seed.title).toBe('The waggle dance');
    expect(seed.scenes.map((s) => s.voiceOverText)).toEqual([
      script.hook,
      script.introduction,
      ...script.main_content,
      script.call_to_action,
    ]);
    expect(seed.scenes[0]!.imagePrompt).toBe('Macro shot of a bee on a flower');
    expect(seed.scenes[1]!.imagePrompt).toContain('The waggle dance');
  });

  it('uses the sections alone when there are enough, at most 10, within the text limits', () => {
    const long = {
      ...script,
      main_content: Array.from({ length: 12 }, (_, i) => `Section ${i} ${'word '.repeat(150)}`),
    };
    const seed = videoSeedFromScript('Bees', long);
    expect(seed.scenes).toHaveLength(10);
    for (const scene of seed.scenes) {
      expect(isSceneTextValid(scene.voiceOverText)).toBe(true);
      expect(isSceneTextValid(scene.imagePrompt)).toBe(true);
    }
  });

  it('travels in the navigation state and opens the options step with its scenes', () => {
    const seed = videoSeedFromScript('How bees talk by dancing', script);
    expect(readVideoSeed({ [VIDEO_SEED_STATE]: seed })).toEqual(seed);
    expect(readVideoSeed({ other: 1 })).toBeNull();
    expect(readVideoSeed(null)).toBeNull();
    const draft = draftFromSeed(seed, defaultVideoOptions());
    expect(draft.step).toBe(3);
    expect(draft.scenesFor).toBe('script');
    expect(draft.options.numberOfScenes).toBe(5);
    expect(draft.scenes.map((s) => s.voiceOverText)).toEqual(seed.scenes.map((s) => s.voiceOverText));
  });
});
