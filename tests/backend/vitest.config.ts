import { defineConfig } from 'vitest/config';

// Backend tests run against a real emulator started once by the global setup (fresh data folder,
// free ports); test files that need owner access to the database start their own.
export default defineConfig({
  // Site modules under test import each other through the `@/` and `@contract/` aliases.
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/backend/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/backend/emulator/global-setup.ts'],
    // One emulator, one PGlite connection: files take turns, which also keeps the machine responsive.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
