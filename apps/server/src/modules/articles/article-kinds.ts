import { SUGGESTED_PROMPT_MAX_LENGTH, TITLES_KEPT } from '@forja/contracts';
import { callProvider, type KindWorks } from '../generation/kind-work.js';
import { finishArticle } from './article-output.js';

/** The article studio's kinds: title ideas, the article itself, and an image prompt from it. */
export const ARTICLE_KINDS: KindWorks = {
  titleIdeas: {
    run: async (input, { provider, signal }) => ({
      titles: (await callProvider(() => provider.titleIdeas(input, signal))).slice(0, TITLES_KEPT),
    }),
  },

  article: {
    run: async (input, { provider, signal, report }) => {
      await report({ name: 'writing' });
      const article = await callProvider(() => provider.article(input, signal));
      await report({ name: 'checking' });
      return finishArticle(article);
    },
  },

  imagePrompt: {
    // Providers read the start of the article only; the row need not keep all of it.
    recordInput: (input) => ({ title: input.title, content: input.content.slice(0, 4000) }),
    run: async (input, { provider, signal }) => ({
      prompt: (await callProvider(() => provider.imagePrompt(input, signal))).slice(
        0,
        SUGGESTED_PROMPT_MAX_LENGTH,
      ),
    }),
  },
};
