import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';

export const BASE_URL = 'http://127.0.0.1:4173';

/** Specs that only read what the backend holds, so they may run beside anything. */
const READ_ONLY = [
  'first-paint.spec.ts',
  'header.spec.ts',
  'home.spec.ts',
  'hosting.spec.ts',
  'language.spec.ts',
  'layout-checks.spec.ts',
  'not-found.spec.ts',
  'pages.spec.ts',
  'routes.spec.ts',
  'sweep-pages.spec.ts',
];
const SWEEPS = ['accessibility.spec.ts', 'layout.spec.ts'];

export default defineConfig({
  testDir: '.',
  // The list reporter repeats each failure with its error after the summary, where a CI log's tail
  // shows it; the JSON report gives the slowest tests (`scripts/test/slowest-tests.ts`).
  reporter: [['list'], ['json', { outputFile: '../test-reports/e2e.json' }]],
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  // A test passes on its first try or fails: a pass on a retry would hide a cause.
  retries: 0,
  failOnFlakyTests: true,
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    // A service worker would answer requests the tests route themselves; its own spec allows it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests that send forms, sign in or change content share the backend's state: one at a time. The
    // service worker's deploy takeover waits on Chromium's worker scheduling, which a second busy
    // worker slowed past its limit, so it runs here too.
    { name: 'serial', testIgnore: [...READ_ONLY, ...SWEEPS], workers: 1 },
    // The rest only read, so they spread over both workers beside the serial ones.
    { name: 'read-only', testMatch: READ_ONLY, fullyParallel: true },
    { name: 'sweeps', testMatch: SWEEPS, fullyParallel: true },
  ],
  webServer: {
    command: 'npx tsx serve.ts',
    url: `${BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
