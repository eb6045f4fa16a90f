// Cookie consent and the analytics it gates, against the production build and the local backend:
// the banner, the preferences panel and the footer link in both languages; what each choice stores
// and announces; first-party events arriving in the database only with consent; GA cookies deleted
// on denial; and the offline notice driven by the availability check.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../emulator/keys';
import { business } from '../supabase/functions/_shared/contract/business';
import { consentCopy } from '../src/features/cookie-consent/copy';
import { BATCH_DELAY_MS } from '../src/lib/analytics/event-queue';
import { chunkOf, requestsSeen } from './page-signals';
import { storeConsent, waitForHydration, watchConsole } from './site';

const EVENTS_URL = 'http://127.0.0.1:54321/rest/v1/analytics_events';
/** Where the browser sends its batches: the ingestion function, never the table itself. */
const TRACK_URL = 'http://127.0.0.1:54321/functions/v1/track-events';
/** The code that records and sends events: loaded only with consent. */
const ANALYTICS_CODE = chunkOf('src/lib/analytics/runtime.ts');
/** Analytics starts half a second after the load; events then leave in a batch. */
const START_AND_ONE_BATCH_MS = 500 + BATCH_DELAY_MS;

const allDenied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const pages = [
  { lang: 'en', home: '/', other: '/faq', nav: 'FAQ', offline: /You are offline/ },
  {
    lang: 'nl',
    home: '/nl',
    other: '/nl/veelgestelde-vragen',
    nav: 'Veelgestelde vragen',
    offline: /Je bent offline/,
  },
] as const;

interface EventRow {
  name: string;
  path: string;
  language: string;
  properties: Record<string, unknown>;
}

/** Events stored since `since`, read as the back office would, with the service key. */
async function eventsSince(request: APIRequestContext, since: string): Promise<EventRow[]> {
  const response = await request.get(
    `${EVENTS_URL}?select=name,path,language,properties&created_at=gt.${since}&order=id`,
    { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as EventRow[];
}

/** Every request the page makes to the analytics function or table, or Google's tag hosts. */
function watchAnalyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      url.startsWith(TRACK_URL) ||
      url.startsWith(EVENTS_URL) ||
      /googletagmanager|google-analytics/.test(url)
    )
      seen.push(url);
  });
  return seen;
}

/** Each time the page fetches the analytics code. */
function watchAnalyticsCode(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_CODE) seen.push(request.url());
  });
  return seen;
}

/**
 * Runs the page's clock past the start of analytics and one batch, then waits until the test has
 * seen every request the page made by then: whatever would have been sent has been.
 */
async function pastOneBatch(page: Page) {
  await page.clock.runFor(START_AND_ONE_BATCH_MS);
  await requestsSeen(page);
}

async function recordConsentEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { consentEvents: seen });
    window.addEventListener('consent-updated', (event) => seen.push((event as CustomEvent).detail));
  });
}

const consentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown);

/** The Consent Mode commands in the data layer, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent'),
  );

/** Clicks the footer's phone link without leaving the page for the phone app. */
const clickFooterCall = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('footer a[href^="tel:"]');
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link?.click();
  });

const plantAnalyticsCookies = (page: Page, path: string) =>
  page.context().addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: '127.0.0.1', path: '/' },
    { name: '_ga_TEST123', value: 'GS1.1.1', domain: '127.0.0.1', path: '/' },
    { name: '_gid', value: 'GA1.1.789', domain: '127.0.0.1', path },
    { name: '_gat', value: '1', domain: '127.0.0.1', path: '/' },
    { name: 'unrelated', value: 'stays', domain: '127.0.0.1', path: '/' },
  ]);

const cookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).sort();

