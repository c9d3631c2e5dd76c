import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const webFeatures = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's import boundaries (bulletproof-react's rule): app → features → components / lib / config /
 * locales, never backwards, and no feature imports another (shared pieces go to components/ or lib/).
 */
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/ (the app composes the features).',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/locales`],
    from: [`${web}/features`, `${web}/app`],
    // The shell's catalogues carry the legal feature's few strings (the login screen shows them).
    except: ['./legal/locales'],
    message: 'Shared code (components, lib, config, locales) does not import features or app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
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
    // The boot script the server-rendered pages load (decision 079): plain browser JavaScript.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Test files too: a test imports what its feature may import.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // TypeScript sources take part in the import graph (the plugin's defaults only follow JavaScript).
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webBoundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  prettier,
);
