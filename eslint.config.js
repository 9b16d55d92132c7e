import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web features (read here, so a new feature folder is covered without touching this file).
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = 'components/, lib/ or @sevak/shared';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web boundaries (docs/conventions.md, after bulletproof-react): a feature imports only itself and the shared
  // places; what two features need moves to components/ or lib/. app/ composes the features and may
  // import any of them, but nothing shared (nor any feature) imports app/.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature: move what both use to ${WEB_SHARED}.`,
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/i18n'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code (components/, lib/, i18n/) may not import a feature or app/.',
            },
            {
              // Only app/ imports features: a test helper several features use sits in test/ (e.g. admin.ts).
              target: './apps/web/src/test',
              from: './apps/web/src/features',
              message: 'Test helpers (test/) may not import a feature: tests of several features use them.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: `A feature may not import app/: move what it needs to ${WEB_SHARED}.`,
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers point one way: features use platform, never the reverse (docs/conventions.md).
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/features'],
              message:
                'platform/ is the infrastructure every feature uses: it must not import a feature. Inject what it needs, or move the shared code to platform/.',
            },
          ],
        },
      ],
    },
  },
);