for (const { lang, home, other, nav, offline } of pages) {
  const copy = consentCopy[lang];
  const banner = (page: Page) => page.getByRole('region', { name: copy.title });
  const dialog = (page: Page) => page.getByRole('dialog', { name: copy.panel.title });
  const settingsLink = (page: Page) =>
    page
      .getByRole('contentinfo')
      .getByRole('button', { name: lang === 'en' ? 'Cookie settings' : 'Cookie-instellingen' });

  test.describe(`cookie consent (${lang})`, () => {
    test('the banner is in the prerendered page and shows until a choice is stored', async ({ page }) => {
      const html = await (await page.request.get(home)).text();
      expect(html).toContain(copy.acceptAll);
      expect(html).toContain(copy.rejectNonEssential);

      const problems = watchConsole(page);
      await page.goto(home);
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: copy.rejectNonEssential }).click();
      await expect(banner(page)).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('#cookie-consent')).toBeEmpty();
      await page.goto(other);
      await waitForHydration(page);
      await expect(banner(page)).toBeHidden();
      expect(problems).toEqual([]);
    });

    test('accept all stores the choice, announces it and starts analytics; nothing is sent before', async ({
      page,
    }) => {
      const since = new Date().toISOString();
      const requests = watchAnalyticsRequests(page);
      const code = watchAnalyticsCode(page);
      await recordConsentEvents(page);
      await page.clock.install();
      await page.goto(home);
      await waitForHydration(page);
      await pastOneBatch(page);
      // Not even the code that sends was loaded.
      expect(code).toEqual([]);
      expect(requests).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);

      await banner(page).getByRole('button', { name: copy.acceptAll }).click();
      await expect(banner(page)).toBeHidden();
      const record = await storedConsent(page);
      expect(record).toEqual({
        hasConsent: true,
        preferences: { essential: true, analytics: true, marketing: true },
        timestamp: expect.any(Number),
      });
      expect(await consentEvents(page)).toEqual([record]);
      // The update is pushed once the analytics code has loaded, a moment after the click.
      await expect
        .poll(() => consentCommands(page))
        .toEqual([
          ['consent', 'default', allDenied],
          ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
        ]);

      await clickFooterCall(page);
      await page
        .getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : 'Hoofdmenu' })
        .getByRole('link', { name: nav, exact: true })
        .click();
      await expect(page).toHaveURL(other);

      await expect
        .poll(async () => (await eventsSince(page.request, since)).map((row) => `${row.name} ${row.path}`), {
          timeout: 15_000,
        })
        .toEqual(
          expect.arrayContaining([
            `consent_update ${home}`,
            `page_view ${home}`,
            `call_click ${home}`,
            `page_view ${other}`,
          ]),
        );
      const rows = await eventsSince(page.request, since);
      expect(rows.find((row) => row.name === 'consent_update')).toMatchObject({
        language: lang,
        properties: { analytics: true, marketing: true },
      });
      expect(rows.find((row) => row.name === 'call_click')?.properties).toEqual({ placement: 'footer' });
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.every((url) => url.startsWith(TRACK_URL))).toBe(true);
      expect(code).toHaveLength(1);
    });

    test('reject stores the choice, deletes GA cookies and sends nothing', async ({ page }) => {
      const requests = watchAnalyticsRequests(page);
      const code = watchAnalyticsCode(page);
      await recordConsentEvents(page);
      await plantAnalyticsCookies(page, home);
      await page.clock.install();
      await page.goto(home);
      await waitForHydration(page);

      await banner(page).getByRole('button', { name: copy.rejectNonEssential }).click();
      await expect(banner(page)).toBeHidden();
      const record = await storedConsent(page);
      expect(record).toEqual({
        hasConsent: true,
        preferences: { essential: true, analytics: false, marketing: false },
        timestamp: expect.any(Number),
      });
      expect(await consentEvents(page)).toEqual([record]);
      await expect.poll(() => cookieNames(page)).toEqual(['unrelated']);
      expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', allDenied]);

      await clickFooterCall(page);
      await page.clock.runFor(BATCH_DELAY_MS);
      await requestsSeen(page);
      expect(requests).toEqual([]);
      // The next page does not even load the analytics code (this one did, to stop it).
      const loaded = code.length;
      await page.goto(other);
      await waitForHydration(page);
      await pastOneBatch(page);
      expect(requests).toEqual([]);
      expect(code).toHaveLength(loaded);
    });

    test('manage preferences applies the switches only on save', async ({ page }) => {
      const since = new Date().toISOString();
      await recordConsentEvents(page);
      await page.goto(home);
      await waitForHydration(page);

      await banner(page).getByRole('button', { name: copy.manage }).click();
      await expect(dialog(page)).toBeVisible();
      const essential = dialog(page).getByRole('switch', { name: copy.panel.categories.essential.name });
      const analytics = dialog(page).getByRole('switch', { name: copy.panel.categories.analytics.name });
      const marketing = dialog(page).getByRole('switch', { name: copy.panel.categories.marketing.name });
      await expect(essential).toBeChecked();
      await expect(essential).toBeDisabled();
      await expect(analytics).not.toBeChecked();
      await expect(marketing).not.toBeChecked();
      await expect(dialog(page).getByRole('link', { name: copy.panel.privacy })).toHaveAttribute(
        'href',
        lang === 'en' ? '/privacy' : '/nl/privacy',
      );

      await analytics.click();
      await expect(analytics).toBeChecked();
      expect(await storedConsent(page)).toBeNull();
      expect(await consentEvents(page)).toEqual([]);

      await dialog(page).getByRole('button', { name: copy.panel.save }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({
        hasConsent: true,
        preferences: { essential: true, analytics: true, marketing: false },
      });
      expect(await consentEvents(page)).toHaveLength(1);
      await expect
        .poll(
          async () => (await eventsSince(page.request, since)).find((row) => row.name === 'consent_update'),
          {
            timeout: 15_000,
          },
        )
        .toMatchObject({ path: home, language: lang, properties: { analytics: true, marketing: false } });
    });

    test('unreadable stored consent shows the banner again', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookieConsent', '{"hasConsent": tru'));
      await page.goto(home);
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
    });

    test('the footer link reopens the preferences; withdrawing stops analytics and deletes GA cookies', async ({
      page,
    }) => {
      await storeConsent(page, { analytics: true, marketing: false });
      const requests = watchAnalyticsRequests(page);
      const started = page.waitForRequest((request) => request.url().startsWith(TRACK_URL));
      await page.clock.install();
      await page.goto(home);
      await waitForHydration(page);
      await expect(banner(page)).toBeHidden();
      await started;
      await plantAnalyticsCookies(page, home);

      await settingsLink(page).click();
      await expect(dialog(page)).toBeVisible();
      const analytics = dialog(page).getByRole('switch', { name: copy.panel.categories.analytics.name });
      await expect(analytics).toBeChecked();
      await analytics.click();
      await dialog(page).getByRole('button', { name: copy.panel.save }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(settingsLink(page)).toBeFocused();
      expect(await storedConsent(page)).toMatchObject({
        preferences: { analytics: false, marketing: false },
      });
      expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', allDenied]);
      await expect.poll(() => cookieNames(page)).toEqual(['unrelated']);

      // A batch already on its way when the switch went off may still leave.
      await pastOneBatch(page);
      const sentBefore = requests.length;
      await clickFooterCall(page);
      await page
        .getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : 'Hoofdmenu' })
        .getByRole('link', { name: nav, exact: true })
        .click();
      await expect(page).toHaveURL(other);
      await pastOneBatch(page);
      expect(requests).toHaveLength(sentBefore);
    });

    test('forgetting the choice brings the banner back', async ({ page }) => {
      await storeConsent(page, { analytics: false, marketing: false });
      await page.goto(home);
      await waitForHydration(page);
      await expect(banner(page)).toBeHidden();
      await settingsLink(page).click();
      await dialog(page).getByRole('button', { name: copy.panel.reset }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page)).toBeVisible();
      expect(await storedConsent(page)).toBeNull();
    });

    test('works by keyboard', async ({ page }) => {
      await page.goto(home);
      await waitForHydration(page);
      const focusedName = () =>
        page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');
      const tabTo = async (name: string) => {
        for (let i = 0; i < 12 && (await focusedName()) !== name; i++) await page.keyboard.press('Tab');
        expect(await focusedName()).toBe(name);
      };

      // The banner comes first in the tab order, before the skip link.
      await tabTo(copy.manage);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page).getByRole('button', { name: copy.manage })).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      const analytics = dialog(page).getByRole('switch', { name: copy.panel.categories.analytics.name });
      for (
        let i = 0;
        i < 6 && !(await analytics.evaluate((element) => element === document.activeElement));
        i++
      )
        await page.keyboard.press('Tab');
      await expect(analytics).toBeFocused();
      await page.keyboard.press('Space');
      await expect(analytics).toBeChecked();
      await tabTo(copy.panel.save);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ preferences: { analytics: true, marketing: false } });
      await expect(page.locator('#main')).toBeFocused();
    });
  });

  test.describe(`offline notice (${lang})`, () => {
    test('appears when the availability check fails and goes when it succeeds', async ({ page }) => {
      await storeConsent(page, { analytics: false, marketing: false });
      await page.route('**/robots.txt', (route) => route.abort('internetdisconnected'));
      await page.goto(home);
      await waitForHydration(page);
      const notice = page.locator('[aria-live="polite"]').filter({ hasText: offline });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: business.phone.display })).toHaveAttribute(
        'href',
        `tel:${business.phone.e164}`,
      );

      await page.unroute('**/robots.txt');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(notice).toBeHidden();
    });

    test('follows the browser going offline and back online', async ({ page, context }) => {
      await storeConsent(page, { analytics: false, marketing: false });
      await page.goto(home);
      await waitForHydration(page);
      const notice = page.locator('[aria-live="polite"]').filter({ hasText: offline });
      await expect(page.locator('[aria-live="polite"]').first()).toBeAttached();
      await expect(notice).toBeHidden();
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await context.setOffline(false);
      await expect(notice).toBeHidden();
    });
  });
}
