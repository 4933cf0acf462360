import type { VideoImageStyle, VideoNiche, VideoResolution } from '@forja/contracts';

/** The words a scene's picture prompt is made of, in one language (visual-en/ro/es.ts). */
export interface VisualPhrases {
  styles: Record<VideoImageStyle, string>;
  atmospheres: Record<VideoNiche, string>;
  framings: Record<VideoResolution, string>;
  openingShot: string;
  closingShot: string;
  middleShots: readonly string[];
  /** "Watercolor painting of a scene from “Title”: shot, comment, atmosphere, framing". */
  scene: (parts: { style: string; title: string; shot: string; details: string }) => string;
}
