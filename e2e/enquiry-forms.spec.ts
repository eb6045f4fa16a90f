// The four enquiry forms against the production build and the local backend: each one sent in both
// languages is stored and e-mailed to the company and, in the visitor's language, to the visitor; a
// failing function or network leaves the visitor with an error toast and everything typed still in
// the form; a double click or a retry after a timeout is stored and e-mailed once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactCopy } from '../src/features/enquiry-forms/contact-section-copy';
import { enquiryCopy, fieldCopy } from '../src/features/enquiry-forms/copy';
import { formFields, type EnquiryTab, type FieldName } from '../src/features/enquiry-forms/form-fields';
import { DOUBLE_TAP_MS } from '../src/lib/form-sending/submission-guards';
import { messages } from '../supabase/functions/_shared/contract/enquiry/messages';
import { serviceClient } from '../tests/support/clients';
import { untilHydrated, waitForHydration, watchConsole } from './site';

type Language = 'en' | 'nl';
const MAIL_API = 'http://127.0.0.1:54324/api/v1';
const tabs: readonly EnquiryTab[] = ['general', 'demo', 'tandem', 'corporate'];

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** What a visitor types (text fields) and picks (selects) on each tab. */
const entries = (email: string): Record<EnquiryTab, Partial<Record<FieldName, string>>> => ({
  general: {
    name: 'Anna de Vries',
    email,
    phone: '+31 6 1234 5678',
    service: 'media-production',
    message: 'We would like aerial footage of our sailing event in June.',
  },
  demo: {
    name: 'Erik Smit',
    email,
    location: 'Abe Lenstra Stadion, Heerenveen',
    eventType: 'half-time-show',
    attendees: '25000',
    date: inAMonth(),
    budget: '10k-25k',
    message: 'Match ball delivery at half time.',
  },
  tandem: {
    name: 'Piet Jansen',
    email,
    eventType: 'balloon-jump',
    date: inAMonth(),
    attendees: '2',
    weight: '82',
    experience: 'none',
    medicalInfo: 'Old knee injury, healed',
    medicalConsent: 'ticked',
    specialRequests: 'Video package for both of us',
  },
  corporate: {
    companyName: 'Acme BV',
    name: 'Kees Bakker',
    email,
    eventType: 'team-building',
    attendees: '40',
    date: inAMonth(),
    budget: '25k-50k',
    message: 'A day out for our sales team, with jumps for volunteers.',
  },
});

async function openForm(page: Page, lang: Language, tab: EnquiryTab): Promise<Locator> {
  await page.goto(lang === 'en' ? '/#contact' : '/nl#contact');
  await waitForHydration(page);
  const section = page.locator('section#contact');
  const trigger = section.getByRole('tab', { name: contactCopy[lang].tabs[tab].label, exact: true });
  await untilHydrated(trigger);
  await trigger.click();
  const form = section.getByRole('form', { name: enquiryCopy[lang].forms[tab].title });
  await expect(form).toBeVisible();
  return form;
}

const isSelect = (tab: EnquiryTab, name: FieldName) =>
  formFields[tab].some((field) => field.name === name && field.kind === 'select');
const isCheckbox = (tab: EnquiryTab, name: FieldName) =>
  formFields[tab].some((field) => field.name === name && field.kind === 'checkbox');

const checkbox = (form: Locator, lang: Language, tab: EnquiryTab, name: FieldName) =>
  form.getByRole('checkbox', { name: fieldCopy(enquiryCopy[lang], tab, name).label, exact: true });

const control = (form: Locator, lang: Language, tab: EnquiryTab, name: FieldName) =>
  form.getByRole(isSelect(tab, name) ? 'combobox' : 'textbox', {
    name: fieldCopy(enquiryCopy[lang], tab, name).label,
    exact: true,
  });

async function fill(
  form: Locator,
  lang: Language,
  tab: EnquiryTab,
  values: Partial<Record<FieldName, string>>,
) {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    if (isCheckbox(tab, name)) {
      await checkbox(form, lang, tab, name).check();
      continue;
    }
    const field = control(form, lang, tab, name);
    if (isSelect(tab, name)) await field.selectOption(value);
    else await field.fill(value);
  }
}

interface MailSummary {
  Subject: string;
  To: { Address: string }[];
}

