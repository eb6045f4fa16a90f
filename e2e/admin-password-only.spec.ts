import { expect, test } from '@playwright/test';
import { ANON_KEY } from '../emulator/keys';
import { serviceClient } from '../tests/support/clients';
import { signInAsNewAdmin } from './admin-session';

// A stolen password reads nothing: an admin who has typed only the password (aal1) sees the code
// step, and their session, used straight against the API from the same browser, gets no personal data.

const API = 'http://127.0.0.1:54321';

test('an admin with only the password sees the code step, and the API gives that session nothing', async ({
  page,
}) => {
  const service = serviceClient();
  const seeded = await service
    .from('enquiries')
    .insert({
      form_type: 'contact',
      name: 'Lotte Bakker',
      email: 'lotte@example.com',
      service: 'tandem-jump',
      message: 'Kunnen we in mei springen?',
    })
    .select('id')
    .single();
  expect(seeded.error).toBeNull();

  const admin = await signInAsNewAdmin(page, 'password-only');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out clears the stored session; only then does a new address load signed out.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the admin area');
  await page.goto('/admin/enquiries');
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill('a-long-test-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);

  const answers = await page.evaluate(
    async ({ api, apikey, id }) => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name)) ?? '';
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      const headers = { apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const read = async (path: string) => {
        const response = await fetch(`${api}/rest/v1/${path}`, { headers });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const patched = await fetch(`${api}/rest/v1/enquiries?id=eq.${id}`, {
        method: 'PATCH',
        headers: { ...headers, Prefer: 'return=representation' },
        body: JSON.stringify({ status: 'answered' }),
      });
      const counts = await fetch(`${api}/rest/v1/rpc/admin_dashboard_counts`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      const fn = await fetch(`${api}/functions/v1/security-status`, { method: 'POST', headers, body: '{}' });
      return {
        enquiries: await read('enquiries?select=id,name'),
        subscribers: await read('newsletter_subscribers?select=email'),
        admins: await read('admin_users?select=email'),
        settings: await read('site_settings?select=key&is_public=eq.false'),
        patched: { status: patched.status, body: (await patched.json()) as unknown },
        counts: counts.status,
        fn: { status: fn.status, body: (await fn.json()) as { code?: string } },
      };
    },
    { api: API, apikey: ANON_KEY, id: seeded.data?.id ?? '' },
  );
  expect(answers.enquiries).toEqual({ status: 200, body: [] });
  expect(answers.subscribers).toEqual({ status: 200, body: [] });
  expect(answers.admins).toEqual({ status: 200, body: [] });
  expect(answers.settings).toEqual({ status: 200, body: [] });
  expect(answers.patched).toEqual({ status: 200, body: [] });
  expect(answers.counts).toBe(403);
  expect(answers.fn.status).toBe(403);
  expect(answers.fn.body.code).toBe('code_required');
  const kept = await service
    .from('enquiries')
    .select('status')
    .eq('id', seeded.data?.id ?? '')
    .single();
  expect(kept.data?.status).toBe('new');
});
