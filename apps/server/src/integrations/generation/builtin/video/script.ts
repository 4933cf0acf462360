import type { VideoScript, VideoScriptLength } from '@forja/contracts';
import type { VideoScriptInput } from '../../provider.js';
import { createRng, hashSeed } from '../prng.js';
import { contractArticles, detectLanguage, keywords, topicFromIdea, upperFirst } from '../text/language.js';
import { VIDEO_LEXICONS } from './video-texts.js';

/*
 * Offline video script with every field of the structured script: the hook follows the
 * tone, the introduction the content type, the number of main points the length, and the
 * author's key messages come first. Written in the language of the idea.
 */

const POINTS: Record<VideoScriptLength, number> = { '10s': 1, '30s': 2, '60s': 3, '3min': 5, '5min+': 7 };

export function composeScript({ idea, options }: VideoScriptInput): VideoScript {
  const rng = createRng(hashSeed('script', idea, options));
  const language = detectLanguage(idea);
  const lex = VIDEO_LEXICONS[language];
  const s = lex.script;
  const topic = topicFromIdea(idea);
  const fill = (t: string) =>
    contractArticles(
      t
        .replace('{Topic}', upperFirst(topic))
        .replace(/\{topic\}/g, topic)
        .replace('{audience}', options.audience || s.everyone),
      language,
    );

  const count = POINTS[options.length];
  const messages = options.keyMessages
    .split(/\r?\n/)
    .map((m) => m.trim())
    .filter(Boolean)
    .slice(0, count);
  const [first, ...middle] = s.points;
  const last = middle.pop()!;
  // Open with the problem and close with a summary whenever there is room for both.
  const planned =
    count >= 3
      ? [first!, ...rng.shuffle(middle).slice(0, count - 2), last]
      : [first!, ...rng.shuffle(middle)].slice(0, count);
  const main = [...messages.map((m) => `${s.keyMessage} ${m}`), ...planned.map(fill)].slice(0, count);

  const notes = main.map((_, k) =>
    k === 0
      ? s.visualNotes[0]!
      : k === main.length - 1 && main.length > 1
        ? s.visualNotes[5]!
        : s.visualNotes[1 + ((k - 1) % 4)]!,
  );
  if (options.visualTheme) notes.push(s.visualTheme.replace('{value}', options.visualTheme));
  if (options.referenceUrl) notes.push(s.reference.replace('{value}', options.referenceUrl));

  const tags = keywords(idea, language, 5).map((k) => `#${k.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`);
  const hashtags = [...new Set([...tags, `#${options.type.replace(/-/g, '')}`, '#shorts'])]
    .filter((t) => t.length > 1)
    .slice(0, 8);

  return {
    title: fill(rng.pick(lex.titleTemplates)),
    hook: fill(rng.pick(s.hooks[options.tone])),
    introduction: fill(s.intros[options.type]),
    main_content: main,
    call_to_action: s.calls[options.tone],
    estimated_duration: s.durations[options.length],
    hashtags,
    visual_notes: notes,
  };
}
