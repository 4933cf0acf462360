import type { VideoScriptLength, VideoScriptTone, VideoScriptType } from '@forja/contracts';

/*
 * Sentence material for the offline video texts (titles, narration, scripts), one per
 * language. Placeholders: {title} the quoted video title, {topic}/{Topic} the idea's subject
 * (singular or plural, any gender: only after a preposition, as a verb's object, or opening a
 * title before a colon or a preposition, so nothing has to agree with it), {audience} the
 * script's audience.
 */

interface NarrationFamily {
  hooks: string[];
  middles: string[];
  endings: string[];
  /** Extra sentences for scenes long enough to need more narration. */
  extras: string[];
}

export interface VideoLexicon {
  quote: (text: string) => string;
  titleTemplates: string[];
  story: NarrationFamily;
  facts: NarrationFamily;
  script: {
    hooks: Record<VideoScriptTone, string[]>;
    intros: Record<VideoScriptType, string>;
    points: string[];
    keyMessage: string;
    calls: Record<VideoScriptTone, string>;
    durations: Record<VideoScriptLength, string>;
    visualNotes: string[];
    visualTheme: string;
    reference: string;
    everyone: string;
  };
}
