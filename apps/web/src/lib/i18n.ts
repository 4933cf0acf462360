import i18n, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@forja/contracts';
import { englishResources, loadLanguage, NAMESPACES } from '@/locales/resources';

export const LANGUAGE_STORAGE_KEY = 'forja.language';

/** Names are shown in their own language so a reader can always find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ro: 'Română',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLanguage(language).then(
      (resources) => callback(null, (resources[namespace] ?? {}) as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function syncHtmlLang(language: string | undefined): void {
  if (typeof document !== 'undefined' && language) document.documentElement.lang = language;
}

/** The active supported language (never a regional variant such as `ro-RO`). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | undefined;

export function initI18n(overrides: InitOptions = {}): Promise<unknown> {
  if (initialised) return initialised;
  i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));
  const options: InitOptions = {
    resources: { en: englishResources },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    },
    // The whole language is loaded before it becomes active, so nothing needs to suspend.
    react: { useSuspense: false },
    showSupportNotice: false,
    ...overrides,
  };
  initialised = i18n.use(bundledBackend).use(LanguageDetector).use(initReactI18next).init(options);
  return initialised;
}

export { i18n };
