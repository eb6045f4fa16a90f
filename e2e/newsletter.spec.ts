// The newsletter against the production build and the local backend, in both languages: sign up in
// the footer, confirm from the e-mailed link on the site's page, receive the guide (a real PDF) and
// unsubscribe from the e-mailed link. Broken links and a failing function end in clear messages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../supabase/functions/_shared/contract/enquiry/messages';
import { signupCopy } from '../src/features/newsletter/copy';
import { linkPageCopy } from '../src/features/newsletter/link-page-copy';
import { guidePaths, newsletterPagePaths } from '../supabase/functions/_shared/contract/site-links';
import { mailTo, type Mail } from './mail';
import { untilHydrated, waitForHydration, watchConsole } from './site';

type Language = 'en' | 'nl';
/** Where e-mailed links point locally: the `[auth] site_url` of supabase/config.toml. */
const LOCAL_SITE = 'http://localhost:4173';

const subjects: Record<Language, { confirm: RegExp; guide: RegExp }> = {
  en: { confirm: /^Confirm your subscription/, guide: /^Your free skydiving guide/ },
  nl: { confirm: /^Bevestig je inschrijving/, guide: /^Je gratis gids: je eerste tandemsprong/ },
};

/** The link in an e-mail's text to a page of the local site. */
function linkTo(mail: Mail, path: string): string {
  const link = new RegExp(`${LOCAL_SITE}${path}\\?\\S+`).exec(mail.Text)?.[0];
  expect(link, `a link to ${path} in:\n${mail.Text}`).toBeDefined();
  return link ?? '';
}

/** The footer's sign-up, once its code has loaded and React has taken it over. */
async function signupForm(page: Page, lang: Language, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: signupCopy[lang].title });
  await form.scrollIntoViewIfNeeded();
  await untilHydrated(form);
  return form;
}

const control = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });

for (const [lang, path] of [
  ['en', '/privacy'],
  ['nl', '/nl/diensten'],
] as const) {
  test(`sign up, confirm, get the guide and unsubscribe (${lang === 'en' ? 'English' : 'Dutch'})`, async ({
    page,
    request,
  }) => {
    const copy = signupCopy[lang];
    const pages = linkPageCopy[lang];
    const email = `e2e-newsletter-${lang}-${Date.now()}@example.com`;
    const problems = watchConsole(page);

    const form = await signupForm(page, lang, path);
    await control(form, copy.name).fill('Sanne de Vries');
    await control(form, copy.email).fill(email);
    await form.getByRole('button', { name: copy.submit }).click();
    // The first request may wait for the function to start.
    await expect(page.getByText(copy.success)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(copy.successDetail)).toBeVisible();
    await expect(control(form, copy.email)).toHaveValue('');

    const confirmation = await mailTo(email, subjects[lang].confirm);
    await page.goto(linkTo(confirmation, newsletterPagePaths.confirm[lang]));
    await expect(page.locator('h1')).toHaveText(pages.confirm.confirmed.title, { timeout: 30_000 });
    await expect(page.getByText(pages.confirm.confirmed.text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const guideMail = await mailTo(email, subjects[lang].guide);
    const guideLink = new RegExp(`${LOCAL_SITE}${guidePaths[lang]}`).exec(guideMail.Text)?.[0] ?? '';
    const guide = await request.get(guideLink);
    expect(guide.status()).toBe(200);
    expect(guide.headers()['content-type']).toBe('application/pdf');
    expect((await guide.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('link', { name: pages.download })).toHaveAttribute('href', guidePaths[lang]);

    await page.goto(linkTo(guideMail, newsletterPagePaths.unsubscribe[lang]));
    await expect(page.locator('h1')).toHaveText(pages.unsubscribe.unsubscribed.title);
    await expect(page.getByText(pages.unsubscribe.unsubscribed.text)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a broken confirmation or unsubscribe link shows the invalid-link message', async ({ page }) => {
  await page.goto(`${newsletterPagePaths.confirm.en}?token=${crypto.randomUUID()}`);
  await expect(page.locator('h1')).toHaveText(linkPageCopy.en.confirm.invalid.title, { timeout: 30_000 });
  await expect(page.getByText(linkPageCopy.en.confirm.invalid.text)).toBeVisible();

  await page.goto(`${newsletterPagePaths.unsubscribe.nl}?id=${crypto.randomUUID()}&token=vervalst`);
  await expect(page.locator('h1')).toHaveText(linkPageCopy.nl.unsubscribe.invalid.title);
  await expect(page.getByText(linkPageCopy.nl.unsubscribe.invalid.text)).toBeVisible();
});

test('the sign-up explains what to fix at the field, in Dutch', async ({ page }) => {
  const form = await signupForm(page, 'nl', '/nl/contact');
  await control(form, signupCopy.nl.email).fill('sanne@');
  await form.getByRole('button', { name: signupCopy.nl.submit }).click();
  await expect(form.getByRole('alert')).toHaveText([messages.nl.nameMin, messages.nl.emailInvalid]);
  await expect(control(form, signupCopy.nl.name)).toBeFocused();
});

test('a failing sign-up keeps what was typed and says something went wrong', async ({ page }) => {
  await page.route('**/functions/v1/newsletter-subscribe', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ success: false, error: 'Submission failed. Please try again.' }),
    }),
  );
  const copy = signupCopy.en;
  const form = await signupForm(page, 'en', '/faq');
  await control(form, copy.name).fill('Sanne de Vries');
  await control(form, copy.email).fill('sanne@example.com');
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText(copy.failure, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.failureDetail)).toBeVisible();
  await expect(control(form, copy.name)).toHaveValue('Sanne de Vries');
  await expect(control(form, copy.email)).toHaveValue('sanne@example.com');
});

test('the site navigates while the footer’s sign-up still waits to come into view', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const before = await page.locator('h1').textContent();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('h1')).not.toHaveText(before ?? '');
  await expect(page.getByRole('form', { name: signupCopy.en.title })).toBeVisible();
});

test('signed up from the keyboard, the form puts focus on its confirmation, not on the page', async ({
  page,
}) => {
  const copy = signupCopy.en;
  const form = await signupForm(page, 'en', '/services');
  await control(form, copy.name).fill('Sanne de Vries');
  const email = control(form, copy.email);
  await email.fill(`e2e-newsletter-keyboard-${Date.now()}@example.com`);
  await email.press('Enter');

  // The first request may wait for the function to start.
  const focused = form.locator(':focus');
  await expect(focused).toContainText(copy.confirmation.title, { timeout: 30_000 });
  await expect(focused).toContainText(copy.confirmation.detail);
  await expect(email).toHaveValue('');
});
