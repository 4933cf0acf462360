import i18n, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@forja/contracts';
import type { LanguageResources, Namespace } from '@/locales/to-resources';

export const LANGUAGE_STORAGE_KEY = 'forja.language';
/** Mirrors the saved choice so the server can send the prerendered landing page in it. */
export const LANGUAGE_COOKIE = 'forja.language';

/** Names are shown in their own language so a reader can always find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ro: 'Română',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The catalogues an entry point ships: English bundled, the rest loaded on demand, one
 * namespace at a time (the landing page's few come with their whole language:
 * locales/public-resources.ts; the app's each with the screen that shows it: lib/app-i18n.ts).
 */
export interface LanguageBundle {
  english: LanguageResources;
  loadNamespace: (language: string, namespace: string) => Promise<Namespace | undefined>;
}

const bundledBackend = (bundle: LanguageBundle): BackendModule => ({
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    bundle.loadNamespace(language, namespace).then(
      (resources) => callback(null, (resources ?? {}) as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
});

function syncHtmlLang(language: string | undefined): void {
  if (typeof document !== 'undefined' && language) document.documentElement.lang = language;
}

/** The active supported language (never a regional variant such as `ro-RO`). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | undefined;

/**
 * Starts i18next with an entry's catalogues (the app: lib/app-i18n.ts; the landing page:
 * locales/public-resources.ts). This module imports no catalogue itself, so the landing
 * page does not download the app's texts.
 */
export function initI18nWith(bundle: LanguageBundle, overrides: InitOptions = {}): Promise<unknown> {
  if (initialised) return initialised;
  i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));
  const options: InitOptions = {
    // A copy: i18next adds every namespace it loads to the object it is given.
    resources: { en: { ...bundle.english } },
    partialBundledLanguages: true,
    ns: Object.keys(bundle.english),
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
      caches: ['localStorage', 'cookie'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    // The landing page loads its whole language before it becomes active: nothing suspends.
    react: { useSuspense: false },
    showSupportNotice: false,
    ...overrides,
  };
  initialised = i18n.use(bundledBackend(bundle)).use(LanguageDetector).use(initReactI18next).init(options);
  return initialised;
}

export { i18n };
