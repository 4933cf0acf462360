import { i18n } from '@/lib/i18n';

/**
 * Records every text a screen asks for that the catalogues lack: on screen it would be the
 * key itself, or a raw default such as an internal name ("voiceOver", "instagram-story").
 */
export function recordMissingKeys() {
  const missing: string[] = [];
  const options = i18n.options;
  const before = { saveMissing: options.saveMissing, missingKeyHandler: options.missingKeyHandler };
  options.saveMissing = true;
  options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  return {
    missing,
    stop: () => Object.assign(options, before),
  };
}
