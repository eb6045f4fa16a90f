import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './site';

test('an unknown path gets the not-found page with status 404, in English', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(/not found/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('an unknown Dutch path gets the Dutch not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('h1')).toHaveText(/niet gevonden/i);
});

test('admin addresses answer with the admin area, which asks to sign in, never indexed', async ({ page }) => {
  for (const path of ['/admin', '/admin/blog', '/video-management', '/chat-management', '/ssl-status']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Sign in to the admin area');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  }
});

test('robots.txt and sitemap.xml list the public site and keep the admin area out', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/nl/diensten</loc>');
  expect(sitemap).toContain('hreflang="x-default"');
  expect(sitemap).not.toContain('/admin');
  expect(sitemap).not.toContain('/terms-conditions<');
});
