// The four enquiry forms against the production build and the local backend: each one sent in both
// languages is stored and e-mailed to the company and, in the visitor's language, to the visitor; a
// failing function leaves the visitor with an error toast and everything typed still in the form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactCopy } from '../src/features/enquiry-forms/contact-section-copy';
import { enquiryCopy, fieldCopy } from '../src/features/enquiry-forms/copy';
import { formFields, type EnquiryTab, type FieldName } from '../src/features/enquiry-forms/form-fields';
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
    medicalInfo: 'None',
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
    for (const [name, value] of Object.entries(values) as [FieldName, string][])
      await expect(control(form, lang, tab, name)).toHaveValue(value);
  });
}

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
