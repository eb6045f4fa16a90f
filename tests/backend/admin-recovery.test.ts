import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RecoveryError, targetFromEnv } from '../../scripts/admin/recovery.ts';
import {
  API_URL,
  anonClient,
  passwordEnrolledClient,
  SEEDED_PASSWORD,
  serviceClient,
} from '../support/clients.ts';
import { sharedInboxUrl } from '../support/helpers.ts';
import { totpCode } from '../support/totp.ts';

// The last admin's way back, from the command line against the local stack: an admin locked out by
// an app they cannot use (here: one an attacker added with the stolen password) has every app
// removed and gets a sign-in link; from that link they set up and bind a new app and are an admin
// at aal2 again.

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

async function recover(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      'npx',
      ['tsx', 'scripts/admin/recover-admin.ts', '--email', email],
      // The local stack's well-known service role key is the script's default for a loopback URL.
      {
        cwd: ROOT,
        env: { ...process.env, SUPABASE_URL: API_URL, SUPABASE_SERVICE_ROLE_KEY: '', SITE_URL: '' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function account(label: string, admin: boolean): Promise<{ id: string; email: string }> {
  const service = serviceClient();
  const email = `${label}-${crypto.randomUUID()}@example.com`;
  const created = await service.auth.admin.createUser({
    email,
    password: SEEDED_PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw new Error(created.error.message);
  if (admin) {
    const added = await service.from('admin_users').insert({ user_id: created.data.user.id, email });
    if (added.error) throw new Error(added.error.message);
  }
  return { id: created.data.user.id, email };
}

async function factorCount(userId: string): Promise<number> {
  const { data, error } = await serviceClient().auth.admin.mfa.listFactors({ userId });
  if (error) throw new Error(error.message);
  return data.factors.length;
}

async function mailTo(to: string): Promise<{ Text: string }[]> {
  const inbox = sharedInboxUrl();
  const list = (await (
    await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
  ).json()) as {
    messages: { ID: string }[];
  };
  return Promise.all(
    list.messages.map(
      async ({ ID }) => (await (await fetch(`${inbox}/api/v1/message/${ID}`)).json()) as { Text: string },
    ),
  );
}

describe('npm run admin:recover', () => {
  it('removes a locked-out admin’s apps and mails a link from which they bind a new one', async () => {
    const admin = await account('recover', true);
    const rogue = await passwordEnrolledClient(admin.email);
    // The app is not bound: the admin is locked out of admin work and cannot enrol another.
    expect((await rogue.client.rpc('is_admin_mfa')).data).toBe(false);

    const result = await recover(admin.email);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Removed 1 authenticator app(s) from ${admin.email}`);
    expect(await factorCount(admin.id)).toBe(0);

    const [mail] = await mailTo(admin.email);
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail?.Text ?? '')?.[1] ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    const followed = await fetch(link, { redirect: 'manual' });
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4173/admin/auth');
    const fragment = new URLSearchParams(location.hash.slice(1));

    const client = anonClient();
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'New phone' });
    if (enrolled.error) throw enrolled.error;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect((await client.rpc('bind_my_totp_factor', { factor_id: enrolled.data.id })).error).toBeNull();
    expect((await client.rpc('is_admin_mfa')).data).toBe(true);
    // The attacker's token still says aal2, but its session's app is gone: it opens nothing.
    expect((await rogue.client.rpc('is_admin_mfa')).data).toBe(false);
    expect((await rogue.client.from('enquiries').select('id')).data).toEqual([]);
  }, 60_000);

  it('changes nothing for an address that is not an admin, or that has no account', async () => {
    const visitor = await account('recover-visitor', false);
    const enrolled = await passwordEnrolledClient(visitor.email);
    const notAdmin = await recover(visitor.email);
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.stderr).toContain(`${visitor.email} is not an admin`);
    expect(await factorCount(enrolled.userId)).toBe(1);
    expect(await mailTo(visitor.email)).toEqual([]);

    const unknown = await recover('nobody-at-all@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the address nobody-at-all@example.com.');
  }, 60_000);

  it('needs the service role key and the site address for any stack but the local one', () => {
    expect(() => targetFromEnv({ SUPABASE_URL: 'https://project.supabase.co' })).toThrow(RecoveryError);
    expect(() =>
      targetFromEnv({ SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key' }),
    ).toThrow(/SITE_URL/);
    expect(
      targetFromEnv({
        SUPABASE_URL: 'https://project.supabase.co/',
        SUPABASE_SERVICE_ROLE_KEY: 'key',
        SITE_URL: 'https://example.com/',
      }),
    ).toEqual({
      supabaseUrl: 'https://project.supabase.co',
      serviceRoleKey: 'key',
      siteUrl: 'https://example.com',
    });
    expect(targetFromEnv({}).supabaseUrl).toBe('http://127.0.0.1:54321');
  });
});
