import type { VideoImageStyle, VideoNiche, VideoResolution } from '@forja/contracts';

/*
 * English phrases for scene image prompts (image models are prompted in English whatever
 * the narration language): the style as a medium, the niche as an atmosphere, the video
 * format as a framing.
 */

export const STYLE_PHRASES: Record<VideoImageStyle, string> = {
  photorealistic: 'Photorealistic photo',
  cinematic: 'Cinematic film still',
  '3d-render': '3D render',
  cartoon: 'Cartoon illustration',
  anime: 'Anime artwork',
  cyberpunk: 'Cyberpunk digital art with neon lights',
  gta: 'GTA-style video game art',
  'low-poly': 'Low-poly 3D art',
  'neon-glow': 'Neon glow artwork',
  surrealism: 'Surrealist painting',
  'pixel-art': 'Pixel art',
  'pop-art': 'Pop-art poster',
  watercolor: 'Watercolor painting',
  'oil-painting': 'Oil painting',
  'stencil-graffiti': 'Stencil graffiti',
};

export const NICHE_ATMOSPHERES: Record<VideoNiche, string> = {
  general: 'balanced natural lighting',
  'scary-story': 'eerie fog, low-key lighting, unsettling shadows',
  'motivational-story': 'uplifting golden-hour light',
  'bedtime-story': 'soft pastel colours, gentle dreamy light',
  'interesting-history': 'historical setting with period details',
  'fun-facts': 'bright playful colours',
  'bible-story': 'ancient Middle Eastern setting, warm divine light',
  'african-folktale': 'African savanna, rich earthy colours',
  'love-story': 'romantic warm light, soft focus',
  'adventure-story': 'epic landscape, sense of journey',
  'inspirational-biography': 'dignified portrait lighting',
  'science-explainer': 'clean scientific visualization',
  fantasy: 'magical atmosphere with glowing details',
  mythology: 'mythical grandeur under a dramatic sky',
  'crime-story': 'noir atmosphere, rain-soaked streets',
  'life-lessons': 'calm everyday setting, natural light',
};

export const FRAMINGS: Record<VideoResolution, string> = {
  sd: '16:9 landscape composition',
  hd: '16:9 landscape composition',
  'full-hd': '16:9 landscape composition',
  'twitter-landscape': '16:9 landscape composition',
  squared: 'square composition',
  'instagram-feed': '4:5 portrait composition',
  'instagram-story': 'vertical 9:16 composition',
  'twitter-portrait': 'vertical 9:16 composition',
};

export const OPENING_SHOT = 'establishing wide shot, opening moment';
export const CLOSING_SHOT = 'final moment of resolution, calm atmosphere';
export const MIDDLE_SHOTS = [
  'close-up on the main character',
  'dynamic action moment',
  'quiet, reflective moment',
  'wide view of the setting',
  'detail shot of an important object',
  'dramatic turning point',
];

/** Niches told as a story; the others are told as facts. */
export const STORY_NICHES: ReadonlySet<VideoNiche> = new Set([
  'scary-story',
  'motivational-story',
  'bedtime-story',
  'bible-story',
  'african-folktale',
  'love-story',
  'adventure-story',
  'fantasy',
  'mythology',
  'crime-story',
]);
