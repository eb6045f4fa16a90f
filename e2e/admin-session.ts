import { expect, type Page } from '@playwright/test';
import { amsterdamWallTime } from '../supabase/functions/_shared/contract/amsterdam-time';
import { serviceClient } from '../tests/support/clients';
import { totpCode } from '../tests/support/totp';
import { mailTo } from './mail';

// A signed-in admin for the back-office tests: a new admin account per test (so no test depends on
// another's factors), signed in through the real form and the set-up link from the mail inbox, with
// a TOTP code computed from the page.

export const TEST_ADMIN_PASSWORD = 'a-long-test-admin-password';

export interface TestAdmin {
  email: string;
  userId: string;
  /** The TOTP key the page showed, to compute later codes (a second sign-in, a re-check). */
  secret: string;
}

/** Creates an admin with a confirmed e-mail and no factor yet. */
export async function createAdmin(label: string): Promise<Omit<TestAdmin, 'secret'>> {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  const service = serviceClient();
  const created = await service.auth.admin.createUser({
    email,
    password: TEST_ADMIN_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw new Error(`creating ${email} failed: ${created.error.message}`);
  const userId = created.data.user.id;
  const added = await service.from('admin_users').insert({ user_id: userId, email });
  if (added.error) throw new Error(`making ${email} an admin failed: ${added.error.message}`);
  return { email, userId };
}

/** The set-up link the admin area sends to `email`, from the local mail inbox. */
export async function setUpLinkFor(email: string): Promise<string> {
  const mail = await mailTo(email, /magic link/i);
  const link = /http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0];
  if (!link) throw new Error(`no set-up link in the mail to ${email}`);
  return link;
}

/**
 * The way a new admin starts: the password, then a set-up link to their mailbox, opened in the
 * same browser, then TOTP enrolment (which binds the factor), ending on `next` (the dashboard by
 * default) at aal2.
 */
export async function signInAsNewAdmin(page: Page, label: string, next = '/admin'): Promise<TestAdmin> {
  const admin = await createAdmin(label);
  await page.goto(`/admin/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${admin.email}`);
  await page.goto(await setUpLinkFor(admin.email));
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const secret = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeAttached();
  return { ...admin, secret };
}

/** 'YYYY-MM-DDTHH:mm' in Amsterdam, `minutes` from now: what a datetime-local field takes. */
export const amsterdamInput = (minutes: number): string => amsterdamWallTime(Date.now() + minutes * 60_000);
