// The service worker as a visitor meets it: it takes the page over after load, keeps the pages they
// have seen for offline use, answers an unseen page offline with the offline page in the page's
// language, keeps nothing of the back office or the API, and gives way to a new deploy at once.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer } from '../scripts/server/static-server';
import { PAGES_CACHE_PREFIX } from '../src/service-worker/rules';
import { waitForHydration } from './site';

test.use({ serviceWorkers: 'allow' });

/** Loads a page and waits until the service worker controls it (registered 2 s after load). */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    {
      timeout: 15_000,
    },
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every address the page's caches hold. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      addresses.push(...(await cache.keys()).map((request) => `${name} ${request.url}`));
    }
    return addresses;
  });

test('a seen page opens offline, an unseen one shows the offline page in its language', async ({
  page,
  context,
}) => {
  await controlled(page, '/about');
  // Seen once while the worker is in charge: now kept.
  await page.goto('/nl/over-ons');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seenHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.goto('/nl/over-ons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seenHeading ?? '');

  await page.goto('/nl/veelgestelde-vragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bellen/ })).toHaveAttribute('href', /^tel:\+31/);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('link', { name: /Mailen/ })).toHaveAttribute('href', /^mailto:/);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
});

test('nothing of the back office or the API is kept', async ({ page }) => {
  await controlled(page, '/');
  await page.goto('/admin/auth');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.goto('/contact');
  await waitForHydration(page);

  const cached = await cachedAddresses(page);
  expect(cached.some((entry) => entry.endsWith('/contact'))).toBe(true);
  expect(
    cached.filter((entry) => /\/admin|:54321|\/functions\/|\/rest\/|\/storage\/|\/auth\/v1/.test(entry)),
  ).toEqual([]);
  // The back office's code is not kept either: only assets a public page asked for.
  expect(cached.filter((entry) => /\/assets\/(Admin|AuthScreen)/.test(entry))).toEqual([]);
});

test('a new deploy takes over on the next navigation and drops the old pages', async ({ page }) => {
  // A site of its own, so its worker can be replaced on disk as a deploy replaces it.
  const site = await mkdtemp(join(tmpdir(), 'deploy-'));
  await cp(resolve(import.meta.dirname, '..', 'dist'), site, { recursive: true });
  const server = await startStaticServer({ dir: site, port: 0 });
  try {
    await controlled(page, `${server.url}/about`);
    await page.goto(`${server.url}/services`);
    // The deploy lands while the visitor reads the page, once it has loaded all it loads by itself (the
    // chat's code comes last). Chromium holds a waiting worker back while the old one still serves that
    // page's requests, and when the two overlap it can keep it waiting for minutes.
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const pages = async () =>
      (await cachedAddresses(page)).filter((entry) => entry.startsWith(PAGES_CACHE_PREFIX));
    const oldCache = (await pages())[0]?.split(' ')[0] ?? '';
    expect(oldCache).toMatch(/^site-pages-[0-9a-f]{12}$/);

    // The next deploy: the same worker with another build id.
    const worker = join(site, 'sw.js');
    await writeFile(
      worker,
      (await readFile(worker, 'utf8')).replaceAll(oldCache.slice(PAGES_CACHE_PREFIX.length), 'nextdeploy01'),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The new worker takes over and drops the old deploy's pages, once it has fetched the new deploy's
    // assets (a few seconds on a busy machine).
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).includes(oldCache), { timeout: 20_000 })
      .toBe(false);

    // The next page comes from the network, and the new deploy's worker keeps it.
    await page.goto(`${server.url}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(pages).toEqual([expect.stringMatching(/^site-pages-nextdeploy01 .*\/faq$/)]);
  } finally {
    await server.close();
    await rm(site, { recursive: true, force: true });
  }
});
