import type { ArticleInput, VideoScenesInput, VideoScriptInput } from '../provider.js';

/*
 * Instructions for OpenAI-compatible models. They restate the product rules (lengths,
 * languages, counts) because the model is the only thing that can honour them up front;
 * the parsers still enforce them afterwards.
 */

export type ChatMessage = { role: 'system' | 'user'; content: string };

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ro: 'Romanian (with correct diacritics ă â î ș ț)',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};
const AUDIENCES: Record<string, string> = {
  general: 'a general audience',
  tech: 'technology professionals',
  business: 'small business owners',
  marketers: 'marketers',
  beginners: 'beginners',
  experts: 'experts',
};

const SYSTEM =
  'You are a senior content writer for a content studio. Answer only with JSON that matches the given schema.';

function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? 'the same language as the user text';
}

export function titleIdeasMessages(idea: string, language: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Suggest 10 varied, specific article titles in ${languageName(language)} for this idea:\n${idea}`,
    },
  ];
}

export function articleMessages(a: ArticleInput): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Write an article in ${languageName(a.language)} titled "${a.title}" for ${AUDIENCES[a.audience] ?? a.audience}, ` +
        `in a ${a.tone} tone, about ${a.wordCount} words. Idea: ${a.idea}\n` +
        'Put the article in `html` using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em> (no <h1>, no markdown): ' +
        'an introduction, several <h2> sections and a conclusion. `meta_description`: at most 155 characters. ' +
        '`tags`: 3 to 8 short keywords.',
    },
  ];
}

export function imagePromptMessages(title: string, text: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write prompts for image generation models. Answer with the prompt only, in English, under 900 characters.',
    },
    {
      role: 'user',
      content: `Write one vivid image prompt that illustrates this article.\nTitle: ${title}\nArticle: ${text}`,
    },
  ];
}

export function videoTitleMessages(idea: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Suggest 10 catchy short-video titles, in the language of this idea:\n${idea}` },
  ];
}

export function scenesMessages(v: VideoScenesInput): ChatMessage[] {
  const words = Math.round(v.secondsPerScene * 2.5);
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Write exactly ${v.numberOfScenes} scenes for a short ${v.niche.replace(/-/g, ' ')} video titled "${v.videoTitle}". ` +
        (v.comment ? `Notes from the author: ${v.comment}. ` : '') +
        `Each scene has \`imagePrompt\` (English, ${v.imageStyle} style, ${v.resolution} framing, 10 to 400 characters) and ` +
        `\`voiceOverText\` in ${languageName(v.language)} (about ${words} words, 10 to 450 characters), and ` +
        // Stock footage libraries (Pexels, Pixabay) search best in English.
        `\`keywords\`: 3 to 5 short English search words or phrases that find stock footage of the scene (e.g. "lighthouse", "stormy sea").`,
    },
  ];
}

export function scriptMessages({ idea, options: o }: VideoScriptInput): ChatMessage[] {
  const extras = [
    o.audience && `Audience: ${o.audience}.`,
    o.keyMessages && `Key messages:\n${o.keyMessages}`,
    o.visualTheme && `Visual theme: ${o.visualTheme}.`,
    o.referenceUrl && `Reference video: ${o.referenceUrl}.`,
  ].filter(Boolean);
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Write a ${o.type} video script, ${o.length} long, in a ${o.tone} tone, in the language of the idea. Idea: ${idea}\n` +
        `${extras.join('\n')}\nHashtags start with #. visual_notes: one note per main_content item.`,
    },
  ];
}
