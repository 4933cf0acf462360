import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { repositoryBoundaries } from './scripts/eslint/repository-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Configuration is read in one place: apps/server/src/config.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/**/src/**/*.ts'],
    ignores: ['apps/server/src/config/**', '**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config only.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, forja: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A feature never imports another feature; route modules in app/ compose them.
      'forja/feature-boundaries': 'error',
    },
  },
  {
    // Server layers: routes -> service -> repository. Services and repositories know nothing of HTTP.
    files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'Services and repositories never import Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Repositories never import Fastify.' },
            {
              group: ['**/*.service.js', '**/*.routes.js'],
              message: 'Repositories sit below services and routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's repositories are its own: other modules and the composition root use its
    // service. Tests may still reach a repository directly.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { 'forja-server': { rules: { 'repository-boundaries': repositoryBoundaries } } },
    rules: { 'forja-server/repository-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.repository.js'], message: 'Routes call services, not repositories.' }] },
      ],
    },
  },
);
