import { defineConfig } from 'vitest/config';

/**
 * The config of a suite that runs against a real emulator, started once by the global setup (fresh
 * data folder, free ports); test files that need owner access to the database start their own.
 */
export const emulatorSuiteConfig = (folder: 'backend' | 'emulator') =>
  defineConfig({
    // Site modules under test import each other through the `@/` and `@contract/` aliases.
    resolve: { tsconfigPaths: true },
    test: {
      root: new URL('../..', import.meta.url).pathname,
      include: [`tests/${folder}/**/*.test.ts`],
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      // One emulator, one PGlite connection: files take turns, which also keeps the machine responsive.
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
