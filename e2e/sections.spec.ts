import { expect, test, type Locator, type Page } from '@playwright/test';
import { PARTNER_AUTOPLAY_MS } from '../src/features/partners/partners';
import { ssr, untilHydrated, waitForHydration } from './site';

const instagram = ssr.business.social.instagram;

/** The moving track of a carousel: its transform changes when the slides move. */
const trackOf = (carousel: Locator) => carousel.locator('.touch-pan-y');
const transformOf = (carousel: Locator) =>
  trackOf(carousel).evaluate((element) => getComputedStyle(element).transform);

async function partnersCarousel(page: Page, path: string, label: string) {
  await page.goto(path);
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: label });
  await carousel.scrollIntoViewIfNeeded();
  // Embla is attached once the slides have a transform.
  await expect(trackOf(carousel)).toHaveAttribute('style', /transform/);
  return carousel;
}

for (const [path, names] of [
  [
    '/faq',
    {
      first: 'How much does a jump or a show cost?',
      second: 'Are there age or weight limits for a tandem jump?',
    },
  ],
  [
    '/nl#faq',
    {
      first: 'Wat kost een sprong of show?',
      second: 'Zijn er leeftijds- of gewichtsgrenzen voor een tandemsprong?',
    },
  ],
] as const) {
  test(`FAQ on ${path} opens one question at a time`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: names.first });
    const second = faq.getByRole('button', { name: names.second });
    await untilHydrated(first);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });
}

test.describe('carousels', () => {
  test('the partner carousel moves by its buttons and by the arrow keys', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await partnersCarousel(page, '/partners', 'Partners we work with');
    const start = await transformOf(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => transformOf(carousel)).not.toBe(start);
    const moved = await transformOf(carousel);
    await carousel.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => transformOf(carousel)).not.toBe(moved);
    await expect(carousel.getByRole('group', { name: '1 of 8' })).toBeVisible();
  });

  test('the Dutch expedition carousel moves by keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await partnersCarousel(page, '/nl/diensten', 'Expeditie Groenland');
    const start = await transformOf(carousel);
    await carousel.getByRole('button', { name: 'Volgende dia' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => transformOf(carousel)).not.toBe(start);
  });

  test('the partner carousel autoplays, but not under reduced motion', async ({ page }) => {
    await page.clock.install();
    const carousel = await partnersCarousel(page, '/partners', 'Partners we work with');
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    const start = await transformOf(carousel);
    await page.clock.runFor(PARTNER_AUTOPLAY_MS);
    await expect.poll(() => transformOf(carousel)).not.toBe(start);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = await partnersCarousel(page, '/nl/partners', 'Partners met wie we werken');
    await expect(still.getByRole('button', { name: "Dia's afspelen" })).toBeVisible();
    const before = await transformOf(still);
    // Two turns of the autoplay and the slide's movement after them.
    await page.clock.runFor(2 * PARTNER_AUTOPLAY_MS + 1000);
    expect(await transformOf(still)).toBe(before);
  });

  test('partner cards are all shown at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await partnersCarousel(page, '/partners', 'Partners we work with');
    await expect(carousel.locator('[data-revealed="true"]')).toHaveCount(8);
  });
});

for (const [path, name] of [
  ['/#video-samples', 'Half-time flag jump'],
  ['/nl#video-samples', 'Vlaggensprong in de rust'],
] as const) {
  test(`a sample video without an upload opens the social page in a new tab (${path})`, async ({
    page,
    context,
  }) => {
    // The network is closed here: answer for the social site so the new tab has somewhere to land.
    await context.route(`${instagram}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>social</title>' }),
    );
    await page.goto(path);
    await waitForHydration(page);
    const card = page.locator('#video-samples').getByRole('link', { name: new RegExp(name) });
    await expect(card).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(instagram);
    await popup.close();
  });
}

test('the contact section offers four kinds of enquiry and direct contact', async ({ page }) => {
  await page.goto('/nl/contact');
  await waitForHydration(page);
  const contact = page.locator('#contact');
  const tabs = contact.getByRole('tab');
  await expect(tabs).toHaveText(['Algemeen', 'Demo', 'Tandem', 'Zakelijk']);
  await expect(contact.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
  await contact.getByRole('tab', { name: 'Zakelijk' }).click();
  await expect(contact.getByRole('tabpanel')).toContainText('Bedrijfsuitjes en evenementen');
  await expect(contact.getByRole('link', { name: 'Bel nu' })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: 'Mail direct' })).toHaveAttribute('href', /^mailto:/);
});

test('client success claims no live activity', async ({ page }) => {
  await page.goto('/client-success');
  await waitForHydration(page);
  const section = page.locator('#client-success');
  await expect(section).toContainText('Planning a jump? Book your date early');
  await expect(section).not.toContainText(/right now|people are planning/);
});

test('stories show one featured post and up to three others, and lead to the social page', async ({
  page,
}) => {
  await page.goto('/nl#stories');
  await waitForHydration(page);
  const stories = page.locator('#stories');
  // The seed publishes three stories and other specs publish more on the same backend: one
  // featured, then up to three others, whichever of those ran first.
  await expect(stories.locator('article').first()).toContainText('Uitgelicht verhaal');
  await expect(stories.getByText('Uitgelicht verhaal')).toHaveCount(1);
  const count = await stories.locator('article').count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(4);
  const cta = stories.getByRole('link', { name: /Volg ons op Instagram/ });
  await expect(cta).toHaveAttribute('href', instagram);
  await expect(cta).toHaveAttribute('target', '_blank');
});
