import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './site';

const anchors = [
  'services',
  'experiences',
  'media-showcase',
  'video-samples',
  'stories',
  'about',
  'safety-record',
  'partners',
  'client-success',
  'faq',
  'contact',
];

for (const path of ['/', '/nl']) {
  test.describe(`home ${path}`, () => {
    test('every section and anchor is in the prerendered HTML and on the page', async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      for (const id of anchors) expect(html, `prerendered #${id}`).toContain(`id="${id}"`);

      const problems = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const id of anchors) await expect(page.locator(`#${id}`)).toHaveCount(1);
      await page.waitForTimeout(150);
      expect(problems).toEqual([]);
    });

    test('the hero shows its stats and leads to the contact page', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      for (const value of ['40+', '900+', '100%'])
        await expect(hero.getByText(value, { exact: true })).toBeVisible();
      const book = hero.getByRole('link', { name: path === '/' ? 'Book now' : 'Nu boeken' });
      await expect(book).toHaveAttribute('href', path === '/' ? '/contact' : '/nl/contact');
    });

    test('Watch videos scrolls to the video samples', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('link', { name: path === '/' ? 'Watch videos' : "Bekijk video's" }).click();
      await expect(page).toHaveURL(/#video-samples$/);
      await expect(page.locator('#video-samples')).toBeInViewport();
    });
  });
}

for (const address of ['/#faq', '/nl#partners', '/#safety-record', '/nl#video-samples', '/#contact']) {
  test(`${address} scrolls to its section`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator(`#${address.split('#')[1]}`)).toBeInViewport();
    expect(problems).toEqual([]);
  });
}

test('a section link on another page goes home and scrolls there', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.locator('#about').getByRole('link', { name: 'Get in touch' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('the hero carousel stays put under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const first = page.getByRole('button', { name: 'Show slide 1 of 3' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(5600);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
});

test('the hero carousel moves on by itself, and by its buttons', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
    {
      timeout: 7000,
    },
  );
  await page.getByRole('button', { name: 'Show slide 3 of 3' }).click();
  await expect(page.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
