import { expect, test, type Browser, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { amsterdamInput, openAsNewAdmin } from './admin-session';
import { seriousAxeViolations, watchConsole } from './site';

// /admin/settings against the production build: what an admin saves there is what a visitor, in
// another browser and not signed in, sees on the public site after a reload.

test.describe.configure({ mode: 'serial' });

const service = serviceClient();

/** Puts a key back as the seed has it, or removes it, whatever a test left behind. */
async function restore(key: string, value?: unknown) {
  const { error } =
    value === undefined
      ? await service.from('site_settings').delete().eq('key', key)
      : await service.from('site_settings').update({ value }).eq('key', key);
  if (error) throw new Error(`restoring ${key} failed: ${error.message}`);
}

/** A page in a fresh browser context: a visitor who has never signed in. */
async function visitorPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; theme?: 'dark' } = {},
) {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  if (options.theme)
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  return context.newPage();
}

/** Opens `path` and resolves once the page has read the live settings. */
async function openAndRead(page: Page, path: string) {
  const read = page.waitForResponse((response) => response.url().includes('/rest/v1/site_settings'));
  await page.goto(path);
  await read;
}

/**
 * Sums the layout shifts of the page from its first paint on (CLS without the session windows). The
 * sum is read once the page has drawn two more frames: the browser measures a shift as it lays out
 * a frame, so what is on the page when it is asked has been measured by then.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    Object.assign(window, {
      layoutShift: async () => {
        await frame();
        await frame();
        add(observer.takeRecords());
        return total;
      },
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShift: () => Promise<number> }).layoutShift());
}

test('a jump status set in the back office shows on the weather page in both languages, moving nothing', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await openAsNewAdmin(page, 'settings-jump', '/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  const section = page.getByRole('region', { name: 'Jump status' });
  // The seeded status is two days old: the admin is told visitors see nothing.
  await expect(section.getByText(/Visitors see no jump status/)).toBeVisible();

  try {
    await section.getByRole('radio', { name: 'No jumping today' }).check();
    await section
      .getByLabel('Message in English (optional)')
      .fill('Low clouds all day. We try again tomorrow.');
    await section
      .getByLabel('Message in Dutch (optional)')
      .fill('De hele dag lage bewolking. Morgen proberen we het opnieuw.');
    await section.getByRole('button', { name: 'Save status' }).click();
    await expect(section.getByRole('status')).toHaveText('Saved.');
    const preview = section.locator('[data-jump-status-preview]');
    await expect(preview).toContainText('No jumping today');
    await expect(preview).toContainText('Vandaag geen sprongen');
    await expect(preview).toContainText(/Set at \d\d:\d\d/);

    const visitor = await visitorPage(browser);
    const shifts = await watchLayoutShifts(visitor);
    // Read after hydration, so the wait is for the settings, not a fixed few seconds.
    await openAndRead(visitor, '/weather');
    const status = visitor.locator('[data-jump-status-slot]');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText('No jumping today');
    await expect(status).toContainText('Low clouds all day. We try again tomorrow.');
    await expect(status).toContainText(/Set at \d\d:\d\d/);
    // The booking buttons carry it too, above their open panel.
    await expect(visitor.getByRole('complementary', { name: 'Book a jump' })).toContainText(
      'No jumping today',
    );
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    const phone = await visitorPage(browser, { viewport: { width: 390, height: 844 }, theme: 'dark' });
    const phoneShifts = await watchLayoutShifts(phone);
    await openAndRead(phone, '/nl/weather');
    const dutch = phone.locator('[data-jump-status-slot]');
    await expect(dutch).toContainText('Vandaag geen sprongen');
    await expect(dutch).toContainText('De hele dag lage bewolking. Morgen proberen we het opnieuw.');
    await expect(dutch).toContainText(/Doorgegeven om \d{1,2}\.\d\d uur/);
    expect(await phoneShifts()).toBeLessThanOrEqual(0.02);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await visitor.context().close();
    await phone.context().close();
  } finally {
    await restore('jump.status');
  }
  expect(problems).toEqual([]);
});

test('an announcement shows on public pages inside its window only, and a visitor can close it', async ({
  page,
  browser,
}) => {
  await openAsNewAdmin(page, 'settings-announcement', '/admin/settings');
  const section = page.getByRole('region', { name: 'Announcement' });
  try {
    await section.getByLabel('Text in English').fill('Open day on Saturday: come and watch.');
    await section.getByLabel('Text in Dutch').fill('Open dag op zaterdag: kom kijken.');
    await section.getByLabel('Link (optional)').fill('/contact');
    await section.getByLabel('Starts').fill(amsterdamInput(-60));
    await section.getByLabel('Ends').fill(amsterdamInput(60));
    await section.getByRole('button', { name: 'Save announcement' }).click();
    await expect(section.getByRole('status')).toHaveText('Saved.');
    await expect(section.getByText('Showing on the website now.')).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto('/services');
    const bar = visitor.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('Open day on Saturday: come and watch.');
    await expect(bar.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/contact');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitor.goto('/nl');
    const dutchBar = visitor.getByRole('region', { name: 'Mededeling' });
    await expect(dutchBar).toContainText('Open dag op zaterdag: kom kijken.');
    // Closed, it stays closed for the rest of the visit.
    await dutchBar.getByRole('button', { name: 'Mededeling sluiten' }).click();
    await expect(dutchBar).toHaveCount(0);
    await openAndRead(visitor, '/nl/diensten');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('[data-announcement]')).toHaveCount(0);
    await visitor.context().close();

    // Moved to start in an hour: nobody sees it yet.
    await section.getByLabel('Starts').fill(amsterdamInput(60));
    await section.getByLabel('Ends').fill(amsterdamInput(120));
    await section.getByRole('button', { name: 'Save announcement' }).click();
    await expect(section.getByText('Saved: it will show from its start.')).toBeVisible();
    const later = await visitorPage(browser);
    await openAndRead(later, '/services');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(later.locator('[data-announcement]')).toHaveCount(0);
    await later.context().close();
  } finally {
    await restore('site.announcement');
  }
});

test('the booking buttons switch hides them on the public site, used by keyboard alone', async ({
  page,
  browser,
}) => {
  await openAsNewAdmin(page, 'settings-booking', '/admin/settings');
  const section = page.getByRole('region', { name: 'Features' });
  const toggle = section.getByRole('switch', { name: 'Booking buttons' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  try {
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Save features' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText('Saved.');

    const visitor = await visitorPage(browser);
    await openAndRead(visitor, '/');
    await expect(visitor.getByRole('complementary', { name: 'Book a jump' })).toHaveCount(0);

    await toggle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText('Saved.');
    await openAndRead(visitor, '/');
    await expect(visitor.getByRole('complementary', { name: 'Book a jump' })).toBeVisible();
    await visitor.context().close();
  } finally {
    await restore('booking.enabled', true);
  }
});

test('a malformed recipient shows its error at the field, keeps the typed list and stores nothing', async ({
  page,
}) => {
  await openAsNewAdmin(page, 'settings-recipients', '/admin/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const field = section.getByLabel('Send enquiries to');
  await expect(field).toHaveValue('info@example.com');
  const typed = 'info@example.com\nbookings@example';
  await field.fill(typed);
  await section.getByRole('button', { name: 'Save notifications' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /“bookings@example” is not an e-mail address\. Correct it or remove it\./,
  );
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(typed);
  const { data } = await service
    .from('site_settings')
    .select('value')
    .eq('key', 'notifications.enquiry_recipients')
    .single();
  expect(data?.value).toEqual(['info@example.com']);

  // The same mistake, told in Dutch to a Dutch admin.
  await page.getByRole('button', { name: 'Nederlands' }).click();
  const meldingen = page.getByRole('region', { name: 'Meldingen' });
  await meldingen.getByRole('button', { name: 'Meldingen opslaan' }).click();
  await expect(meldingen.getByLabel('Aanvragen sturen naar')).toHaveAccessibleDescription(
    /‘bookings@example’ is geen e-mailadres\. Verbeter of verwijder het\./,
  );
});

test('the settings screen passes axe in light and dark, in both languages', async ({ page }) => {
  await openAsNewAdmin(page, 'settings-axe', '/admin/settings');
  await expect(page.getByRole('region', { name: 'Features' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('region', { name: 'Onderdelen' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
