import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'reports/**',
      'apps/web/android/**',
      'apps/web/ios/**',
      '**/*.config.js',
      'scripts/**/*.mjs',
      'apps/web/public/**',
      // The service worker's plain-script template (worker global scope), covered by e2e/pwa.test.ts.
      'apps/web/pwa/service-worker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/painel/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The web app's layers (apps/web/README.md): a feature uses lib and itself, never another feature
  // nor the shell; lib uses nothing of the app's; app wires the features together.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
            },
          ],
        },
      ],
    },
  },
  // The API's features (one folder each under apps/api/src) keep their route handlers to themselves:
  // another feature, or app.ts, reaches a feature through the plugin or routes file at its root.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'api-routes', pattern: 'apps/api/src/*/routes', capture: ['name'] },
        { type: 'api-feature', pattern: 'apps/api/src/*', capture: ['name'] },
      ],
      'boundaries/files': [{ category: 'api-root', pattern: 'apps/api/src/*.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { file: { categories: 'api-root' } },
              disallow: { to: { element: { type: 'api-routes' } } },
            },
            {
              from: { element: { types: { anyOf: ['api-feature', 'api-routes'] } } },
              disallow: {
                to: {
                  element: {
                    type: 'api-routes',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
);
