import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The site's layers, lowest first: a folder may import the ones before it and none after it, so
// every import points one way (README, "Where things go"). main.tsx and entry-server.tsx compose
// the app and sit above them all.
const layers = [
  'routing',
  'lib',
  'content',
  'i18n',
  'head',
  'components',
  'features',
  'pages',
  'admin',
  'app',
];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(index + 1).map((higher) => `./src/${higher}`),
  message: `src/${layer} sits below these folders and must not import them: move the shared part down.`,
}));
// Features do not import each other: what two need moves down into components/ or lib/.
const featureZones = readdirSync('src/features').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature: compose them in a page, or move the shared part down.',
}));
const boundaryZones = [
  ...layerZones,
  ...featureZones,
  {
    target: './src/admin',
    from: ['./src/features', './src/pages', './src/content'],
    message: 'The admin area shares only components, lib, i18n, head and routing with the public site.',
  },
  {
    target: './supabase/functions',
    from: '.',
    except: ['./supabase/functions', './node_modules'],
    message: 'A hosted deploy bundles only supabase/functions: nothing there may import from outside it.',
  },
  {
    target: './supabase/functions/_shared/contract',
    from: './supabase/functions',
    except: ['./_shared/contract'],
    message: 'The contract is imported by the site and the functions, and imports neither.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.emulator-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', 'emulator/**/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@{contract,}/**', group: 'internal' }],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    // Tests may reach up for a real collaborator (the consent banner's store, the built-in stories).
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Import across folders with the @/ alias.' }],
          paths: [
            { name: 'lucide-react', message: 'Draw icons from the sprite: @/components/icons.' },
            { name: 'zod', message: 'Import z from @contract/zod.ts, which keeps Zod within the CSP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    ignores: ['supabase/functions/_shared/contract/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Import z from _shared/contract/zod.ts, which keeps Zod within the CSP.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
