import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import { configDefaults, defineConfig } from 'vitest/config';
import { requireBackend } from './scripts/build/backend-env.ts';

// React Router's package exports name its development build for every environment; a build takes
// its production build, without the development-only warnings and checks.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      import.meta.resolve('react-router/dom').replace('/development/dom-export.mjs', '/production/index.mjs'),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      import.meta.resolve('react-router/dom').replace('/development/', '/production/'),
    ),
  },
];

const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'eslint.config.test.ts',
];

// The unit tests that need a document run in jsdom: every component test (`.tsx`) and the few
// modules' tests that read `window`, `document` or `localStorage`, listed here. The rest run in
// Node, where a file starts in a fraction of jsdom's time.
const DOM_TESTS = [
  'src/**/*.test.tsx',
  'src/admin/screens/stories/draft-store.test.ts',
  'src/app/layout/use-hash-scroll.test.ts',
  'src/features/connectivity/availability.test.ts',
  'src/features/cookie-consent/consent-store.test.ts',
  'src/features/jump-weather/choice.test.ts',
  'src/features/partners/use-staggered-reveal.test.ts',
  'src/lib/analytics/allow-list.test.ts',
  'src/lib/analytics/index.test.ts',
  'src/lib/analytics/tag-manager.test.ts',
  'src/lib/form-sending/submission-guards.test.ts',
];

export default defineConfig(({ command }) => ({
  plugins: [react(), requireBackend()],
  // `@/` is the site's folder and `@contract/` the one the site shares with the edge functions.
  resolve: { tsconfigPaths: true, alias: command === 'build' ? reactRouterProduction : [] },
  css: { postcss: { plugins: [tailwindcss()] } },
  build: {
    manifest: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency of each dynamic import: the helper added one for
    // every shared chunk, loaded or not (18 for the contact section), and on a phone those inserts
    // and their requests were the longest tasks after the first paint. A page's own chunks are
    // listed in its HTML for the loader; a section's few shared chunks now follow its own.
    modulePreload: false,
    target: 'es2022',
    // Images are files of their own: inlined, they would count against every page's script budget.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // Everything the entry imports goes in one chunk: split into two dozen small shared chunks, a
    // page's first load was as many requests, which cost a slow phone more than their bytes.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry module stays in its own chunk, so the manifest still names the page's entry.
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
            },
            // The story page and the back office's editor preview share the Markdown renderer; kept
            // whole, it is one request on a story page rather than two.
            { name: 'markdown', test: /src[\\/]components[\\/]markdown[\\/]/ },
            // What a story is, its words and the stories the prerenderer read: every page that shows
            // stories needs all three.
            {
              name: 'stories',
              test: /src[\\/]features[\\/]stories[\\/](stories|prerender-stories|copy)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    // Threads start faster than forks; one worker per core of CI's two.
    pool: 'threads',
    maxWorkers: 2,
    // The unit tests share the cores with lint and the build in CI, so a test that takes 2 s alone
    // may take three times that; 20 s still stops a hang. The run's summary lists the slowest tests.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
}));
