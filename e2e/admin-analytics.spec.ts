// The analytics screen against the production build and the local backend: a visitor who accepted
// analytics cookies clicks calls to action and sends a form; the clicks are stored with their place,
// and an admin sees them in the screen's tables (with the database's own numbers), picks other
// periods, is told at the field what is wrong with a custom one, exports a table and reads it in Dutch.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SERVICE_ROLE_KEY } from '../emulator/keys';
import { addDays } from '../src/admin/screens/analytics/range';
import { amsterdamToday } from '../supabase/functions/_shared/contract/amsterdam-time';
import { consentCopy } from '../src/features/cookie-consent/copy';
import { enquiryCopy, fieldCopy } from '../src/features/enquiry-forms/copy';
import { aal2Client, newAdmin, serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { seriousAxeViolations, untilHydrated, waitForHydration } from './site';

const SCREEN = '/admin/analytics';
const EVENTS_URL = 'http://127.0.0.1:54321/rest/v1/analytics_events';

interface StoredEvent {
  name: string;
  path: string;
  properties: Record<string, string>;
  created_at: string;
}

/** Events stored since `since`, read with the service key. */
async function storedSince(request: APIRequestContext, since: string): Promise<StoredEvent[]> {
  const response = await request.get(
    `${EVENTS_URL}?select=name,path,properties,created_at&created_at=gt.${since}&order=id`,
    { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredEvent[];
}

/** Events stored since `since`, as `name placement-or-form`. */
const eventsSince = async (request: APIRequestContext, since: string): Promise<string[]> =>
  (await storedSince(request, since)).map(
    (row) => `${row.name} ${row.properties.placement ?? row.properties.form ?? row.path}`,
  );

/** Clicks a link without leaving the page (a phone or WhatsApp link would open another app). */
const clickInPlace = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const link = document.querySelector<HTMLAnchorElement>(css);
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link?.click();
  }, selector);

interface Days {
  first_day: string;
  last_day: string;
}

/** The screen's default period: the 30 days up to `today`. */
const lastThirtyDays = (today: string): Days => ({ first_day: addDays(today, -29), last_day: today });

/** What the database reports for `days`, read as an admin with MFA would. */
async function databaseReport(admin: SupabaseClient, days: Days) {
  const [cta, contact, funnel, pages] = await Promise.all([
    admin.rpc('analytics_cta_clicks', days),
    admin.rpc('analytics_contact_clicks', days),
    admin.rpc('analytics_form_funnel', days),
    admin.rpc('analytics_top_pages', { ...days, max_pages: 100 }),
  ]);
  const count = <T>(rows: T[] | null, match: (row: T) => boolean, value: (row: T) => number) =>
    value((rows ?? []).find(match) ?? ({} as T)) || 0;
  type Cta = { placement: string; clicks: number };
  type Contact = Cta & { channel: string };
  type Funnel = { form: string; started: number; sent: number; succeeded: number };
  return {
    heroBook: count(
      cta.data as Cta[],
      (row) => row.placement === 'hero.book',
      (row) => row.clicks,
    ),
    whatsappFooter: count(
      contact.data as Contact[],
      (row) => row.channel === 'whatsapp' && row.placement === 'footer',
      (row) => row.clicks,
    ),
    emailContact: count(
      contact.data as Contact[],
      (row) => row.channel === 'email' && row.placement === 'contact',
      (row) => row.clicks,
    ),
    contactStarted: count(
      funnel.data as Funnel[],
      (row) => row.form === 'contact',
      (row) => row.started,
    ),
    contactSent: count(
      funnel.data as Funnel[],
      (row) => row.form === 'contact',
      (row) => row.sent,
    ),
    contactSucceeded: count(
      funnel.data as Funnel[],
      (row) => row.form === 'contact',
      (row) => row.succeeded,
    ),
    contactViews: count(
      pages.data as { path: string; views: number }[],
      (row) => row.path === '/contact',
      (row) => row.views,
    ),
  };
}

/** A report's section on the screen, found by its heading. */
const report = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The cells of the table row whose first cell is `first` (and, for two-key tables, whose second is `second`). */
async function rowCells(section: Locator, first: string, second?: string): Promise<string[]> {
  const rows = section
    .getByRole('row')
    .filter({ has: section.page().getByRole('rowheader', { name: first, exact: true }) });
  const row = second
    ? rows.filter({ has: section.page().getByRole('cell', { name: second, exact: true }) })
    : rows;
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allInnerTexts();
}

test('consented clicks and a sent form reach the analytics screen, by place and by form', async ({
  page,
}) => {
  const admin = await aal2Client((await newAdmin('analytics-e2e')).email);
  // The database dates an event by its own clock: this test's land on the day it starts or, past
  // midnight, the next.
  const started = amsterdamToday();
  const ownDays = { first_day: started, last_day: addDays(started, 1) };
  const before = await databaseReport(admin, ownDays);
  const since = new Date().toISOString();

  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: consentCopy.en.title })
    .getByRole('button', { name: consentCopy.en.acceptAll })
    .click();
  const book = page.getByRole('main').locator('[data-cta="hero.book"]');
  await untilHydrated(book);
  await book.click();
  await expect(page).toHaveURL('/contact');
  // The address changes before the contact page replaces the home page, whose own contact form
  // would take the first keystrokes and then leave with them.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us & Request a Quote');
  await waitForHydration(page);

  await clickInPlace(page, 'footer a[href^="https://wa.me/"]');
  // The contact section loads as it comes into view.
  await page.evaluate(() => document.getElementById('contact')?.scrollIntoView());
  const copy = enquiryCopy.en;
  const label = (name: 'name' | 'email' | 'service' | 'message') => fieldCopy(copy, 'general', name).label;
  const form = page.locator('section#contact').getByRole('form', { name: copy.forms.general.title });
  // After a link, the section's code and its shared chunks arrive one after another.
  await expect(form).toBeVisible({ timeout: 15_000 });
  await untilHydrated(form);
  await clickInPlace(page, 'section#contact a[href^="mailto:"]');
  const name = form.getByRole('textbox', { name: label('name'), exact: true });
  await name.fill('Anna de Vries');
  await form
    .getByRole('textbox', { name: label('email'), exact: true })
    .fill(`e2e-analytics-${Date.now()}@example.com`);
  await form.getByRole('combobox', { name: label('service'), exact: true }).selectOption('media-production');
  await form
    .getByRole('textbox', { name: label('message'), exact: true })
    .fill('Aerial footage of our sailing event in June.');
  await expect(name, 'what was typed first is still there').toHaveValue('Anna de Vries');
  await form.getByRole('button', { name: copy.forms.general.submit }).click();
  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(() => eventsSince(page.request, since), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        'page_view /',
        'cta_click hero.book',
        'page_view /contact',
        'whatsapp_click footer',
        'email_click contact',
        'form_start contact',
        'form_submit contact',
        'form_success contact',
      ]),
    );
  const after = await databaseReport(admin, ownDays);
  expect(after).toEqual({
    heroBook: before.heroBook + 1,
    whatsappFooter: before.whatsappFooter + 1,
    emailContact: before.emailContact + 1,
    contactStarted: before.contactStarted + 1,
    contactSent: before.contactSent + 1,
    contactSucceeded: before.contactSucceeded + 1,
    contactViews: before.contactViews + 1,
  });

  // The screen's clock stops once every event is stored, so its last 30 days hold them all, and the
  // test reads its dates from the same instant.
  const now = new Date();
  await page.clock.setFixedTime(now);
  const today = amsterdamToday(now);
  const shown = await databaseReport(admin, lastThirtyDays(today));
  await openAsNewAdmin(page, 'analytics', SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page).toHaveTitle('Analytics | Admin');
  await expect(
    page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Analytics' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/deleted automatically after 13 months/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');

  const number = (value: number) => value.toLocaleString('en-GB');
  expect(await rowCells(report(page, 'Calls to action by place'), 'hero.book')).toEqual([
    number(shown.heroBook),
  ]);
  expect(await rowCells(report(page, 'Phone, WhatsApp and e-mail'), 'WhatsApp', 'footer')).toEqual([
    'footer',
    number(shown.whatsappFooter),
  ]);
  const funnel = await rowCells(report(page, 'Forms, from start to outcome'), 'Contact');
  expect(funnel.slice(0, 3)).toEqual(
    [shown.contactStarted, shown.contactSent, shown.contactSucceeded].map(number),
  );
  expect(await rowCells(report(page, 'Top pages'), '/contact')).toEqual([
    number(shown.contactViews),
    expect.any(String),
  ]);
  // Each day this test's page views were stored on counts at least those.
  const viewsByDay = new Map<string, number>();
  for (const event of await storedSince(page.request, since))
    if (event.name === 'page_view') {
      const day = amsterdamToday(new Date(event.created_at));
      viewsByDay.set(day, (viewsByDay.get(day) ?? 0) + 1);
    }
  expect([...viewsByDay.values()].reduce((sum, views) => sum + views, 0)).toBeGreaterThanOrEqual(2);
  for (const [day, views] of viewsByDay) {
    const viewsThatDay = report(page, 'Page views per day')
      .getByRole('row')
      .filter({ has: page.locator(`time[datetime="${day}"]`) })
      .getByRole('cell')
      .first();
    expect(Number((await viewsThatDay.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(views);
  }
  await expect(report(page, 'Page views per day').locator('canvas')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await report(page, 'Calls to action by place')
    .getByRole('button', { name: 'Export Calls to action by place as CSV' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-cta-clicks-${addDays(today, -29)}-${today}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFPlace,Clicks\r\n')).toBe(true);
  expect(csv).toContain(`\r\nhero.book,${shown.heroBook}\r\n`);
});

test('the period follows the address, a wrong custom range is explained at its field, and Dutch reads Dutch', async ({
  page,
}) => {
  // The screen, the test and the events it stores share one instant, so "today" is one day for all.
  const now = new Date();
  await page.clock.setFixedTime(now);
  const today = amsterdamToday(now);
  // A page view and a form started today, so the tables have rows whichever tests ran before.
  const seeded = await serviceClient()
    .from('analytics_events')
    .insert(
      [
        { name: 'page_view', path: '/', language: 'en', properties: {} },
        { name: 'form_start', path: '/contact', language: 'en', properties: { form: 'contact' } },
      ].map((event) => ({ ...event, created_at: now.toISOString() })),
    );
  expect(seeded.error).toBeNull();
  await openAsNewAdmin(page, 'analytics-range', SCREEN);
  await expect(page.getByRole('heading', { level: 2, name: 'In this period' })).toBeVisible();

  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(`${SCREEN}?days=7`);
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(addDays(today, -6));
  await expect(report(page, 'Page views per day').getByRole('row')).toHaveCount(8);

  // Keyboard only: the dates in the wrong order, sent with Enter.
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(addDays(today, -3));
  await page.getByLabel('To', { exact: true }).press('Enter');
  const first = page.getByLabel('From', { exact: true });
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('The first day must be on or before the last day.');
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(`${SCREEN}?days=7`);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(addDays(today, -3));

  await first.fill(addDays(today, -10));
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(`${SCREEN}?from=${addDays(today, -10)}&to=${addDays(today, -3)}`);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(addDays(today, -10));
  await expect(page.getByRole('link', { name: 'Last 7 days' })).not.toHaveAttribute('aria-current');

  await page.goto(`${SCREEN}?days=90`);
  await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistieken');
  await expect(page.getByRole('link', { name: 'Laatste 90 dagen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/na 13 maanden automatisch verwijderd/)).toBeVisible();
  await expect(report(page, 'Formulieren, van begin tot resultaat').getByRole('columnheader')).toHaveText([
    'Formulier',
    'Begonnen',
    'Verstuurd',
    'Gelukt',
    'Mislukt',
    'Te vaak verstuurd',
  ]);
  await page.getByLabel('Tot en met', { exact: true }).fill(addDays(today, 1));
  await page.getByRole('button', { name: 'Periode tonen' }).click();
  await expect(page.getByLabel('Tot en met', { exact: true })).toHaveAccessibleDescription(
    'Kies als laatste dag vandaag of een eerdere dag.',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});
