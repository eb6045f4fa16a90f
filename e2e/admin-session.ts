import { expect, type Page } from '@playwright/test';
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import { PUBLISHABLE_KEY } from '../emulator/keys';
import { amsterdamWallTime } from '../supabase/functions/_shared/contract/amsterdam-time';
import { API_URL, clientOptions, serviceClient } from '../tests/support/clients';
import { totpCode } from '../tests/support/totp';
import { mailTo } from './mail';

// A signed-in admin for the back-office tests: a new admin account per test (so no test depends on
// another's factors). The sign-in and enrolment tests go through the real form and the set-up link
// from the mail inbox, with a TOTP code computed from the page; the other screens start from the
// same session, made through the API.

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

/**
 * A session opened from the set-up link in `email`'s mailbox, as a browser opening that link gets
 * it (the link's redirect carries the tokens), held by a client that keeps it in `storage`.
 */
async function mailboxSession(email: string) {
  const storage = new Map<string, string>();
  const kept: SupportedStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  };
  const client = createClient(API_URL, PUBLISHABLE_KEY, {
    ...clientOptions,
    auth: { storage: kept, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const asked = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (asked.error) throw new Error(`asking a set-up link for ${email} failed: ${asked.error.message}`);
  const followed = await fetch(await setUpLinkFor(email), { redirect: 'manual' });
  const tokens = new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
  const accessToken = tokens.get('access_token');
  const refreshToken = tokens.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(`the set-up link for ${email} opened no session`);
  const set = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (set.error) throw new Error(`taking the set-up link's session failed: ${set.error.message}`);
  return { client, storage };
}

/**
 * A new admin who starts on `next` (the dashboard by default) signed in at aal2, without the sign-in
 * screens: the set-up link's session enrols a TOTP factor, verifies a code and binds the factor, as
 * the enrolment step does, and the page starts with that session where the site's client keeps it.
 * For the screens behind the sign-in; signing in and enrolling have tests of their own.
 */
export async function openAsNewAdmin(page: Page, label: string, next = '/admin'): Promise<TestAdmin> {
  const admin = await createAdmin(label);
  const { client, storage } = await mailboxSession(admin.email);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `e2e ${label}` });
  if (enrolled.error)
    throw new Error(`enrolling a factor for ${admin.email} failed: ${enrolled.error.message}`);
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
  if (verified.error) throw new Error(`the first code for ${admin.email} failed: ${verified.error.message}`);
  const bound = await client.rpc('bind_my_totp_factor', { factor_id: factorId });
  if (bound.error) throw new Error(`binding the factor of ${admin.email} failed: ${bound.error.message}`);

  // Only for the first page: a test that signs out must stay signed out on the next one.
  const session = await page.addInitScript(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [...storage],
  );
  await page.goto(next);
  await session.dispose();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeAttached();
  return { ...admin, secret: totp.secret };
}

/** 'YYYY-MM-DDTHH:mm' in Amsterdam, `minutes` from now: what a datetime-local field takes. */
export const amsterdamInput = (minutes: number): string => amsterdamWallTime(Date.now() + minutes * 60_000);
