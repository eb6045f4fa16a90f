// The admin accounts screen against the production build and the local backend: an admin invites a
// second admin, who follows the e-mailed link in their own browser, chooses a password, sets up
// two-step sign-in and reaches the dashboard; the first admin then resets and removes them.
import { expect, test } from '@playwright/test';
import { totpCode } from '../tests/support/totp';
import { signInAsNewAdmin } from './admin-session';
import { mailTo } from './mail';
import { seriousAxeViolations } from './site';

const SCREEN = '/admin/accounts';

test('an invited admin accepts, sets up two-step sign-in, and is reset and removed by the first', async ({
  page,
  browser,
}) => {
  const first = await signInAsNewAdmin(page, 'accounts', SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admins');
  await expect(page).toHaveTitle('Admins | Admin');
  const own = page.getByRole('listitem').filter({ hasText: first.email });
  await expect(own.getByText('you', { exact: true })).toBeVisible();
  await expect(own.getByText('Set up', { exact: true })).toBeVisible();
  // Nobody resets their own two-step sign-in here.
  await expect(own.getByRole('button', { name: /^Reset two-step sign-in/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The form checks the address at the field and keeps what was typed.
  const field = page.getByLabel('E-mail address', { exact: true });
  await field.fill('second-admin@');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter an e-mail address like name@example.com, of at most 100 characters.',
  );
  await expect(field).toHaveValue('second-admin@');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const second = `e2e-invited-${Date.now()}@example.com`;
  await field.fill(second);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${second}.` })).toBeFocused();
  const invited = page.getByRole('listitem').filter({ hasText: second });
  await expect(invited.getByText('Invitation not accepted yet')).toBeVisible();
  await expect(invited.getByText('Not set up', { exact: true })).toBeVisible();

  // Inviting the same address again says it already belongs to an admin.
  await field.fill(second.toUpperCase());
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText('This address already belongs to an admin.');

  // The second admin, in a browser of their own, follows the invitation.
  const mail = await mailTo(second, /invited/);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] ?? '';
  expect(new URL(link).searchParams.get('type')).toBe('invite');
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/admin\/auth/);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Choose a password');
  expect(await seriousAxeViolations(invitee)).toEqual([]);
  await invitee.getByLabel('Password', { exact: true }).fill('short');
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByRole('alert')).toHaveText('Your password needs at least 12 characters.');
  const password = 'chosen-by-the-new-admin';
  await invitee.getByLabel('Password', { exact: true }).fill(password);
  await invitee.getByLabel('Password again', { exact: true }).fill(password);
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Set up two-step sign-in');
  await invitee.getByRole('button', { name: 'Show QR code' }).click();
  const secret = (await invitee.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  await invitee.getByLabel('6-digit code').fill(totpCode(secret));
  await invitee.getByRole('button', { name: 'Turn on' }).click();
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(invitee.getByText(`Signed in as ${second}`)).toBeAttached();
  await context.close();

  // The first admin sees them with two-step sign-in, resets it, and removes them.
  await page.reload();
  await expect(invited.getByText('Set up', { exact: true })).toBeVisible();
  await expect(invited.getByText('Invitation not accepted yet')).toHaveCount(0);
  const reset = invited.getByRole('button', { name: `Reset two-step sign-in: ${second}` });
  await reset.click();
  const resetDialog = page.getByRole('dialog', { name: `Reset two-step sign-in for ${second}?` });
  await resetDialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Two-step sign-in for ${second} is reset.` }),
  ).toBeFocused();
  await expect(invited.getByText('Not set up', { exact: true })).toBeVisible();

  // The dashboard points at admins without two-step sign-in.
  await page.goto('/admin');
  const reminder = page.getByText(/admins? (has|have) not set up two-step sign-in\./);
  await expect(reminder).toBeVisible();
  await page.getByRole('link', { name: 'Show admins' }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));

  const remove = invited.getByRole('button', { name: `Remove as admin: ${second}` });
  await remove.click();
  const removeDialog = page.getByRole('dialog', { name: `Remove ${second} as admin?` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${second} is no longer an admin.` }),
  ).toBeFocused();
  await expect(invited).toHaveCount(0);
});

test('removing yourself asks you to tick a box, then signs you out', async ({ page }) => {
  const admin = await signInAsNewAdmin(page, 'accounts-self', SCREEN);
  const own = page.getByRole('listitem').filter({ hasText: admin.email });
  await own.getByRole('button', { name: `Remove as admin: ${admin.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove yourself as admin?' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Tick the box to confirm that you want to remove yourself.',
  );
  await dialog.getByLabel('I understand that I will lose access').check();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
});