/** The messages that mention `email`, once there are `count` of them. */
async function mailsAbout(email: string, count: number): Promise<MailSummary[]> {
  let found: MailSummary[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/search?query=${encodeURIComponent(email)}`);
        found = ((await response.json()) as { messages: MailSummary[] }).messages;
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

const visitorSubject: Record<Language, RegExp> = {
  en: /^We received your request/,
  nl: /^We hebben je aanvraag ontvangen/,
};

for (const lang of ['en', 'nl'] as const) {
  for (const tab of tabs) {
    test(`the ${tab} form in ${lang === 'en' ? 'English' : 'Dutch'} is sent and e-mailed to both sides`, async ({
      page,
    }) => {
      const email = `e2e-${tab}-${lang}-${Date.now()}@example.com`;
      const copy = enquiryCopy[lang];
      const form = await openForm(page, lang, tab);
      await fill(form, lang, tab, entries(email)[tab]);
      await form.getByRole('button', { name: copy.forms[tab].submit }).click();

      // The first request may wait for the function to start.
      await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
      await expect(control(form, lang, tab, 'email')).toHaveValue('');

      const mails = await mailsAbout(email, 2);
      const toVisitor = mails.find((mail) => mail.To.some((to) => to.Address === email));
      // The company's copy goes to the recipients set in the back office.
      const toCompany = mails.find((mail) => mail.To.every((to) => to.Address !== email));
      expect(toVisitor?.Subject).toMatch(visitorSubject[lang]);
      expect(toCompany?.Subject).toMatch(new RegExp(`^New ${tab === 'general' ? 'contact' : tab} enquiry`));
      const recipients = await serviceClient()
        .from('site_settings')
        .select('value')
        .eq('key', 'notifications.enquiry_recipients')
        .single();
      expect(toCompany?.To.map((to) => to.Address)).toEqual(recipients.data?.value);
    });
  }
}

for (const [lang, tab] of [
  ['en', 'general'],
  ['nl', 'tandem'],
] as const) {
  test(`a failing function keeps the ${tab} form as typed (${lang})`, async ({ page }) => {
    await page.route('**/functions/v1/send-contact-email', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ success: false, error: 'Submission failed. Please try again.' }),
      }),
    );
    const copy = enquiryCopy[lang];
    const values = entries(`e2e-failure-${Date.now()}@example.com`)[tab];
    const form = await openForm(page, lang, tab);
    await fill(form, lang, tab, values);
    await form.getByRole('button', { name: copy.forms[tab].submit }).click();

    const failure = tab === 'general' ? copy.failure.general : copy.failure.extended;
    await expect(page.getByText(failure.title)).toBeVisible();
    await expect(page.getByText(failure.description)).toBeVisible();
    for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
      if (isCheckbox(tab, name)) await expect(checkbox(form, lang, tab, name)).toBeChecked();
      else await expect(control(form, lang, tab, name)).toHaveValue(value);
    }
  });
}

test('a network failure keeps the general form as typed and offers the phone number (en)', async ({
  page,
}) => {
  await page.route('**/functions/v1/send-contact-email', (route) => route.abort('failed'));
  const copy = enquiryCopy.en;
  const values = entries(`e2e-offline-${Date.now()}@example.com`).general;
  const form = await openForm(page, 'en', 'general');
  await fill(form, 'en', 'general', values);
  await form.getByRole('button', { name: copy.forms.general.submit }).click();

  await expect(page.getByText(copy.failure.general.title)).toBeVisible();
  await expect(page.getByText(copy.failure.general.description)).toBeVisible();
  for (const [name, value] of Object.entries(values) as [FieldName, string][])
    await expect(control(form, 'en', 'general', name)).toHaveValue(value);
});

/** The stored enquiries from `email`. */
async function storedFrom(email: string) {
  const { data, error } = await serviceClient().from('enquiries').select('id').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

test('medical details are stopped without the consent box and sent with it (nl)', async ({ page }) => {
  const copy = enquiryCopy.nl;
  const email = `e2e-medical-${Date.now()}@example.com`;
  const form = await openForm(page, 'nl', 'tandem');
  await fill(form, 'nl', 'tandem', { name: 'Femke Bakker', email, medicalInfo: 'Hernia in 2024' });
  const consent = checkbox(form, 'nl', 'tandem', 'medicalConsent');
  await expect(consent).not.toBeChecked();
  await form.getByRole('button', { name: copy.forms.tandem.submit }).click();

  await expect(form.getByRole('alert')).toContainText(messages.nl.medicalConsentRequired);
  await expect(consent).toBeFocused();
  expect(await storedFrom(email)).toEqual([]);

  await consent.check();
  // A second send sooner than this after the first is taken for a double tap.
  await page.waitForTimeout(DOUBLE_TAP_MS);
  await form.getByRole('button', { name: copy.forms.tandem.submit }).click();
  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
  const { data, error } = await serviceClient()
    .from('enquiries')
    .select('medical_info, medical_consent_at')
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toEqual([{ medical_info: 'Hernia in 2024', medical_consent_at: expect.any(String) }]);
});

/**
 * The mails that mention `email` once its enquiry's e-mails are recorded as sent. Call it after the
 * page has its answer to every request it sent: the server mails before it answers, and the mail
 * catcher stores a message before it acknowledges it, so every mail those requests caused is in.
 */
async function deliveredMails(email: string): Promise<MailSummary[]> {
  await expect
    .poll(async () => {
      const { data, error } = await serviceClient()
        .from('enquiries')
        .select('email_status')
        .eq('email', email);
      if (error) throw new Error(error.message);
      return data.map((row) => row.email_status as string);
    })
    .toEqual(['sent']);
  const response = await fetch(`${MAIL_API}/search?query=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

test('a double click on send stores one enquiry and sends one e-mail each way (nl)', async ({ page }) => {
  const copy = enquiryCopy.nl;
  const email = `e2e-double-click-${Date.now()}@example.com`;
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/send-contact-email') && request.method() === 'POST')
      requests.push(request.headers()['idempotency-key'] ?? '');
  });
  const form = await openForm(page, 'nl', 'demo');
  await fill(form, 'nl', 'demo', entries(email).demo);
  await form.getByRole('button', { name: copy.forms.demo.submit }).dblclick();

  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
  expect(await storedFrom(email)).toHaveLength(1);
  expect(await deliveredMails(email)).toHaveLength(2);
  expect(requests).toHaveLength(1);
});

