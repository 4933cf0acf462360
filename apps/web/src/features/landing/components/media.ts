/* The clips in apps/web/public/media, made by apps/web/scripts/generate-media.mjs (sizes match it). */
export const MEDIA = {
  hero: { src: '/media/hero-demo.mp4', poster: '/media/hero-demo.webp', width: 640, height: 400 },
  articles: { src: '/media/articles.mp4', poster: '/media/articles.webp', width: 640, height: 400 },
  images: { src: '/media/images.mp4', poster: '/media/images.webp', width: 640, height: 400 },
  audio: { src: '/media/audio.mp4', poster: '/media/audio.webp', width: 640, height: 400 },
  videos: { src: '/media/videos.mp4', poster: '/media/videos.webp', width: 640, height: 400 },
} as const;
