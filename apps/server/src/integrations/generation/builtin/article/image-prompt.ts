import type { ArticleLanguage } from '@forja/contracts';

/*
 * The offline image prompt for an article, in the article's language: the reader sees it in
 * the article studio's image step and may edit it (the offline painter only seeds from it).
 */
const TEMPLATES: Record<
  ArticleLanguage,
  { lead: (title: string) => string; featuring: (subjects: string) => string; finish: string }
> = {
  en: {
    lead: (title) => `Editorial illustration for the article “${title}”`,
    featuring: (subjects) => `, featuring ${subjects}`,
    finish: ', clear focal point, natural light, rich detail, balanced composition, no text',
  },
  ro: {
    lead: (title) => `Ilustrație editorială pentru articolul „${title}”`,
    featuring: (subjects) => `, cu ${subjects}`,
    finish: ', punct focal clar, lumină naturală, detalii bogate, compoziție echilibrată, fără text',
  },
  es: {
    lead: (title) => `Ilustración editorial para el artículo «${title}»`,
    featuring: (subjects) => `, con ${subjects}`,
    finish: ', punto focal claro, luz natural, mucho detalle, composición equilibrada, sin texto',
  },
};

export function articleImagePrompt(
  title: string,
  subjects: readonly string[],
  language: ArticleLanguage,
): string {
  const t = TEMPLATES[language];
  return t.lead(title.trim()) + (subjects.length ? t.featuring(subjects.join(', ')) : '') + t.finish;
}
