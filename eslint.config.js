// Lint rules for the whole workspace (ESLint flat config).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = fs
  .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature that reaches into another couples two screens through code neither owns, and shared code that reaches into
 * a feature makes every screen depend on it. What more than one feature needs lives in a shared folder instead
 * (apps/web/README.md says which); only the route table and the pre-render (src/app, src/prerender) put features
 * together.
 */
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: `features/${feature} may import only its own folder and shared code: move what both features need to src/components or src/lib.`,
  })),
  {
    target: ['./components', './lib', './api', './auth', './layouts'],
    from: './features',
    message: 'Shared code must not depend on a feature: move what it needs out of the feature into shared code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**', 'apps/*/scripts/**', 'packages/*/scripts/**', 'packages/*/eval/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Both rules below skip an import they cannot resolve or a module they do not parse, so both must know the
      // app's extensionless TypeScript imports.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
