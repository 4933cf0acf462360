import type { Language } from '@forja/contracts';
import { toResources, type LanguageResources, type Namespace } from './to-resources';

export { toResources, type LanguageResources, type Namespace };

/*
 * English is the fallback, so it ships in the entry chunk. The other languages are
 * bundled too (no HTTP backend) but each in its own chunk, loaded only when chosen.
 */
export const englishResources = toResources(
  import.meta.glob<Namespace>('./en/*.json', { eager: true, import: 'default' }),
);

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: LanguageResources }>> = {
  ro: () => import('./ro/index'),
  es: () => import('./es/index'),
};

export async function loadLanguage(language: string): Promise<LanguageResources> {
  if (language === 'en') return englishResources;
  const load = loaders[language as keyof typeof loaders];
  if (!load) return {};
  return (await load()).default;
}
