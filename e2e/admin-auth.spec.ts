import { expect, test, type Page } from '@playwright/test';
import { passwordEnrolledClient, SEEDED_TOTP_SECRETS } from '../tests/support/clients';
import { totpCode } from '../tests/support/totp';
import { sidewaysOverflow, walkFocus } from './a11y-checks';
import { BATCH_DELAY_MS } from '../src/lib/analytics/event-queue';
import { createAdmin, setUpLinkFor, TEST_ADMIN_PASSWORD } from './admin-session';
import { mailTo } from './mail';
import { chunkOf, requestsSeen } from './page-signals';
import { seriousAxeViolations, storeConsent, waitForHydration, watchConsole } from './site';

// Signing in to the admin area against the real local stack: the password, then a TOTP code that
// the test computes from the key the page shows, as an authenticator app would. A factor is set up
// only from a link sent to the admin's mailbox, read here from the local mail inbox.

const PASSWORD = 'local-admin-password';
/** The code that records and sends analytics events. */
const ANALYTICS_CODE = chunkOf('src/lib/analytics/runtime.ts');
/** Analytics starts half a second after the load; events then leave in a batch. */
const START_AND_ONE_BATCH_MS = 500 + BATCH_DELAY_MS;

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin address sends a signed-out visitor to sign in, never indexed, and passes axe', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/admin/enquiries?status=new');
  await expect(page).toHaveURL(/\/admin\/auth\?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle('Sign in to the admin area | Admin');
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const path of ['/video-management', '/chat-management', '/ssl-status']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  }
  expect(problems).toEqual([]);
});

test('on a phone every control of the sign-in form can be reached and seen, and no cookie banner asks anything', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  // The admin area sets no optional cookies, so it asks nothing: not even after the page settles.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  await expect(page.locator('#cookie-consent')).toBeEmpty();
  const walk = await walkFocus(page);
  expect(walk.stops).toBeGreaterThan(5);
  expect(walk.hidden).toEqual([]);
  expect(walk.faintOutlines).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await signIn(page, 'admin@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
});

test('an admin who allowed analytics on the public site is not measured in the admin area', async ({
  page,
}) => {
  const measured: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === ANALYTICS_CODE || /track-events|analytics_events|googletagmanager/.test(url.href))
      measured.push(url.pathname);
  });
  await storeConsent(page, { analytics: true, marketing: true });
  await page.clock.install();
  await page.goto('/admin/auth');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  // The page's code has run: past the moment analytics would start and send its first batch.
  await page.clock.runFor(START_AND_ONE_BATCH_MS);
  await requestsSeen(page);
  expect(measured).toEqual([]);

  // On the public site, the same visitor is measured.
  await page.goto('/');
  await waitForHydration(page);
  await page.clock.runFor(START_AND_ONE_BATCH_MS);
  await expect.poll(() => measured).toContain(ANALYTICS_CODE);
});

