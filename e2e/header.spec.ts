import { expect, test } from '@playwright/test';
import { waitForHydration } from './site';

test('the Services dropdown works by keyboard and closes on Escape, outside click and leaving focus', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const toggle = nav.getByRole('button', { name: 'Services' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Tandem jumps' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Helicopter jumps' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Media production' })).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Tabbing on past its last link closes it, so it covers nothing the keyboard reaches next.
  await toggle.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'All services' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'All services' })).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Tandem jumps' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/tandem-jumps$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the mobile menu traps focus and closes on Escape and navigation', async ({ page }) => {
    await page.goto('/nl');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Menu openen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Menu sluiten' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // A thumb reaches it: the panel covers the screen and its links are on top where they show.
    await open.click();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole('link', { name: 'Contact' }).tap();
    await expect(page).toHaveURL(/\/nl\/contact$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
  });
});

test('the theme switches by keyboard, is remembered and does not flash on load', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /^Theme: switch to/ });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The inline script sets the class before the app's code runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.unroute('**/assets/*.js');

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Theme: switch to/ }).press('Enter');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test('a hash link scrolls to its section after the page settles', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.goto('/#main');
  await expect(page.locator('#main')).toBeFocused();
});
