import {
  sceneSchema,
  VIDEO_IMAGE_STYLES,
  VIDEO_NICHES,
  VIDEO_SCRIPT_LENGTHS,
  videoScriptSchema,
  type VideoScriptOptions,
} from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import type { VideoScenesInput } from '../provider.js';
import { createBuiltinProvider } from './builtin-provider.js';

const provider = createBuiltinProvider();
const SCENES: VideoScenesInput = {
  videoTitle: 'The lighthouse keeper',
  comment: '',
  imageStyle: 'cinematic',
  resolution: 'instagram-story',
  numberOfScenes: 3,
  secondsPerScene: 5,
  imageModel: 'freepik-classic',
  voice: 'en-US-BrianMultilingualNeural',
  withAudio: true,
  language: 'en',
  niche: 'general',
};
const OPTIONS: VideoScriptOptions = {
  type: 'explainer',
  audience: '',
  keyMessages: '',
  length: '60s',
  tone: 'professional',
  referenceUrl: '',
  visualTheme: '',
};

describe('builtin video scenes', () => {
  it.each([3, 5, 10])('returns %i scenes within the 10..500 character rule', async (numberOfScenes) => {
    for (const secondsPerScene of [5, 10]) {
      const scenes = await provider.videoScenes({ ...SCENES, numberOfScenes, secondsPerScene });
      expect(scenes).toHaveLength(numberOfScenes);
      for (const scene of scenes) expect(sceneSchema.parse(scene)).toEqual(scene);
    }
  });

  it('keeps every field in range for every style and niche, even with a long title', async () => {
    const videoTitle = 'A'.repeat(150) + ' ' + 'b'.repeat(149);
    for (const imageStyle of VIDEO_IMAGE_STYLES) {
      for (const niche of VIDEO_NICHES) {
        const scenes = await provider.videoScenes({
          ...SCENES,
          videoTitle,
          comment: 'x'.repeat(300),
          imageStyle,
          niche,
          numberOfScenes: 4,
        });
        for (const scene of scenes) sceneSchema.parse(scene);
      }
    }
  });

  it('narrates in the video language and writes the image prompt in it too, with the style', async () => {
    const ro = await provider.videoScenes({
      ...SCENES,
      language: 'ro',
      niche: 'bedtime-story',
      imageStyle: 'watercolor',
    });
    expect(ro.map((s) => s.voiceOverText).join(' ')).toMatch(/[ăâîșț]/);
    expect(ro[0]!.imagePrompt).toMatch(/^Pictură în acuarelă cu o scenă din „The lighthouse keeper”: /);
    expect(ro[0]!.imagePrompt).toContain('compoziție verticală 9:16');
    expect(ro.map((s) => s.imagePrompt).join(' ')).not.toMatch(/\b(of a scene|composition|light)\b/);
    const es = await provider.videoScenes({
      ...SCENES,
      language: 'auto',
      videoTitle: 'La historia del faro y el guardián',
    });
    expect(es.map((s) => s.voiceOverText).join(' ')).toMatch(/\b(el|la|que|de)\b/);
    expect(es[0]!.imagePrompt).toMatch(
      / de una escena de «La historia del faro y el guardián»: plano general/,
    );
    const en = await provider.videoScenes({ ...SCENES, language: 'en', imageStyle: 'watercolor' });
    expect(en[0]!.imagePrompt).toMatch(/^Watercolor painting of a scene from “The lighthouse keeper”: /);
  });

  it('writes each scene stock-search words: the subject, no stop words, in the video language', async () => {
    const en = await provider.videoScenes({
      ...SCENES,
      videoTitle: 'You Will Not Believe This About the Old Harbour',
    });
    for (const scene of en) {
      expect(scene.keywords.length).toBeGreaterThan(0);
      expect(scene.keywords).toContain('harbour');
      expect(scene.keywords).not.toContain('about');
      expect(scene.keywords).not.toContain('this');
    }
    const ro = await provider.videoScenes({
      ...SCENES,
      language: 'ro',
      videoTitle: 'Povestea portului vechi pentru copii',
    });
    expect(ro[0]!.keywords).toContain('portului');
    expect(ro[0]!.keywords).not.toContain('pentru');
  });

  it('narrates longer scenes with more words', async () => {
    const words = (s: { voiceOverText: string }[]) =>
      s.map((x) => x.voiceOverText.split(' ').length).reduce((a, b) => a + b);
    const short = await provider.videoScenes({ ...SCENES, secondsPerScene: 5, numberOfScenes: 6 });
    const long = await provider.videoScenes({ ...SCENES, secondsPerScene: 10, numberOfScenes: 6 });
    expect(words(long)).toBeGreaterThan(words(short));
  });

  it('is deterministic', async () => {
    expect(await provider.videoScenes(SCENES)).toEqual(await provider.videoScenes(SCENES));
  });
});

