import { describe, expect, it } from 'vitest';
import { brandBriefOf } from '@forja/contracts';
import { brandKit } from '@/test/brand-kit-fixtures';
import { brandKitPatch, emptyVideoDraft, scenesInput, scenesKey, titleIdeasInput } from './video-draft';

describe('Video draft: brand kit', () => {
  it('takes the voice, language, format, image style and subtitles the studio has, and the brief', () => {
    const kit = brandKit({
      voice: 'es-ES-ElviraNeural',
      language: 'es',
      videoFormat: 'squared',
      imageStyle: 'anime',
      subtitleStyle: 'boxed-word',
      subtitlePosition: 'top-center',
    });
    const draft = emptyVideoDraft();
    const patch = brandKitPatch(draft, kit);
    expect(patch.options).toEqual({
      ...draft.options,
      voice: 'es-ES-ElviraNeural',
      language: 'es',
      resolution: 'squared',
      imageStyle: 'anime',
      subtitleStyle: 'boxed-word',
      subtitlePosition: 'top-center',
    });
    expect(patch).toMatchObject({ brandKitId: kit.id, brand: brandBriefOf(kit) });
  });

  it('keeps its own image style when the kit has one only the image studio offers', () => {
    const draft = emptyVideoDraft();
    // 'realistic' is an image studio style; the video studio's list does not have it.
    const patch = brandKitPatch(draft, brandKit({ imageStyle: 'realistic' }));
    expect(patch.options?.imageStyle).toBe(draft.options.imageStyle);
  });

  it('sends the brief with the title ideas and the scenes only when a kit was chosen', () => {
    const draft = {
      ...emptyVideoDraft(),
      idea: 'A bakery at dawn, told in three scenes',
      title: 'Dawn bread',
    };
    expect(titleIdeasInput(draft)).not.toHaveProperty('brand');
    expect(scenesInput(draft)).not.toHaveProperty('brand');
    const kit = brandKit({ keywords: ['sourdough'] });
    const branded = { ...draft, ...brandKitPatch(draft, kit) };
    expect(titleIdeasInput(branded).brand).toEqual(brandBriefOf(kit));
    expect(scenesInput(branded).brand).toEqual(brandBriefOf(kit));
    // A different brief asks for new scenes.
    expect(scenesKey(branded)).not.toBe(scenesKey(draft));
    // None drops the brief and leaves the options as they are.
    const none = { ...branded, ...brandKitPatch(branded, null) };
    expect(none.brand).toBeNull();
    expect(none.options).toEqual(branded.options);
  });
});
