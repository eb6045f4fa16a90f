import { expect, test } from '@playwright/test';
import { untilHydrationSettled, watchReactCommits } from './page-signals';
import { seriousAxeViolations, servedPaths, ssr, waitForHydration, watchConsole } from './site';

test.describe('every public route', () => {
  for (const path of servedPaths) {
    // axe runs on every page, at two widths, in accessibility.spec.ts.
    test(`${path} answers 200 with its own H1 and hydrates cleanly`, async ({ page }) => {
      const problems = watchConsole(page);
      await watchReactCommits(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const resolved = ssr.resolvePath(path);
      await expect(page.locator('html')).toHaveAttribute('lang', resolved.lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      // Recoverable hydration errors and what effects log at once are in once hydration has settled.
      await untilHydrationSettled(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('pages outside the prerendered set pass axe', () => {
  for (const path of ['/no-such-page', '/nl/bestaat-niet', '/admin']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test('H1s differ between pages of one language', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of [
    '/',
    '/services',
    '/contact',
    '/parachutespringen-amsterdam',
    '/nl',
    '/nl/diensten',
    '/nl/contact',
  ]) {
    await page.goto(path);
    const h1 = (await page.locator('h1').textContent()) ?? '';
    expect(seen.get(h1), `${path} repeats the H1 of ${seen.get(h1)}`).toBeUndefined();
    seen.set(h1, path);
  }
});