describe('builtin video titles', () => {
  it.each([
    [
      'en',
      'How the ancient Romans built roads that still exist',
      /About|Truth|Secret|Seconds|Simply|Beginners|Happens|Start|Everything|Mistakes/,
    ],
    ['ro', 'Cum au construit romanii drumuri care există și azi', /despre|secunde|simplu|începători|de fapt/],
    [
      'es',
      'Cómo construyeron los romanos caminos que aún existen',
      /sobre|segundos|sencilla|principiantes|detrás|pasa|cambia/,
    ],
  ])('suggests 10 titles in the language of the idea (%s)', async (_lang, idea, pattern) => {
    const titles = await provider.videoTitleIdeas({ idea });
    expect(titles).toHaveLength(10);
    expect(new Set(titles).size).toBe(10);
    expect(titles.join(' ')).toMatch(pattern);
  });
});

describe('builtin video script', () => {
  it.each(VIDEO_SCRIPT_LENGTHS)('fills every field for a %s script', async (length) => {
    const script = await provider.videoScript({
      idea: 'Why bees matter for our food supply',
      options: { ...OPTIONS, length },
    });
    expect(videoScriptSchema.parse(script)).toEqual(script);
    for (const field of ['title', 'hook', 'introduction', 'call_to_action', 'estimated_duration'] as const)
      expect(script[field]).not.toBe('');
    expect(script.main_content).toHaveLength({ '10s': 1, '30s': 2, '60s': 3, '3min': 5, '5min+': 7 }[length]);
    expect(script.visual_notes).toHaveLength(script.main_content.length);
    expect(script.hashtags.length).toBeGreaterThanOrEqual(3);
    expect(script.hashtags.length).toBeLessThanOrEqual(8);
    for (const tag of script.hashtags) expect(tag).toMatch(/^#\S+$/);
  });

  it('puts key messages first and adds the visual theme and reference', async () => {
    const script = await provider.videoScript({
      idea: 'Why bees matter for our food supply',
      options: {
        ...OPTIONS,
        keyMessages: 'Bees pollinate crops\nPlant flowers',
        visualTheme: 'warm yellow',
        referenceUrl: 'https://youtube.com/watch?v=abc',
        tone: 'funny',
        type: 'tutorial',
        audience: 'gardeners',
      },
    });
    expect(script.main_content.slice(0, 2)).toEqual([
      'Key message: Bees pollinate crops',
      'Key message: Plant flowers',
    ]);
    expect(script.visual_notes).toContain('Visual theme: warm yellow.');
    expect(script.visual_notes.at(-1)).toContain('https://youtube.com/watch?v=abc');
    expect(script.introduction).toContain('gardeners');
    expect(script.hashtags).toContain('#tutorial');
  });

  it('writes in the language of the idea', async () => {
    const ro = await provider.videoScript({
      idea: 'De ce sunt albinele importante pentru hrana noastră',
      options: OPTIONS,
    });
    expect(ro.estimated_duration).toBe('60 de secunde');
    expect(ro.introduction).toMatch(/pentru toată lumea/);
    const es = await provider.videoScript({
      idea: 'Por qué las abejas son importantes para nuestra comida',
      options: OPTIONS,
    });
    expect(es.estimated_duration).toBe('60 segundos');
  });

  it('is deterministic', async () => {
    const input = { idea: 'Why bees matter for our food supply', options: OPTIONS };
    expect(await provider.videoScript(input)).toEqual(await provider.videoScript(input));
  });
});
