import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE } from '@forja/contracts';
import { loadNamespace, shellEnglish } from '@/locales/resources';
import { i18n, initI18nWith, isLanguage } from './i18n';

/*
 * The app's i18n: the shell's namespaces in English bundled, every other namespace loaded in
 * the current language only, when a screen needs it. Each route's lazy loader waits for its
 * screen's namespaces (`withNamespaces`), so a screen never renders before its texts; should
 * a component still ask for one not loaded yet, it suspends (`useSuspense`) rather than show
 * keys. Switching language loads every namespace loaded so far before the switch shows.
 */
export function initI18n(overrides: InitOptions = {}): Promise<unknown> {
  return initI18nWith(
    { english: shellEnglish, loadNamespace },
    {
      // Every catalogue is complete (locales.test.ts), so a supported language needs no
      // English fallback loaded beside it; only an unsupported one falls back.
      fallbackLng: (code) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      react: { useSuspense: true },
      ...overrides,
    },
  );
}

/** Loads `namespaces` in the current language (after i18next has started). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces([...namespaces]);
}

/** A lazy route's loader that also waits for its screen's namespaces. */
export function withNamespaces<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}
