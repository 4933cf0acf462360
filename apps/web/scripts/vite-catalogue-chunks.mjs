/*
 * The app loads each translation namespace on its own, in the current language only
 * (src/locales/resources.ts). These are the namespaces that always load together, merged
 * into one file per language; any other namespace is a file of its own.
 */
export const CATALOGUE_CHUNKS = {
  // The shell's: English is in the entry already (resources.ts `shellEnglish`).
  shell: ['common', 'errors', 'validation', 'wizard', 'cookies', 'publishing', 'plan-access'],
  // The dashboard's, with its archives' titles and counters.
  dashboard: [
    'dashboard',
    'billing',
    'articles-archive',
    'images-archive',
    'videos-archive',
    'video-scripts-archive',
    'voice-overs-archive',
  ],
  'back-office': [
    'admin',
    'back-office-overview',
    'back-office-users',
    'audit-log',
    'contact-messages',
    'generation-settings',
  ],
};

const chunkOf = new Map(
  Object.entries(CATALOGUE_CHUNKS).flatMap(([chunk, names]) => names.map((ns) => [ns, chunk])),
);

/** codeSplitting group: `locales/<lang>/<ns>.json` -> `<lang>-<chunk>`, or null (left to the bundler). */
export const catalogueChunks = {
  debugName: 'catalogues',
  test: /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/,
  name: (id) => {
    const [, language, namespace] = /[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/.exec(id) ?? [];
    const chunk = chunkOf.get(namespace);
    if (!chunk || (language === 'en' && chunk === 'shell')) return null;
    return `${language}-${chunk}`;
  },
};
