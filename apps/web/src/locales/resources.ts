import type { Language } from '@forja/contracts';

export type Namespace = Record<string, unknown>;
export type LanguageResources = Record<string, Namespace>;

/** `./en/auth.json` -> `auth` */
export function toResources(modules: Record<string, Namespace>): LanguageResources {
  const resources: LanguageResources = {};
  for (const [path, namespace] of Object.entries(modules)) {
    const name = path
      .split('/')
      .pop()
      ?.replace(/\.json$/, '');
    if (name) resources[name] = namespace;
  }
  return resources;
}

/*
 * English is the fallback, so it ships in the entry chunk. The other languages are
 * bundled too (no HTTP backend) but each in its own chunk, loaded only when chosen.
 */
export const englishResources = toResources(
  import.meta.glob<Namespace>('./en/*.json', { eager: true, import: 'default' }),
);

export const NAMESPACES = Object.keys(englishResources);

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
