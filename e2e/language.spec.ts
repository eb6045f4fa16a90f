import { expect, test } from '@playwright/test';
import { waitForHydration } from './site';

test('switching language rewrites the address without a reload, keeping query and hash', async ({ page }) => {
  await page.goto('/services?ref=mail#top');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const events = page.evaluate(
    () =>
      new Promise<string>((done) =>
        window.addEventListener('language-changed', (e) => done((e as CustomEvent).detail.language), {
          once: true,
        }),
      ),
  );
  await page.getByRole('button', { name: 'Bekijk deze pagina in het Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/diensten\?ref=mail#top$/);
  expect(await events).toBe('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('nl');
  await expect(page).toHaveTitle(/diensten/i);

  await page.getByRole('button', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL(/\/services\?ref=mail#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('back and forward re-sync the language', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Bekijk deze pagina in het Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/veelgestelde-vragen$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Bekijk deze pagina in het Nederlands' })).toBeVisible();
  await page.goForward();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('internal links on Dutch pages keep the /nl prefix', async ({ page }) => {
  await page.goto('/nl/contact');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) expect(href, href).toMatch(/^\/nl(\/|$|#)/);
});

test('a first visit to / follows a stored Dutch preference', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'nl'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('a first visit to / follows a Dutch browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl$/);
  await context.close();
});

test('the head follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    'href',
    /\/nl\/contact$/,
  );
  await expect(page.locator('h1')).toHaveCount(1);
});
