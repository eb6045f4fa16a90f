import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';

export const BASE_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: '.',
  // The list reporter repeats each failure with its error after the summary, where a CI log's tail shows it.
  reporter: 'list',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    // A service worker would answer requests the tests route themselves; its own spec allows it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests that send forms and share the backend's state run one at a time.
    { name: 'chromium', testIgnore: ['accessibility.spec.ts', 'layout.spec.ts'], workers: 1 },
    // The accessibility and layout sweeps only read, so they run beside them and spread over both workers.
    // Now and then headless Chromium stops delivering frames to one page while its script still
    // answers (seen four times in CI, each on another page: a screenshot, and three times a click
    // waiting for the menu button to hold still). So a sweep gets a second try in a new page: a real
    // defect fails both, and the report counts a test that needed the second try as flaky.
    {
      name: 'sweeps',
      testMatch: ['accessibility.spec.ts', 'layout.spec.ts'],
      fullyParallel: true,
      retries: 1,
    },
  ],
  webServer: {
    command: 'npx tsx serve.ts',
    url: `${BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
