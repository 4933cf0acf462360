import {
  SCENE_KEYWORD_MAX_LENGTH,
  SCENE_KEYWORDS_MAX,
  SCENE_TEXT_MAX_LENGTH,
  type ArticleLanguage,
  type Scene,
} from '@forja/contracts';
import { truncateAtWord } from '../../content/html-text.js';
import type { VideoScenesInput } from '../../provider.js';
import { createRng, hashSeed } from '../prng.js';
import { keywords } from '../text/language.js';
import { textLanguage, VIDEO_LEXICONS } from './video-texts.js';
import { STORY_NICHES, VISUALS } from './visual.js';

/*
 * Offline scenes: a hook, a middle that develops and an ending, narrated in the video's
 * language at roughly 2.5 words per second of scene, each with an image prompt in the same
 * language (the reader sees and edits it) built from the style, the niche's atmosphere and
 * the video format.
 */

const WORDS_PER_SECOND = 2.5;

/**
 * A scene's stock-search words: the title's keywords (its subject), then the shot's, stop
 * words and verbs left out (text/language.ts keywords), without repeats; the user edits them
 * before searching.
 */
export function sceneKeywords(title: string, shot: string, language: ArticleLanguage): string[] {
  const picked = [...keywords(title, language, 3), ...keywords(shot, language, 2)].map((word) =>
    word.toLowerCase().slice(0, SCENE_KEYWORD_MAX_LENGTH),
  );
  return [...new Set(picked)].slice(0, SCENE_KEYWORDS_MAX);
}

export function composeScenes(input: VideoScenesInput): Scene[] {
  const rng = createRng(hashSeed('scenes', input));
  const language = textLanguage(input.language, `${input.videoTitle} ${input.comment}`);
  const lex = VIDEO_LEXICONS[language];
  const family = STORY_NICHES.has(input.niche) ? lex.story : lex.facts;
  const middles = rng.shuffle(family.middles);
  const extras = rng.shuffle(family.extras);
  const visual = VISUALS[language];
  const shots = rng.shuffle(visual.middleShots);
  const title = lex.quote(input.videoTitle);
  const wanted = input.secondsPerScene * WORDS_PER_SECOND;
  const count = input.numberOfScenes;

  return Array.from({ length: count }, (_, k) => {
    const last = k === count - 1;
    const beat =
      k === 0 ? rng.pick(family.hooks) : last ? rng.pick(family.endings) : middles[(k - 1) % middles.length]!;
    let narration = beat.replace('{title}', title);
    // Long scenes need more narration than one beat gives.
    if (narration.split(/\s+/).length < wanted * 0.75) narration += ` ${extras[k % extras.length]!}`;
    const shot = k === 0 ? visual.openingShot : last ? visual.closingShot : shots[(k - 1) % shots.length]!;
    const comment = input.comment ? `, ${input.comment}` : '';
    const imagePrompt = visual.scene({
      style: visual.styles[input.imageStyle],
      title: input.videoTitle,
      shot,
      details: `${comment}, ${visual.atmospheres[input.niche]}, ${visual.framings[input.resolution]}`,
    });
    return {
      imagePrompt: truncateAtWord(imagePrompt, SCENE_TEXT_MAX_LENGTH),
      voiceOverText: truncateAtWord(narration, SCENE_TEXT_MAX_LENGTH),
      keywords: sceneKeywords(input.videoTitle, shot, language),
    };
  });
}
