import type { InitOptions } from 'i18next';
import { englishResources, loadLanguage } from '@/locales/resources';
import { initI18nWith } from './i18n';

/** The app's i18n: every namespace, English bundled, the other languages loaded when chosen. */
export function initI18n(overrides: InitOptions = {}): Promise<unknown> {
  return initI18nWith({ english: englishResources, load: loadLanguage }, overrides);
}