test('a wrong password says so in words and keeps the e-mail address', async ({ page }) => {
  await page.goto('/admin/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your e-mail address.');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await signIn(page, 'admin@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address or password is not right. Check both and try again.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('admin@example.com');
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('a signed-in account that is not an admin sees no admin data, and can sign out', async ({ page }) => {
  const tableReads: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/v1\/(?!rpc\/is_admin)/.test(request.url())) tableReads.push(request.url());
  });
  await page.goto('/admin');
  await signIn(page, 'visitor@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to the admin area');
  await expect(page.getByText('You are signed in as visitor@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  expect(tableReads).toEqual([]);
});

test('a new admin sets up two-step sign-in from a mailed link, then signs in with a code and lands where they were going', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const admin = await createAdmin('first-sign-in');
  await page.goto('/admin/settings');
  await signIn(page, admin.email, TEST_ADMIN_PASSWORD);

  // The password alone cannot add an authenticator app: the set-up continues from the mailbox.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue from your mailbox');
  await expect(
    page.getByText('Two-step sign-in is set up from a link we send to your mailbox'),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `We sent a link to ${admin.email}. Open it in this browser within an hour to continue.`,
  );
  await page.goto(await setUpLinkFor(admin.email));

  // First sign-in: nothing opens until a factor is verified.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up two-step sign-in');
  await page.getByLabel('Name of this device (optional)').fill('Test phone');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const key = page.locator('[data-secret]');
  const secret = (await key.getAttribute('data-secret')) ?? '';
  expect(await key.textContent()).toBe(secret.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('6-digit code').fill('12345');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6 digits from your authenticator app.');
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right, or it has expired. Enter the code your app shows now.',
  );
  await expect(page.getByLabel('6-digit code')).toHaveValue('');
  await expect(page.getByLabel('6-digit code')).toBeFocused();

  // Typed as an app shows it, with a space in the middle.
  const code = totpCode(secret);
  await page.getByLabel('6-digit code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();
  // The dashboard's counts come from the database, each a number under its label.
  const counts = page.getByRole('region', { name: 'At a glance' });
  for (const label of [
    'New enquiries today',
    'New enquiries in 7 days',
    'Waiting for an answer',
    'Enquiry e-mails that failed',
    'Confirmed subscribers',
    'Page views in 7 days',
  ]) {
    await expect(
      counts.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd'),
    ).toHaveText(/^\d+$/);
  }
  await expect(page.getByRole('region', { name: 'Latest enquiries' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Sign out, then a later sign-in with the password asks for the code of the bound factor.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\?next=%2Fadmin$|\/admin\/auth$/);
  await signIn(page, admin.email, TEST_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  // The enrolment's code is spent, so this sign-in takes the authenticator's next one.
  await page.getByLabel('6-digit code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  // The session is kept across a reload, and the admin's language choice too.
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overzicht');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overzicht');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  expect(problems.filter((problem) => !problem.includes('status of 4'))).toEqual([]);
});

test('an admin who forgot their password resets it from the e-mailed link, after the code step', async ({
  page,
}) => {
  await page.goto('/admin/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('E-mail address').fill('editor@example.com');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If editor@example.com belongs to an admin account');

  const mail = await mailTo('editor@example.com', /password/i);
  const link = /http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0] ?? '';
  expect(link).toContain('type=recovery');
  await page.goto(link);

  // The link opens no more than the password would: the code still comes first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await page.getByLabel('6-digit code').fill(totpCode(SEEDED_TOTP_SECRETS['editor@example.com'] ?? ''));
  await page.getByRole('button', { name: 'Check code' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your new password needs at least 12 characters.');
  await page.getByLabel('New password', { exact: true }).fill('a-new-long-password');
  await page.getByLabel('New password again').fill('a-different-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The two passwords are not the same. Type the new password twice.',
  );
  await page.getByLabel('New password again').fill('a-new-long-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  // The new password works, and the old one no longer does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'editor@example.com');
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right');
  await signIn(page, 'editor@example.com', 'a-new-long-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
});

test('an expired reset link says so and offers a new one', async ({ page }) => {
  await page.goto(
    '/admin/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one below.',
  );
});

test('an authenticator app added with the password alone opens nothing, and says what to do', async ({
  page,
}) => {
  const adminReads: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/v1\/(?!rpc\/is_admin|admin_factor_bindings)/.test(request.url()))
      adminReads.push(request.url());
  });
  const admin = await createAdmin('rogue-factor');
  // The attack: the password, then a factor of the attacker's own, enrolled and verified (aal2).
  await passwordEnrolledClient(admin.email, TEST_ADMIN_PASSWORD);

  await page.goto('/admin/enquiries');
  await signIn(page, admin.email, TEST_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue from your mailbox');
  await expect(
    page.getByText(`An authenticator app on ${admin.email} was not set up from your mailbox`),
  ).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue from your mailbox');
  expect(adminReads).toEqual([]);
});
