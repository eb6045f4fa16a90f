import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import { defineConfig } from 'vitest/config';
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
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'eslint.config.test.ts',
    ],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
}));
