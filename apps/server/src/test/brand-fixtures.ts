import { brandBriefSchema, type VideoScript } from '@forja/contracts';

/* What the providers' brand tests send and answer: one brief, one script. */

export const TEST_BRAND = brandBriefSchema.parse({
  name: 'Crumb & Co',
  description: 'A neighbourhood sourdough bakery.',
  audience: 'Busy parents',
  keywords: ['sourdough', 'slow baking'],
  avoidWords: ['cheap', 'industrial'],
  callToAction: 'Order your loaf today',
});

export const TEST_SCRIPT: VideoScript = {
  title: 'Bakery reels',
  hook: 'Smell this?',
  introduction: 'Bakeries win on Instagram.',
  main_content: ['Film the oven'],
  call_to_action: 'Follow for more.',
  estimated_duration: '30 seconds',
  hashtags: ['#bakery'],
  visual_notes: ['Steam close-up'],
};
