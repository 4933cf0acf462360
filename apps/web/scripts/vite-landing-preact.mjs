// The landing page's build (the `landing` environment in vite.config.ts) runs the same
// components on Preact instead of React: every import of React, React DOM and their JSX
// runtime from a module of that build resolves to preact/compat. The app's build (the
// `client` environment) never sees this plugin and keeps React 19.
// Why: docs/decisions/007-landing-on-preact.md.

/** What each React module id becomes on the landing page. */
export const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // react-i18next's fallback for React < 18; preact/compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

/** Resolves React's module ids to preact/compat in the one Vite environment named `environment`. */
export function preactInEnvironment(environment) {
  return {
    name: 'forja:preact-in-environment',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === environment,
    resolveId: {
      filter: { id: new RegExp(`^(${Object.keys(PREACT_FOR_REACT).join('|')})$`) },
      handler(source, importer, options) {
        return this.resolve(PREACT_FOR_REACT[source], importer, { ...options, skipSelf: true });
      },
    },
  };
}
