import { TITLES_KEPT, type ArticleLanguage } from '@forja/contracts';
import { createRng, hashSeed } from '../prng.js';
import { contractArticles, topicFromIdea, upperFirst } from '../text/language.js';

/** Ten distinct titles from the language's templates, in an order seeded by the idea. */
export function titlesFromTemplates(
  kind: string,
  idea: string,
  language: ArticleLanguage,
  templates: readonly string[],
): string[] {
  const rng = createRng(hashSeed(kind, idea, language));
  const topic = topicFromIdea(idea);
  return rng
    .shuffle(templates)
    .slice(0, TITLES_KEPT)
    .map((t) =>
      contractArticles(t.replace('{Topic}', upperFirst(topic)).replace('{topic}', topic), language),
    );
}
