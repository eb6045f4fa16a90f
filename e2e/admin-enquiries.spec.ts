// The enquiries inbox against the production build and the local backend: an enquiry sent from the
// public contact form is found, filtered, handled, exported and erased by an admin, by mouse and by
// keyboard, in English and Dutch; a failed e-mail is sent again from its page.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactCopy } from '../src/features/enquiry-forms/contact-section-copy';
import { enquiryCopy, fieldCopy } from '../src/features/enquiry-forms/copy';
import { serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { mailTo } from './mail';
import { seriousAxeViolations, untilHydrated, waitForHydration } from './site';

const INBOX = '/admin/enquiries';

/** A name no other test's enquiry has: the contact form takes letters only. */
function uniqueName(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('');
  return `Zoë Ångström ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** Sends the general form on the English home page, as a visitor does. */
async function sendContactForm(page: Page, name: string, email: string) {
  const copy = enquiryCopy.en;
  await page.goto('/#contact');
  await waitForHydration(page);
  const section = page.locator('section#contact');
  const tab = section.getByRole('tab', { name: contactCopy.en.tabs.general.label, exact: true });
  await untilHydrated(tab);
  await tab.click();
  const form = section.getByRole('form', { name: copy.forms.general.title });
  const field = (name: 'name' | 'email' | 'service' | 'message') =>
    form.getByRole(name === 'service' ? 'combobox' : 'textbox', {
      name: fieldCopy(copy, 'general', name).label,
      exact: true,
    });
  await field('name').fill(name);
  await field('email').fill(email);
  await field('service').selectOption('media-production');
  await field('message').fill('Aerial footage of our regatta in Medemblik, café included.');
  await form.getByRole('button', { name: copy.forms.general.submit }).click();
  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search name, e-mail or message').fill(text);
  await page.getByRole('button', { name: 'Show enquiries' }).click();
}

/** Presses Tab until `target` has focus; fails when it never gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received focus by Tab');
}

test('an enquiry from the contact form is found, filtered, handled, exported and deleted', async ({
  page,
}) => {
  const name = uniqueName();
  const email = `inbox-${Date.now()}@example.com`;
  await sendContactForm(page, name, email);
  await openAsNewAdmin(page, 'enquiries', INBOX);

  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await search(page, name);
  await expect(page).toHaveURL(/q=/);
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 enquiry' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The filters narrow the list, live in the address, and Back undoes them.
  await page.getByLabel('Form', { exact: true }).selectOption('tandem');
  await page.getByRole('button', { name: 'Show enquiries' }).click();
  await expect(page.getByText('No enquiries match these filters.')).toBeVisible();
  await expect(link).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reset filters' }).first()).toBeVisible();
  await page.getByLabel('Form', { exact: true }).selectOption('contact');
  await page.getByLabel('Service', { exact: true }).selectOption('media-production');
  await page.getByRole('button', { name: 'Show enquiries' }).click();
  await expect(link).toBeVisible();
  await page.goBack();
  await expect(page.getByText('No enquiries match these filters.')).toBeVisible();
  await expect(page.getByLabel('Form', { exact: true })).toHaveValue('tandem');
  await page.goBack();
  await expect(link).toBeVisible();

  // The CSV holds every matching row, opens in Excel (BOM) and keeps the Dutch letters.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv.slice(1).trim().split('\r\n');
  expect(header?.split(',').slice(0, 7)).toEqual([
    'Received',
    'Name',
    'E-mail',
    'Phone',
    'Form',
    'Service',
    'Status',
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`,${name},${email},,General,Media Production,New,Sent,`);
  expect(rows[0]).toContain('café included');

  // The detail page: the form's own labels, then status and note, kept after a reload.
  await link.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const sent = page.getByRole('region', { name: 'What the visitor sent' });
  await expect(sent.getByText('Media Production')).toBeVisible();
  await expect(sent.getByText('Aerial footage of our regatta in Medemblik, café included.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'About this enquiry' }).getByText('English')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Re%3A%20your%20enquiry`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved.')).toBeVisible();
  const note = page.getByLabel('Internal note');
  await note.fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(/The note is too long: keep it to 2,000 characters/)).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await note.fill('Called back: wants a date in June.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress');
  await expect(page.getByLabel('Internal note')).toHaveValue('Called back: wants a date in June.');

  // Erasure: the dialog names the person; Escape closes it and focus returns to its button.
  const deleteButton = page.getByRole('button', { name: 'Delete enquiry' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: `Delete the enquiry of ${name}?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(
    page.getByRole('status').filter({ hasText: `The enquiry of ${name} was deleted.` }),
  ).toBeVisible();
  await search(page, name);
  await expect(page.getByText('No enquiries match these filters.')).toBeVisible();
  const { data } = await serviceClient().from('enquiries').select('id').eq('email', email);
  expect(data).toEqual([]);
});

test('by keyboard alone: from the list to an enquiry, and its status changed', async ({ page }) => {
  const name = uniqueName();
  const email = `keyboard-${Date.now()}@example.com`;
  const inserted = await serviceClient().from('enquiries').insert({ form_type: 'tandem', name, email });
  expect(inserted.error).toBeNull();
  await openAsNewAdmin(page, 'enquiries-keyboard', `${INBOX}?q=${encodeURIComponent(name)}`);

  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const status = page.getByLabel('Status', { exact: true });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('in_progress');
  await tabTo(page, page.getByRole('button', { name: 'Save status' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status saved.')).toBeVisible();
  const { data } = await serviceClient().from('enquiries').select('status').eq('email', email).single();
  expect(data).toEqual({ status: 'in_progress' });
});

test('in Dutch: the inbox and an enquiry with Dutch labels, the form’s own among them', async ({ page }) => {
  const name = uniqueName();
  const inserted = await serviceClient()
    .from('enquiries')
    .insert({
      form_type: 'demo',
      name,
      email: `dutch-${Date.now()}@example.com`,
      language: 'nl',
      event_type: 'half-time-show',
      budget: '10k-25k',
      attendees: 25000,
    });
  expect(inserted.error).toBeNull();
  await openAsNewAdmin(page, 'enquiries-dutch', `${INBOX}?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: 'Nederlands' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Beheernavigatie' }).getByRole('link', { name: 'Aanvragen' }),
  ).toBeVisible();
  await expect(page.getByLabel('Zoeken op naam, e-mail of bericht')).toHaveValue(name);
  await expect(page.getByRole('heading', { name: '1 aanvraag' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name, exact: true }).click();
  const sent = page.getByRole('region', { name: 'Wat de bezoeker stuurde' });
  await expect(sent.getByText('Naam organisator')).toBeVisible();
  await expect(sent.getByText('Soort demo')).toBeVisible();
  await expect(sent.getByText('Rustshow')).toBeVisible();
  await expect(sent.getByText('€ 10.000 tot € 25.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status opslaan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beantwoorden per e-mail' })).toHaveAttribute(
    'href',
    /subject=Re%3A%20je%20aanvraag$/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a failed e-mail: found from the dashboard, sent again from its page, and delivered', async ({
  page,
}) => {
  const name = uniqueName();
  const email = `resend-${Date.now()}@example.com`;
  const inserted = await serviceClient().from('enquiries').insert({
    form_type: 'tandem',
    name,
    email,
    email_status: 'failed',
    company_email_status: 'failed',
    visitor_email_status: 'failed',
    email_error: 'company: SMTP: cannot connect; visitor: SMTP: cannot connect',
  });
  expect(inserted.error).toBeNull();
  await openAsNewAdmin(page, 'enquiries-resend');

  await page.getByRole('link', { name: 'Show these enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?email=failed$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('failed');
  await page.getByRole('link', { name, exact: true }).click();

  const about = page.getByRole('region', { name: 'About this enquiry' });
  await expect(about.getByText('Failed', { exact: true })).toBeVisible();
  await expect(about.getByText(/company: SMTP: cannot connect/)).toBeVisible();
  await page.getByRole('button', { name: 'Send the e-mails again' }).click();
  await expect(page.getByText('Sent again. The e-mails are on their way.')).toBeVisible();
  await expect(about.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the e-mails again' })).toHaveCount(0);
  await mailTo(email, /We received your request/);
  const { data } = await serviceClient().from('enquiries').select('email_status').eq('email', email);
  expect(data).toEqual([{ email_status: 'sent' }]);
});
