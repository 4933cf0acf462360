// The browser builds (the `client` and `landing` environments in vite.config.ts) run the
// components on Preact instead of React: every import of React, React DOM and their JSX
// runtime from a module of those builds resolves to preact/compat. The landing page's
// prerender (an SSR build), the unit tests and the dev server keep React 19: the dev server
// pre-bundles dependencies such as react-router without this plugin, so they would import
// React while the app imported Preact.
// Why: docs/decisions/007-landing-on-preact.md, 008-app-on-preact.md.

/** What each React module id becomes in the browser. */
export const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // react-i18next's fallback for React < 18; preact/compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

/** Resolves React's module ids to preact/compat in the Vite environments named `environments`. */
export function preactInEnvironments(environments) {
  return {
    name: 'forja:preact-in-environments',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (env) => environments.includes(env.name),
    resolveId: {
      filter: { id: new RegExp(`^(${Object.keys(PREACT_FOR_REACT).join('|')})$`) },
      handler(source, importer, options) {
        return this.resolve(PREACT_FOR_REACT[source], importer, { ...options, skipSelf: true });
      },
    },
  };
}
