// The newsletter screen against the production build and the local backend: a visitor signs up in
// the footer and confirms from the e-mail; an admin finds them as confirmed, exports the mailing
// list as a CSV and erases the address, by mouse and by keyboard alone.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signupCopy } from '../src/features/newsletter/copy';
import { linkPageCopy } from '../src/features/newsletter/link-page-copy';
import { newsletterPagePaths } from '../supabase/functions/_shared/contract/site-links';
import { serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { mailTo } from './mail';
import { seriousAxeViolations, untilHydrated, waitForHydration } from './site';

const SCREEN = '/admin/newsletter';
/** Where e-mailed links point locally: the `[auth] site_url` of supabase/config.toml. */
const LOCAL_SITE = 'http://localhost:4173';

/** A name no other test's subscriber has, with the accents a spreadsheet must keep. */
function uniqueName(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('');
  return `Zoë Ångström ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** Signs up in the English footer and follows the confirmation link, as a visitor does. */
async function subscribeAndConfirm(page: Page, name: string, email: string) {
  const copy = signupCopy.en;
  await page.goto('/privacy');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: copy.title });
  await form.scrollIntoViewIfNeeded();
  await untilHydrated(form);
  await form.getByRole('textbox', { name: copy.name, exact: true }).fill(name);
  await form.getByRole('textbox', { name: copy.email, exact: true }).fill(email);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
  const mail = await mailTo(email, /^Confirm your subscription/);
  const link = new RegExp(`${LOCAL_SITE}${newsletterPagePaths.confirm.en}\\?\\S+`).exec(mail.Text)?.[0] ?? '';
  await page.goto(link);
  await expect(page.locator('h1')).toHaveText(linkPageCopy.en.confirm.confirmed.title, { timeout: 30_000 });
}

async function search(page: Page, text: string, status = '') {
  await page.getByLabel('Status', { exact: true }).selectOption(status);
  await page.getByLabel('Search e-mail address or name').fill(text);
  await page.getByRole('button', { name: 'Apply filters' }).click();
}

/** Presses Tab until `target` has focus; fails when it never gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received focus by Tab');
}

test('a confirmed sign-up is found, exported to CSV and deleted on request', async ({ page }) => {
  const name = uniqueName();
  const email = `e2e-admin-newsletter-${Date.now()}@example.com`;
  await subscribeAndConfirm(page, name, email);

  await openAsNewAdmin(page, 'newsletter', SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page).toHaveTitle('Newsletter | Admin');
  await expect(
    page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Newsletter' }),
  ).toHaveAttribute('aria-current', 'page');

  await search(page, email.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`${SCREEN}\\?q=`));
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Status: Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText('English')).toBeVisible();
  await expect(row.getByText('sent', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Filters by status: the confirmed subscriber is not among the unconfirmed ones.
  await search(page, name, 'pending');
  await expect(page.getByText('No subscribers match these filters.')).toBeVisible();
  await search(page, name, 'confirmed');
  await expect(row).toHaveCount(1);

  // The export holds confirmed addresses only, opens in Excel (BOM) and keeps the accents.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export confirmed (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = csv.slice(1).trim().split('\r\n');
  expect(header).toBe('Name,E-mail address,Language,Confirmed at (Amsterdam time)');
  const ours = lines.filter((line) => line.includes(email));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatch(new RegExp(`^${name},${email},en,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
  const { data: unconfirmed } = await serviceClient()
    .from('newsletter_subscribers')
    .select('email')
    .is('confirmed_at', null)
    .limit(1);
  for (const { email: pending } of unconfirmed ?? []) expect(csv).not.toContain(pending);

  // Erasure: the dialog names the address; Escape closes it and focus returns to its button.
  const deleteButton = row.getByRole('button', { name: `Delete: ${email}` });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: `Delete ${email}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  const done = page.getByRole('status').filter({ hasText: `${email} was deleted.` });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText('No subscribers match these filters.')).toBeVisible();
  const { data } = await serviceClient().from('newsletter_subscribers').select('id').eq('email', email);
  expect(data).toEqual([]);
});

test('by keyboard alone: the delete dialog traps focus, closes on Escape and deletes', async ({ page }) => {
  const email = `e2e-keyboard-newsletter-${Date.now()}@example.com`;
  const inserted = await serviceClient()
    .from('newsletter_subscribers')
    .insert({ name: 'Pieter Bakker', email, language: 'nl' });
  expect(inserted.error).toBeNull();
  await openAsNewAdmin(page, 'newsletter-keyboard', `${SCREEN}?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Status: Not confirmed', { exact: true })).toBeVisible();
  await expect(row.getByText('Dutch')).toBeVisible();

  const deleteButton = row.getByRole('button', { name: `Delete: ${email}` });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete ${email}?` });
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog however often Tab is pressed.
  for (let presses = 0; presses < 5; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete for good' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${email} was deleted.` })).toBeFocused();
  const { data } = await serviceClient().from('newsletter_subscribers').select('id').eq('email', email);
  expect(data).toEqual([]);
});