test('a retry after a timeout stores one enquiry and sends one e-mail each way (en)', async ({ page }) => {
  const copy = enquiryCopy.en;
  const email = `e2e-timeout-${Date.now()}@example.com`;
  const keys: string[] = [];
  let first = true;
  // The first request reaches the server, which stores and e-mails; its answer never reaches the
  // browser, as when the connection drops on the way back.
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!first) return route.continue();
    first = false;
    await (await route.fetch()).body();
    await route.abort('timedout');
  });
  const form = await openForm(page, 'en', 'general');
  const values = entries(email).general;
  await fill(form, 'en', 'general', values);
  const send = form.getByRole('button', { name: copy.forms.general.submit });
  await send.click();
  await expect(page.getByText(copy.failure.general.title)).toBeVisible({ timeout: 30_000 });
  await expect(control(form, 'en', 'general', 'message')).toHaveValue(values.message ?? '');

  // The visitor sends the same form again: the server answers with the enquiry it already has.
  await send.click();
  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await storedFrom(email)).toHaveLength(1);
  expect(await deliveredMails(email)).toHaveLength(2);
});

test('a service in the address opens its tab with that service chosen, and hydrates cleanly', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/contact?service=helicopter-jump#contact');
  await waitForHydration(page);
  const section = page.locator('section#contact');
  await expect(
    section.getByRole('tab', { name: contactCopy.en.tabs.tandem.label, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  const form = section.getByRole('form', { name: enquiryCopy.en.forms.tandem.title });
  await expect(control(form, 'en', 'tandem', 'eventType')).toHaveValue('helicopter-jump');
  expect(problems).toEqual([]);
});

test('sent from the keyboard, a form puts focus on its confirmation, not on the page (nl)', async ({
  page,
}) => {
  const copy = enquiryCopy.nl;
  const form = await openForm(page, 'nl', 'demo');
  await control(form, 'nl', 'demo', 'name').fill('Erik Smit');
  const email = control(form, 'nl', 'demo', 'email');
  await email.fill(`e2e-keyboard-nl-${Date.now()}@example.com`);
  await email.press('Enter');

  // The first request may wait for the function to start.
  const focused = form.locator(':focus');
  await expect(focused).toContainText(copy.confirmation.title, { timeout: 30_000 });
  await expect(focused).toContainText(copy.confirmation.detail);
  await expect(email).toHaveValue('');
});
