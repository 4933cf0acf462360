import { toResources, type LanguageResources, type Namespace } from './to-resources';

export { toResources, type LanguageResources, type Namespace };

/*
 * The app's catalogues. The shell's own namespaces (the sidebar, top bar, errors, cookie
 * banner, what every screen shows: `shell` in scripts/vite-catalogue-chunks.mjs, the same list
 * as these globs, locales.test.ts) ship in English with the entry, English being the default.
 * Everything else, and every other language, is one lazily loaded JSON module per language
 * and namespace, fetched when a screen asks for it (lib/app-i18n.ts); the build merges those
 * that load together into one file per language (scripts/vite-catalogue-chunks.mjs).
 */
export const shellEnglish = toResources(
  import.meta.glob<Namespace>('./en/{common,errors,validation,wizard,cookies,publishing,plan-access}.json', {
    eager: true,
    import: 'default',
  }),
);

/* Every other namespace in every language (English: the shell's are above). */
const catalogues = import.meta.glob<Namespace>(
  ['./*/*.json', '!./en/{common,errors,validation,wizard,cookies,publishing,plan-access}.json'],
  { import: 'default' },
);

/** One namespace in one language; undefined for a language or namespace that does not exist. */
export async function loadNamespace(language: string, namespace: string): Promise<Namespace | undefined> {
  if (language === 'en' && shellEnglish[namespace]) return shellEnglish[namespace];
  return catalogues[`./${language}/${namespace}.json`]?.();
}

/** Every namespace (the Spanish file names: every language has the same ones, locales.test.ts). */
export const ALL_NAMESPACES = Object.keys(catalogues)
  .filter((path) => path.startsWith('./es/'))
  .map((path) => path.slice('./es/'.length, -'.json'.length));
