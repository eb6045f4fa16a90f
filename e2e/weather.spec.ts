import { expect, test, type Browser, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { seriousAxeViolations, storeConsent, waitForHydration, watchConsole } from './site';

// The weather page against the production build, the jump-weather function and the local Open-Meteo
// stand-in, in both languages: the five views by keyboard, the location in the address, the wind
// unit, the last good forecast when Open-Meteo fails, the error when there is none, and the jump
// status the team sets.

test.describe.configure({ mode: 'serial' });

const service = serviceClient();
/** The Open-Meteo stand-in the local stack starts beside the API (emulator/open-meteo). */
const OPEN_METEO = 'http://127.0.0.1:54327';

const visitors = [
  {
    lang: 'en',
    path: '/weather',
    location: 'Location',
    views: ['Overview', 'Detailed', 'Bulletin', 'Map', 'Trends'],
    issued: /^Issued at \d\d:\d\d · next update (\d+ \w+ )?\d\d:\d\d$/,
    today: /^Today/,
    outlook: /Jumping likely|Borderline for jumping|Jumping unlikely|Outlook unknown/,
    caption: /^Amsterdam, \w+day \d+ \w+: every hour$/,
    stale: /this is the last one we have/,
    error: 'Unable to load weather data',
    retry: 'Retry',
    attribution: 'Weather data by Open-Meteo.com',
    go: 'Go',
    unset:
      "Jump status todayOur team posts today's status here once it has checked the weather. For the latest, call +31 6 1234 5678.",
  },
  {
    lang: 'nl',
    path: '/nl/weather',
    location: 'Locatie',
    views: ['Overzicht', 'Per uur', 'Weerbericht', 'Kaart', 'Verloop'],
    issued:
      /^Verwachting van (\d+ \w+ )?\d{1,2}\.\d\d uur · nieuwe verwachting om (\d+ \w+ )?\d{1,2}\.\d\d uur$/,
    today: /^Vandaag/,
    outlook:
      /Springen waarschijnlijk|Twijfelachtig springweer|Springen onwaarschijnlijk|Verwachting onbekend/,
    caption: /^Amsterdam, \w+dag \d+ \w+: alle uren$/,
    stale: /Dit is de laatste die we hebben/,
    error: 'De weergegevens konden niet worden geladen',
    retry: 'Opnieuw proberen',
    attribution: 'Weergegevens van Open-Meteo.com',
    go: 'Er wordt gesprongen',
    unset:
      'Springstatus vandaagZodra ons team het weer heeft bekeken, zie je hier de status van vandaag. Bel +31 6 1234 5678 voor het laatste nieuws.',
  },
] as const;

const dashboard = (page: Page) => page.locator('[data-weather-dashboard]');
const issued = (page: Page) => page.locator('[data-weather-issued]');
const panel = (page: Page, view: string) => page.locator(`[data-weather-view="${view}"]`);

async function openWeather(page: Page, path: string) {
  await storeConsent(page, { analytics: false, marketing: false });
  await page.goto(path);
  await waitForHydration(page);
  await expect(issued(page)).toBeVisible({ timeout: 20_000 });
}

/** Tells the Open-Meteo stand-in to fail its next forecast requests, or to stop failing. */
async function upstreamFaults(faults: { kind: string }[] | null) {
  const response = await fetch(`${OPEN_METEO}/__stand-in/faults`, {
    method: faults ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: faults ? JSON.stringify({ faults }) : undefined,
  });
  if (!response.ok) throw new Error(`stand-in faults: ${response.status} ${await response.text()}`);
}

/** A page in a browser of its own: nothing of an earlier answer in its HTTP cache. */
async function freshPage(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function cacheRow(location: string, change: Record<string, unknown> | 'delete') {
  const table = service.from('weather_forecasts');
  const { error } =
    change === 'delete'
      ? await table.delete().eq('location', location)
      : await table.update(change).eq('location', location);
  if (error) throw new Error(`weather_forecasts ${location}: ${error.message}`);
}

for (const visitor of visitors) {
  test(`${visitor.lang}: every view shows the forecast, reached with the keyboard alone, and axe finds nothing`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openWeather(page, visitor.path);
    await expect(issued(page)).toHaveText(visitor.issued);
    await expect(dashboard(page).getByRole('link', { name: visitor.attribution })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );

    // Overview: two days with their outlook in words, and 48 hours.
    const days = panel(page, 'overview').locator('[data-weather-day]');
    await expect(days).toHaveCount(2);
    await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(visitor.today);
    await expect(days.first()).toContainText(visitor.outlook);
    await expect(panel(page, 'overview').locator('[data-weather-hour]')).toHaveCount(48);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The tabs by keyboard: focus the selected one, then the arrow keys.
    const tabs = dashboard(page).getByRole('tab');
    await expect(tabs).toHaveText([...visitor.views]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]view=detailed/);
    await expect(panel(page, 'detailed').locator('tbody tr')).toHaveCount(24);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect(panel(page, 'bulletin').locator('[data-bulletin-day]').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    // The map asks for every location's forecast.
    await expect(panel(page, 'map').locator('[data-map-marker]')).toHaveCount(6);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(page).toHaveURL(/[?&]view=trends/);
    await expect(panel(page, 'trends').locator('canvas, svg').first()).toBeVisible({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/view=/);
    expect(problems).toEqual([]);
  });

  test(`${visitor.lang}: the location is chosen by keyboard, goes in the address, and a link opens it`, async ({
    page,
    browser,
  }) => {
    await openWeather(page, visitor.path);
    const select = page.getByRole('combobox', { name: visitor.location });
    await expect(select).toHaveValue('teuge');
    await expect(page).toHaveURL(/\?location=teuge$/);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('amsterdam');
    await expect(page).toHaveURL(/\?location=amsterdam$/);
    const amsterdamIssued = await issued(page).textContent();
    expect(amsterdamIssued).toMatch(visitor.issued);
    // The page stays where it is: only the address's query changed.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The choice is remembered: the plain address opens it again.
    await page.goto(visitor.path);
    await expect(select).toHaveValue('amsterdam');

    // A shared link opens its location and view, whatever the browser remembered.
    const other = await freshPage(browser);
    await storeConsent(other, { analytics: false, marketing: false });
    await other.addInitScript(() => localStorage.setItem('weather-location', 'utrecht'));
    await other.goto(`${visitor.path}?location=amsterdam&view=detailed`);
    await expect(other.getByRole('combobox', { name: visitor.location })).toHaveValue('amsterdam');
    await expect(other.locator('[data-weather-view="detailed"] caption')).toHaveText(visitor.caption);
    await other.context().close();
  });
}

test('the wind unit switches every wind speed and is remembered', async ({ page }) => {
  await openWeather(page, '/weather');
  const today = panel(page, 'overview').locator('[data-weather-day]').first();
  await expect(today).toContainText('m/s');
  const unit = (name: string) => dashboard(page).getByRole('button', { name, exact: true });
  await unit('km/h').focus();
  await page.keyboard.press('Enter');
  await expect(unit('km/h')).toHaveAttribute('aria-pressed', 'true');
  await expect(today).toContainText('km/h');
  await expect(today).not.toContainText('m/s');
  await unit('kn').click();
  await expect(panel(page, 'overview').locator('[data-weather-hour]').first()).toContainText(' kn');
  await page.goto('/nl/weather');
  await expect(unit('kn')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page, 'overview').locator('[data-weather-day]').first()).toContainText(' kn');
});

test('when Open-Meteo fails, the last good forecast shows with a notice, in both languages', async ({
  page,
  browser,
}) => {
  await openWeather(page, '/weather?location=rotterdam');
  await expect(page.locator('[data-weather-stale]')).toHaveCount(0);
  try {
    // An hour later Open-Meteo is down.
    await cacheRow('rotterdam', { fetched_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() });
    await upstreamFaults([{ kind: 'internal' }]);
    for (const visitor of visitors) {
      const later = await freshPage(browser);
      await openWeather(later, `${visitor.path}?location=rotterdam`);
      await expect(later.locator('[data-weather-stale]')).toHaveText(visitor.stale);
      await expect(panel(later, 'overview').locator('[data-weather-day]')).toHaveCount(2);
      expect(await seriousAxeViolations(later)).toEqual([]);
      await later.context().close();
    }
  } finally {
    await upstreamFaults(null);
    await cacheRow('rotterdam', 'delete');
  }
});

test('with no forecast at all the page says so, in both languages, and Retry loads it once there is one', async ({
  browser,
}) => {
  await cacheRow('eindhoven', 'delete');
  await upstreamFaults([{ kind: 'internal' }]);
  try {
    for (const visitor of visitors) {
      const page = await freshPage(browser, { width: 390, height: 844 });
      await storeConsent(page, { analytics: false, marketing: false });
      await page.goto(`${visitor.path}?location=eindhoven`);
      const alert = page.locator('[data-weather-error]');
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(visitor.error);
      await expect(alert).toContainText('+31');
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (visitor.lang === 'nl') {
        // Open-Meteo is back and the function may call it again.
        await upstreamFaults(null);
        await cacheRow('eindhoven', 'delete');
        await alert.getByRole('button', { name: visitor.retry }).click();
        await expect(issued(page)).toHaveText(visitor.issued, { timeout: 20_000 });
        await expect(alert).toHaveCount(0);
      }
      await page.context().close();
    }
  } finally {
    await upstreamFaults(null);
  }
});

test('the jump status the team sets shows above the forecast in both languages', async ({ browser }) => {
  const { error } = await service.from('site_settings').upsert({
    key: 'jump.status',
    value: {
      status: 'go',
      message: { en: 'First load at 10:00.', nl: 'De eerste lading gaat om 10.00 uur.' },
    },
    is_public: true,
    updated_at: new Date().toISOString(),
  });
  if (error) throw new Error(`setting the jump status failed: ${error.message}`);
  try {
    for (const [visitor, message] of [
      [visitors[0], 'First load at 10:00.'],
      [visitors[1], 'De eerste lading gaat om 10.00 uur.'],
    ] as const) {
      const page = await freshPage(browser);
      await openWeather(page, visitor.path);
      const status = page.locator('[data-jump-status-slot]');
      await expect(status).toContainText(visitor.go);
      await expect(status).toContainText(message);
      await page.context().close();
    }
  } finally {
    await service.from('site_settings').delete().eq('key', 'jump.status');
  }
});

test('with no jump status set, its room says where it will show and how to call, in both languages', async ({
  browser,
}) => {
  for (const visitor of visitors) {
    const page = await freshPage(browser, { width: 390, height: 844 });
    await openWeather(page, visitor.path);
    const status = page.locator('[data-jump-status-slot]');
    await expect(status).toHaveText(visitor.unset);
    await expect(status.getByRole('link', { name: '+31 6 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    await page.context().close();
  }
});

// The room is kept from the first paint so the forecast moves nothing below it; kept too large, it
// leaves a gap under the forecast.
test('the forecast fills the room kept for it at every width, without outgrowing it', async ({ browser }) => {
  for (const visitor of visitors) {
    for (const width of [390, 768, 1024, 1366]) {
      const page = await freshPage(browser, { width, height: 900 });
      await openWeather(page, visitor.path);
      await expect(panel(page, 'overview')).toBeVisible();
      const { room, forecast } = await dashboard(page).evaluate((element) => ({
        room: element.getBoundingClientRect().height,
        forecast: Math.max(...[...element.children].map((child) => child.getBoundingClientRect().height)),
      }));
      expect(room, `${visitor.path} at ${width} px`).toBeLessThanOrEqual(forecast + 64);
      expect(forecast, `${visitor.path} at ${width} px`).toBeLessThanOrEqual(room);
      await page.context().close();
    }
  }
});
