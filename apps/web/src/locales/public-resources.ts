import type { Language } from '@forja/contracts';
import { toResources, type LanguageResources, type Namespace } from './to-resources';

/*
 * The landing page's catalogues: only the namespaces it renders, so its entry does not
 * carry the whole app's texts. Same shape as resources.ts (English bundled, the others
 * loaded when chosen).
 */
export const publicEnglish = toResources(
  import.meta.glob<Namespace>('./en/{common,errors,validation,landing,contact,cookies}.json', {
    eager: true,
    import: 'default',
  }),
);

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: LanguageResources }>> = {
  ro: () => import('./ro/public'),
  es: () => import('./es/public'),
};

async function loadPublicLanguage(language: string): Promise<LanguageResources> {
  if (language === 'en') return publicEnglish;
  const load = loaders[language as keyof typeof loaders];
  return load ? (await load()).default : {};
}

/** One of the landing page's namespaces in `language` (its whole language loads at once). */
export async function loadPublicNamespace(
  language: string,
  namespace: string,
): Promise<Namespace | undefined> {
  return (await loadPublicLanguage(language))[namespace];
}
