import type { BrandKit } from '@forja/contracts';

/* Brand kits as GET /api/brand-kits answers them, for the settings tab's and the studios' tests. */

let counter = 0;

/** A kit with every field at the contracts' defaults but the ones given. */
export function brandKit(fields: Partial<BrandKit> = {}): BrandKit {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Kit ${counter}`,
    language: 'en',
    tone: 'professional',
    audience: '',
    keywords: [],
    avoidWords: [],
    description: '',
    callToAction: '',
    imageStyle: null,
    voice: 'en-US-BrianMultilingualNeural',
    speed: 1,
    subtitleStyle: 'classic',
    subtitlePosition: 'bottom-center',
    videoFormat: 'instagram-story',
    isDefault: false,
    team: false,
    editable: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
